/**
 * A lead mail that lists the visitor's fields, label by label, in the site's language: the shape
 * of the sell-car and service request notifications. Texts live with each form kind (mail to
 * staff, not copy on a page editors shape).
 */
import type { LeadContext } from './types'

export type FieldLine = [label: string, value: string | number | boolean | readonly string[] | undefined]

export type FieldMailTexts = {
  greeting: string
  yes: string
  no: string
  none: string
  page: string
  /** The visitor's contact fields, listed after the form's own. */
  contact: { name: string; phone: string; email: string }
}

/** The visitor fields every spec 03 lead form has. */
export type VisitorValues = {
  customerName: string
  customerPhone: string
  customerEmail: string
  sourceUrl: string
}

const shown = (value: FieldLine[1], texts: FieldMailTexts): string => {
  if (typeof value === 'boolean') return value ? texts.yes : texts.no
  if (Array.isArray(value)) return value.length ? value.join(', ') : texts.none
  const text = String(value ?? '').trim()
  return text || texts.none
}

export function fieldMail(input: {
  texts: FieldMailTexts
  subject: string
  intro: string
  recipientName?: string
  lines: FieldLine[]
  visitor: VisitorValues
}) {
  const { texts, visitor } = input
  const lines: FieldLine[] = [
    ...input.lines,
    [texts.contact.name, visitor.customerName],
    [texts.contact.phone, visitor.customerPhone],
    [texts.contact.email, visitor.customerEmail],
  ]
  return {
    subject: input.subject,
    text: [
      input.recipientName ? `${texts.greeting} ${input.recipientName},` : `${texts.greeting},`,
      '',
      input.intro,
      '',
      ...lines.map(([label, value]) => `${label}: ${shown(value, texts)}`),
      `${texts.page}: ${visitor.sourceUrl}`,
    ].join('\n'),
    // Answering the mail answers the visitor.
    replyTo: visitor.customerEmail,
  }
}

/** The texts of a language, else of the first language the table has. */
export function textsFor<T>(table: Record<string, T>, { language }: Pick<LeadContext, 'language'>): T {
  return table[language] ?? table[language.split('-')[0]] ?? Object.values(table)[0]
}
