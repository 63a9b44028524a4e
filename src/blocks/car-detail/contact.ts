/**
 * The contact-the-seller form (spec 02 §5, §7): field rules, the request body for
 * POST /api/forms/comhub and the retry policy (3 attempts, 1 s apart).
 */
export { contactRetry, sendWithRetries, type AttemptFailure } from '@/lib/http/retry'

// At least one digit: six spaces passed the browser and were refused by the server.
export const phonePattern = '(?=.*[0-9])\\+?[0-9 ]{6,20}'
export const emailPattern = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+'

export type ContactValues = {
  name: string
  phone: string
  email: string
  message: string
  quote: boolean
  testDrive: boolean
  /** Sample cars: the chosen dealer site's id. */
  sellerSiteId?: string
}

export type ContactField = 'name' | 'phone' | 'email' | 'sellerSiteId'

/** The form's rules (its fields' required and pattern), which the island checks itself to say which field fails. */
export function invalidContactFields(values: ContactValues, needsSeller: boolean): ContactField[] {
  const invalid: ContactField[] = []
  if (!values.name.trim()) invalid.push('name')
  if (!new RegExp(`^(?:${phonePattern})$`).test(values.phone.trim())) invalid.push('phone')
  if (!new RegExp(`^(?:${emailPattern})$`).test(values.email.trim())) invalid.push('email')
  if (needsSeller && !values.sellerSiteId) invalid.push('sellerSiteId')
  return invalid
}

export type Recipient = { toName: string; toEmail: string }

export function contactRequestBody(input: {
  siteName: string
  formSubmissionId: string
  car: Record<string, unknown>
  values: ContactValues
  recipient: Recipient
  sourceUrl: string
}) {
  const { car_images: _images, ...carWithoutImages } = input.car
  const { sellerSiteId: _seller, ...visitor } = input.values
  return {
    formName: `${input.siteName}CarContactForm`,
    formSubmissionId: input.formSubmissionId,
    values: { ...carWithoutImages, ...visitor, ...input.recipient, sourceUrl: input.sourceUrl },
  }
}

const serverFields: Record<string, ContactField> = {
  'values.name': 'name',
  'values.phone': 'phone',
  'values.email': 'email',
  'values.toEmail': 'sellerSiteId',
  'values.toName': 'sellerSiteId',
}

/** The visitor's fields a 400 answer of the leads service names (`fields: { 'values.phone': … }`). */
export function refusedContactFields(answer: unknown): ContactField[] {
  const fields = (answer as { fields?: unknown } | null)?.fields
  if (typeof fields !== 'object' || fields === null) return []
  return [...new Set(Object.keys(fields).flatMap((key) => (serverFields[key] ? [serverFields[key]] : [])))]
}
