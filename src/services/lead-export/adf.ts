/**
 * A lead as ADF 1.0 XML, the lead format of the motor trade that dealers' own CRMs read ("Lead
 * export" in docs/decisions.md). Pure: the delivery task sends what this returns. A car enquiry
 * names the car (interest buy), a sell-car lead the visitor's car (sell or trade-in); a service
 * request, a kit quote or another form has no vehicle of interest in ADF 1.0's sense, so what it
 * asks goes into the comments.
 */
import type { Lead } from '@/cms/payload-types'
import { replyKindOf } from '@/services/leads/reply-templates'

export const adfProvider = 'Vehicle retail platform'

export type AdfLead = Pick<
  Lead,
  'id' | 'formName' | 'dealer' | 'values' | 'createdAt' | 'customerName' | 'recipientName' | 'recipientEmail'
>

/** An element: text, or elements inside; empty ones are left out. */
type Element = { name: string; attributes?: Record<string, string>; text?: string; children?: Element[] }

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/**
 * Text and attribute values: the five entities, and what XML 1.0 cannot hold at all (control
 * characters, lone surrogates) dropped or replaced, so any value a visitor sent stays well-formed.
 */
export const escapeXml = (value: string): string =>
  value
    .toWellFormed()
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (character) => entities[character])

const isEmpty = (element: Element) =>
  element.text === undefined ? (element.children ?? []).every(isEmpty) : element.text === ''

function serialise(element: Element, indent: string): string {
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('')
  const open = `${indent}<${element.name}${attributes}>`
  if (element.text !== undefined) return `${open}${escapeXml(element.text)}</${element.name}>`
  const inner = (element.children ?? []).filter((child) => !isEmpty(child))
  return [open, ...inner.map((child) => serialise(child, `${indent}  `)), `${indent}</${element.name}>`].join(
    '\n',
  )
}

const text = (values: Record<string, unknown>, ...keys: string[]): string => {
  for (const key of keys) {
    const value = values[key]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  }
  return ''
}

const leaf = (name: string, value: string, attributes?: Record<string, string>): Element => ({
  name,
  text: value,
  ...(attributes ? { attributes } : {}),
})

/** ADF names a person by parts: first and last when the name has two words or more. */
function nameParts(name: string): Element[] {
  const words = name.split(/\s+/).filter(Boolean)
  if (words.length < 2) return [leaf('name', name, { part: 'full' })]
  return [
    leaf('name', words.slice(0, -1).join(' '), { part: 'first' }),
    leaf('name', words.at(-1)!, { part: 'last' }),
  ]
}

const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '')
const lines = (pairs: Array<[string, string]>) =>
  pairs
    .filter(([, value]) => value !== '')
    .map(([label, value]) => (label ? `${label}: ${value}` : value))
    .join('\n')
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(', ') : ''

/** The vehicle of interest and the comments, by the lead's kind. */
function aboutTheLead(values: Record<string, unknown>, formName: string) {
  const kind = replyKindOf(formName)
  if (kind === 'carContact') {
    const vehicle: Element = {
      name: 'vehicle',
      attributes: { interest: 'buy', status: 'used' },
      children: [
        leaf('id', text(values, 'car_regno'), { source: 'registration' }),
        leaf('year', text(values, 'car_year')),
        leaf('make', text(values, 'car_brand')),
        leaf('model', text(values, 'car_model')),
        leaf('vin', text(values, 'car_vin')),
        // The catalog's car id is what the dealer's stock knows the car by.
        leaf('stock', text(values, 'car_id')),
        leaf('trim', text(values, 'car_model_text')),
        text(values, 'car_price')
          ? leaf('price', text(values, 'car_price'), {
              type: 'asking',
              ...(text(values, 'car_price_currency') ? { currency: text(values, 'car_price_currency') } : {}),
            })
          : leaf('price', ''),
      ],
    }
    const comments = lines([
      ['', text(values, 'message')],
      ['Quote requested', yesNo(values.quote)],
      ['Test drive requested', yesNo(values.testDrive)],
      ['Page', text(values, 'sourceUrl')],
    ])
    return { vehicles: [vehicle], comments }
  }
  if (kind === 'sellCar') {
    const vehicle: Element = {
      name: 'vehicle',
      attributes: { interest: values.selected === 'tradeIn' ? 'trade-in' : 'sell', status: 'used' },
      children: [leaf('id', text(values, 'regno').toUpperCase(), { source: 'registration' })],
    }
    const comments = lines([
      ['', text(values, 'other')],
      ['Mileage', text(values, 'milage')],
      ['Page', text(values, 'sourceUrl')],
    ])
    return { vehicles: [vehicle], comments }
  }
  const car = (values.car ?? {}) as Record<string, unknown>
  const comments = lines([
    ['Service request', text(values, 'description')],
    ['Services', list(values.services)],
    ['Wished date', text(values, 'date')],
    ['Registration', text(values, 'regno').toUpperCase()],
    ['Mileage', text(values, 'milage')],
    ['Kits', list(values.kitIds)],
    ['Car', [text(car, 'manufacturer'), text(car, 'model'), text(car, 'year')].filter(Boolean).join(' ')],
    ['', text(values, 'message', 'other')],
    ['Page', text(values, 'sourceUrl')],
  ])
  return { vehicles: [] as Element[], comments }
}

/** The lead as an ADF 1.0 document; `providerUrl` is the platform's address. */
export function renderAdf(lead: AdfLead, providerUrl: string): string {
  const values = (lead.values ?? {}) as Record<string, unknown>
  const { vehicles, comments } = aboutTheLead(values, lead.formName)
  const name = lead.customerName?.trim() || text(values, 'name', 'customerName')
  const dealer = lead.dealer ?? ''
  const prospect: Element = {
    name: 'prospect',
    attributes: { status: 'new' },
    children: [
      leaf('id', String(lead.id), { sequence: '1', source: adfProvider }),
      leaf('requestdate', new Date(lead.createdAt).toISOString()),
      ...vehicles,
      {
        name: 'customer',
        children: [
          {
            name: 'contact',
            children: [
              ...(name ? nameParts(name) : []),
              leaf('email', text(values, 'email', 'customerEmail')),
              leaf('phone', text(values, 'phone', 'customerPhone')),
            ],
          },
          leaf('comments', comments),
        ],
      },
      {
        name: 'vendor',
        children: [
          leaf('id', dealer, { source: 'catalog' }),
          leaf('vendorname', text(values, 'car_site_name', 'siteName') || dealer),
          {
            name: 'contact',
            children: [
              ...(lead.recipientName ? [leaf('name', lead.recipientName, { part: 'full' })] : []),
              leaf('email', lead.recipientEmail ?? ''),
            ],
          },
        ],
      },
      {
        name: 'provider',
        children: [leaf('name', adfProvider, { part: 'full' }), leaf('url', providerUrl)],
      },
    ],
  }
  const adf: Element = { name: 'adf', children: [prospect] }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n${serialise(adf, '')}\n`
}
