/**
 * The car detail page's contact form (spec 02 §5 "Contact form", §7 "Contact form"): the car
 * record without images plus the visitor's fields, sent to the car's seller.
 */
import { z } from 'zod'
import { SearchInputError, searchOrThrow, type SearchResponse } from '@/services/search'
import type { Site } from '@/cms/payload-types'
import { formatPrice } from '@/ui/vehicle/format'
import { ownImage } from '../kinds'
import { askedLine } from './asked-about'
import { carContactMail } from './car-contact-mail'
import { requiredText, sourceUrl } from './fields'
import { defineFormKind, type LeadContext, type Recipient, type SiteFormat } from './types'

const optionalEmail = z.union([z.literal(''), z.email('Enter a valid e-mail address').max(254)]).optional()

export const carContactValues = z
  .looseObject({
    car_id: z
      .union([z.string().trim().min(1).max(100), z.number().int().nonnegative()], {
        error: 'The car id is required',
      })
      .transform(String),
    name: requiredText('Name', 200),
    phone: requiredText('Phone', 40).regex(
      /^\+?[\d ]{6,20}$/,
      'Phone must be 6 to 20 digits or spaces, optionally starting with +',
    ),
    email: requiredText('E-mail', 254).pipe(z.email('Enter a valid e-mail address')),
    message: z.string().max(5000, 'Message must be at most 5000 characters').nullish(),
    quote: z.boolean('Quote must be true or false').default(false),
    testDrive: z.boolean('Test drive must be true or false').default(false),
    toName: z.string().trim().max(200).nullish(),
    toEmail: optionalEmail,
    sourceUrl,
  })
  // The car's images are not part of a lead (spec 02 §7); drop them if a client sends them.
  .transform(({ car_images: _images, ...values }) => values)

export type CarContactValues = z.output<typeof carContactValues>

type Seller = { name?: unknown; email?: unknown }
const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/** The fields the seller's mail is written from, as the catalog has them. */
const mailFields = ['car_id', 'car_brand', 'car_model', 'car_model_text', 'car_regno', 'car_price_text']

/**
 * The seller comes from the catalog, not from the browser: toEmail is honoured only when it is
 * one of the car's sellers or its leads address, so the endpoint cannot mail arbitrary people,
 * and the name on the mail is the catalog's, not the visitor's toName. Otherwise the car's
 * car_site_leads_email receives the lead.
 */
/** The car as the site's catalog has it, with what the mail and the recipient need; null if absent. */
async function catalogCar(carId: string, site: Site): Promise<Record<string, unknown> | null> {
  const index = site.catalog?.vehicleIndex || `vehicles_${site.name}`
  let result: SearchResponse
  try {
    result = await searchOrThrow(
      {
        index,
        filters: { car_id: [carId] },
        fields: [
          ...mailFields,
          'car_price',
          'car_primary_image',
          'car_sellers',
          'car_site_leads_email',
          'car_site_id',
        ],
        limit: 1,
      },
      { cache: false },
    )
  } catch (error) {
    // An index nothing was imported into has no cars. Other failures propagate.
    if (error instanceof SearchInputError) return null
    throw error
  }
  return result.content[0] ?? null
}

/**
 * A car the form's site does not offer (an id that does not exist, or another site's
 * form name for this car) is refused, not kept as a lead nobody can answer.
 */
async function refuseUnknownCar(values: CarContactValues, site: Site): Promise<Record<string, string>> {
  if (await catalogCar(values.car_id, site)) return {}
  return { 'values.car_id': `No car with id ${values.car_id} is offered on ${site.name}` }
}

async function carRecipient(values: CarContactValues, { site }: LeadContext): Promise<Recipient | null> {
  const car = await catalogCar(values.car_id, site)
  if (!car) return null
  const record = Object.fromEntries(mailFields.map((field) => [field, car[field]]))
  const leadsEmail = typeof car.car_site_leads_email === 'string' ? car.car_site_leads_email : ''
  const sellers = Array.isArray(car.car_sellers) ? (car.car_sellers as Seller[]) : []
  const dealerId = typeof car.car_site_id === 'string' ? car.car_site_id : undefined
  const requested = values.toEmail
  if (requested) {
    const seller = sellers.find((entry) => sameAddress(entry.email, requested))
    if (seller)
      return { email: seller.email as string, name: String(seller.name ?? '') || undefined, record, dealerId }
  }
  return leadsEmail ? { email: leadsEmail, record, dealerId } : null
}

/** What a lead about this catalog car asked about: its name, price in the site's currency, picture. */
export function askedAboutCar(car: Record<string, unknown>, format: SiteFormat) {
  const text = (field: string) => (typeof car[field] === 'string' ? (car[field] as string).trim() : '')
  const [model, version] = [text('car_model'), text('car_model_text')]
  // A version often repeats the model ("Clio" "Clio E-Tech 140"): the model is said once.
  const name = [text('car_brand'), model && version.startsWith(model) ? '' : model, version].join(' ')
  const image = (car.car_primary_image as { thumbnail_url?: unknown } | null | undefined)?.thumbnail_url
  return askedLine([name, formatPrice(car.car_price, format)], ownImage(image))
}

/** The car as the catalog has it (the form's own fields if the catalog has it no more). */
async function carAskedAbout(values: CarContactValues, site: Site, format: SiteFormat) {
  return askedAboutCar((await catalogCar(values.car_id, site)) ?? values, format)
}

export const carContactForm = defineFormKind({
  suffix: 'CarContactForm',
  values: carContactValues,
  recipient: carRecipient,
  message: carContactMail,
  sourceUrl: (values) => values.sourceUrl,
  askedAbout: carAskedAbout,
  refuse: refuseUnknownCar,
  // The car record without images (equipment and description included) and the visitor's fields.
  maxValueBytes: 32_000,
})
