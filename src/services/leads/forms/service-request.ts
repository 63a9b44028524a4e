/**
 * Spec 03 §2.6, §3 "Forms", §5 "Norwegian form": a service request to the nearest dealer, with a
 * motorcycle variant (typeMC). The lead goes to the chosen dealer's address as the catalog has it;
 * a siteEmail from the browser is accepted only when it is that address.
 */
import { z } from 'zod'
import type { Site } from '@/cms/payload-types'
import { earliestDateAnywhere, isIsoDate, serviceTypesOf } from '@/lib/forms/lead-fields'
import { email, mileage, optionalText, phone, registrationNumber, requiredText, sourceUrl } from './fields'
import { fieldMail, textsFor, type FieldMailTexts } from './field-mail'
import { serviceDealer } from './service-dealers'
import { askedLine } from './asked-about'
import { defineFormKind, type LeadContext, type Recipient } from './types'

export const serviceRequestValues = z
  .object({
    dealerId: requiredText('The dealer', 100),
    siteEmail: z.string().trim().max(254).optional(),
    siteName: z.string().trim().max(200).optional(),
    description: optionalText('Description', 2000),
    customerName: requiredText('Name', 200),
    customerPhone: phone,
    customerEmail: email,
    regno: registrationNumber,
    milage: mileage,
    date: requiredText('The date', 10)
      .refine(isIsoDate, 'The date must be YYYY-MM-DD')
      .refine((date) => date >= earliestDateAnywhere(new Date()), 'The date must be today or later'),
    services: z.array(z.string().max(100), 'Services must be a list').max(11).default([]),
    other: optionalText('Other', 2000),
    gdpr: z.literal(true, 'GDPR consent is required'),
    // The spec's field, but marketing consent is a free choice (decisions: Forms).
    newsletter: z.boolean('newsletter must be true or false').default(false),
    typeMC: z.boolean('typeMC must be true or false').default(false),
    sourceUrl,
  })
  .superRefine((values, context) => {
    const allowed = serviceTypesOf(values.typeMC)
    values.services.forEach((service, index) => {
      if (!allowed.includes(service))
        context.addIssue({
          code: 'custom',
          path: ['services', index],
          message: `Unknown service type "${service}"`,
        })
    })
  })

export type ServiceRequestValues = z.output<typeof serviceRequestValues>

/** A dealer the catalog does not have for this variant, or an address that is not the dealer's. */
async function refuseUnknownDealer(
  values: ServiceRequestValues,
  site: Site,
): Promise<Record<string, string>> {
  const dealer = await serviceDealer(site, values.dealerId, values.typeMC)
  if (!dealer)
    return { 'values.dealerId': `No dealer ${values.dealerId} takes service requests on ${site.name}` }
  if (values.siteEmail && values.siteEmail.toLowerCase() !== dealer.email.toLowerCase())
    return { 'values.siteEmail': 'siteEmail is not the address of the chosen dealer' }
  return {}
}

async function dealerAddress(values: ServiceRequestValues, { site }: LeadContext): Promise<Recipient | null> {
  const dealer = await serviceDealer(site, values.dealerId, values.typeMC)
  return dealer ? { email: dealer.email, name: dealer.name, dealerId: dealer.id } : null
}

type Texts = FieldMailTexts & {
  subject: string
  subjectMC: string
  intro: string
  labels: Record<
    'dealer' | 'services' | 'description' | 'regno' | 'milage' | 'date' | 'other' | 'gdpr' | 'newsletter',
    string
  >
}

const texts: Record<string, Texts> = {
  nb: {
    greeting: 'Hei',
    yes: 'Ja',
    no: 'Nei',
    none: '(ikke oppgitt)',
    page: 'Side',
    subject: 'Serviceforespørsel',
    subjectMC: 'Serviceforespørsel MC',
    intro: 'En besøkende ber om service:',
    labels: {
      dealer: 'Forhandler',
      services: 'Tjenester',
      description: 'Beskrivelse',
      regno: 'Registreringsnummer',
      milage: 'Kilometerstand',
      date: 'Ønsket dato',
      other: 'Annet',
      gdpr: 'Samtykke til behandling av personopplysninger',
      newsletter: 'Nyhetsbrev',
    },
    contact: { name: 'Navn', phone: 'Telefon', email: 'E-post' },
  },
  en: {
    greeting: 'Hello',
    yes: 'Yes',
    no: 'No',
    none: '(none given)',
    page: 'Page',
    subject: 'Service request',
    subjectMC: 'Motorcycle service request',
    intro: 'A visitor asks for service:',
    labels: {
      dealer: 'Dealer',
      services: 'Services',
      description: 'Description',
      regno: 'Registration number',
      milage: 'Mileage',
      date: 'Desired date',
      other: 'Other',
      gdpr: 'Consent to the processing of personal data',
      newsletter: 'Newsletter',
    },
    contact: { name: 'Name', phone: 'Phone', email: 'E-mail' },
  },
}

export function serviceRequestMail(values: ServiceRequestValues, recipient: Recipient, context: LeadContext) {
  const t = textsFor(texts, context)
  return fieldMail({
    texts: t,
    subject: `${values.typeMC ? t.subjectMC : t.subject}: ${values.regno}, ${values.date}`,
    intro: t.intro,
    recipientName: recipient.name,
    lines: [
      [t.labels.dealer, recipient.name],
      [t.labels.services, values.services],
      [t.labels.description, values.description],
      [t.labels.regno, values.regno],
      [t.labels.milage, values.milage],
      [t.labels.date, values.date],
      [t.labels.other, values.other],
      [t.labels.gdpr, values.gdpr],
      [t.labels.newsletter, values.newsletter],
    ],
    visitor: values,
  })
}

export const serviceRequestForm = defineFormKind({
  suffix: 'ServiceRequestForm',
  values: serviceRequestValues,
  recipient: dealerAddress,
  message: serviceRequestMail,
  sourceUrl: (values) => values.sourceUrl,
  askedAbout: (values) => askedLine([values.services.join(', '), values.date]),
  refuse: refuseUnknownDealer,
  maxValueBytes: 12_000,
})
