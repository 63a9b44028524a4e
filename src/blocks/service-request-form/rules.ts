/** The service request form's values and the browser's check of them (spec 03 §3, §5). Pure. */
import { isEmail, isIsoDate, isPhone, parseMileage } from '@/lib/forms/lead-fields'

export type ServiceRequestField =
  | 'dealerId'
  | 'services'
  | 'description'
  | 'other'
  | 'regno'
  | 'milage'
  | 'date'
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'gdpr'
  | 'newsletter'

/** Document order: the first invalid field gets the focus. */
export const serviceRequestFields: readonly ServiceRequestField[] = [
  'dealerId',
  'services',
  'description',
  'other',
  'regno',
  'milage',
  'date',
  'customerName',
  'customerPhone',
  'customerEmail',
  'gdpr',
  'newsletter',
]

/** A dealer the visitor can send the request to: its catalog site, city and address. */
export type DealerChoice = { id: string; name: string; city: string; email: string }

export type ServiceRequestInput = {
  dealerId: string
  services: string[]
  description: string
  other: string
  regno: string
  milage: string
  date: string
  customerName: string
  customerPhone: string
  customerEmail: string
  gdpr: boolean
  newsletter: boolean
}

export const emptyServiceRequest = (dealerId = ''): ServiceRequestInput => ({
  dealerId,
  services: [],
  description: '',
  other: '',
  regno: '',
  milage: '',
  date: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  gdpr: false,
  newsletter: false,
})

/** The "Annet" types open the free-text field (spec 03 §3: values carry `other`). */
export const opensOther = (service: string) => service.startsWith('Annet')

/** The fields that fail their rule; `today` is YYYY-MM-DD in the visitor's time zone. */
export function invalidServiceRequestFields(
  input: ServiceRequestInput,
  today: string,
): ServiceRequestField[] {
  const invalid: ServiceRequestField[] = []
  if (!input.dealerId) invalid.push('dealerId')
  if (!input.regno.trim()) invalid.push('regno')
  if (parseMileage(input.milage) === null) invalid.push('milage')
  if (!isIsoDate(input.date) || input.date < today) invalid.push('date')
  if (!input.customerName.trim()) invalid.push('customerName')
  if (!isPhone(input.customerPhone)) invalid.push('customerPhone')
  if (!isEmail(input.customerEmail)) invalid.push('customerEmail')
  // The newsletter is the spec's field but a free choice (decisions: Forms, marketing consent).
  if (!input.gdpr) invalid.push('gdpr')
  return invalid
}

/** The values the leads service's service request kind takes. */
export function serviceRequestValues(
  input: ServiceRequestInput,
  dealer: { email: string; name: string },
  typeMC: boolean,
  sourceUrl: string,
) {
  return {
    dealerId: input.dealerId,
    siteEmail: dealer.email,
    siteName: dealer.name,
    description: input.description.trim(),
    customerName: input.customerName.trim(),
    customerPhone: input.customerPhone.trim(),
    customerEmail: input.customerEmail.trim(),
    regno: input.regno.trim().toUpperCase(),
    milage: parseMileage(input.milage),
    date: input.date,
    services: input.services,
    other: input.services.some(opensOther) ? input.other.trim() : '',
    gdpr: input.gdpr,
    newsletter: input.newsletter,
    typeMC,
    sourceUrl,
  }
}
