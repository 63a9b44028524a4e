/**
 * Spec 03 §2.5, §3 "Forms", §5 "Sell-car form": a visitor offers their car for sale or trade-in.
 * The lead goes to the site's leads address (Sites → leadsEmail), never to an address from the
 * browser.
 */
import { z } from 'zod'
import { sellCarOptions } from '@/lib/forms/lead-fields'
import { email, mileage, optionalText, phone, registrationNumber, requiredText, sourceUrl } from './fields'
import { fieldMail, textsFor, type FieldMailTexts } from './field-mail'
import { formatNumber } from '@/ui/vehicle/format'
import { askedLine } from './asked-about'
import { defineFormKind, type LeadContext, type Recipient } from './types'

export const sellCarValues = z.object({
  selected: z.enum(sellCarOptions, { error: 'Choose sell car or trade in' }),
  regno: registrationNumber,
  milage: mileage,
  customerName: requiredText('Name', 200),
  customerPhone: phone,
  customerEmail: email,
  other: optionalText('Message', 2000),
  sourceUrl,
})

export type SellCarValues = z.output<typeof sellCarValues>

type Texts = FieldMailTexts & {
  subject: Record<SellCarValues['selected'], string>
  intro: string
  labels: { option: string; regno: string; milage: string; other: string }
}

const texts: Record<string, Texts> = {
  sv: {
    greeting: 'Hej',
    yes: 'Ja',
    no: 'Nej',
    none: '(inget angivet)',
    page: 'Sida',
    subject: { sell: 'Sälja bil', tradeIn: 'Inbyte' },
    intro: 'En besökare vill sälja eller byta in sin bil:',
    labels: {
      option: 'Önskar',
      regno: 'Registreringsnummer',
      milage: 'Miltal',
      other: 'Meddelande',
    },
    contact: { name: 'Namn', phone: 'Telefon', email: 'E-post' },
  },
  en: {
    greeting: 'Hello',
    yes: 'Yes',
    no: 'No',
    none: '(none given)',
    page: 'Page',
    subject: { sell: 'Sell car', tradeIn: 'Trade-in' },
    intro: 'A visitor wants to sell or trade in their car:',
    labels: {
      option: 'Wants',
      regno: 'Registration number',
      milage: 'Mileage',
      other: 'Message',
    },
    contact: { name: 'Name', phone: 'Phone', email: 'E-mail' },
  },
}

async function siteLeadsAddress(_values: SellCarValues, { site }: LeadContext): Promise<Recipient | null> {
  return site.leadsEmail ? { email: site.leadsEmail, name: site.displayName } : null
}

export function sellCarMail(values: SellCarValues, recipient: Recipient, context: LeadContext) {
  const t = textsFor(texts, context)
  const subject = `${t.subject[values.selected]}: ${values.regno}`
  return fieldMail({
    texts: t,
    subject,
    intro: t.intro,
    recipientName: recipient.name,
    lines: [
      [t.labels.option, t.subject[values.selected]],
      [t.labels.regno, values.regno],
      [t.labels.milage, values.milage],
      [t.labels.other, values.other],
    ],
    visitor: values,
  })
}

export const sellCarForm = defineFormKind({
  suffix: 'SellCarForm',
  values: sellCarValues,
  recipient: siteLeadsAddress,
  message: sellCarMail,
  sourceUrl: (values) => values.sourceUrl,
  // The mileage as the visitor typed it, in the unit the form asked in.
  askedAbout: (values, _site, format) =>
    askedLine([values.regno, formatNumber(values.milage, format.locale)]),
  maxValueBytes: 8_000,
})
