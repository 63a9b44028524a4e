/** The leads service: forms posted to /api/forms/comhub (spec 02 §7, spec 03 §7). */
export { handleLeadRequest, maxBodyBytes } from './http'
export { submitLead, type LeadResult } from './submit'
export { formKinds, formKindOf, type FormKind } from './forms'
