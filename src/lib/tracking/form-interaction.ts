/** A lead form's submit, for every form that sends a lead (spec 02 §7 "Tracking events"). */
import { pushToDataLayer } from './data-layer'

export function trackFormInteraction(formName: string, leadType: string): void {
  pushToDataLayer({
    event: 'form_interaction',
    lead_name: formName,
    lead_action: 'submit',
    lead_type: leadType,
  })
}
