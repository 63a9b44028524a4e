/**
 * The contact-the-seller form (spec 02 §5, §7): field rules and the request body for
 * POST /api/forms/comhub (posted by `useLeadForm`, retried 3 times 1 s apart).
 */
import type { SellerChoice } from '@/services/search/car/load'

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

/** The fields the form checks, in its order: the first invalid one takes the focus. */
export const contactFields = ['name', 'phone', 'email', 'sellerSiteId'] as const
export type ContactField = (typeof contactFields)[number]

/** Whether a value is one the form checks (the message and the boxes are not). */
export const isContactField = (key: string): key is ContactField =>
  (contactFields as readonly string[]).includes(key)

/** The recipient is sent for the chosen seller: a refusal of it marks the seller choice. */
export const refusedAsSeller = { toEmail: 'sellerSiteId', toName: 'sellerSiteId' } as const

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

/** The recipient of a sample car's lead: the seller chosen among the choices, or null when none is. */
export function chosenSeller(choices: readonly SellerChoice[], siteId: string | undefined): Recipient | null {
  const seller = choices.find((choice) => choice.siteId === siteId)
  return seller ? { toName: seller.toName, toEmail: seller.toEmail } : null
}

export function contactRequestBody(input: {
  siteName: string
  car: Record<string, unknown>
  values: ContactValues
  recipient: Recipient
  sourceUrl: string
}) {
  const { car_images: _images, ...carWithoutImages } = input.car
  const { sellerSiteId: _seller, ...visitor } = input.values
  return {
    formName: `${input.siteName}CarContactForm`,
    values: { ...carWithoutImages, ...visitor, ...input.recipient, sourceUrl: input.sourceUrl },
  }
}
