/**
 * The forms the endpoint knows by name: the car contact form (spec 02), the sell-car form and the
 * Norwegian service request (spec 03), the kit quote request (decisions: Kit catalogue). A form not
 * listed here is still accepted and stored; a listed one has its values checked and its recipient
 * notified. Add a kind here to plug a form in.
 */
import { carContactForm } from './car-contact'
import { kitQuoteForm } from './kit-quote'
import { sellCarForm } from './sell-car'
import { serviceRequestForm } from './service-request'
import type { FormKind } from './types'

export const formKinds: readonly FormKind[] = [carContactForm, sellCarForm, serviceRequestForm, kitQuoteForm]

export function formKindOf(formName: string): FormKind | undefined {
  return formKinds.find((kind) => formName.endsWith(kind.suffix) && formName.length > kind.suffix.length)
}

export type { FormKind, LeadContext, Recipient } from './types'
export { serviceDealers, type ServiceDealer } from './service-dealers'
