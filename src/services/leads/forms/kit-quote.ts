/**
 * Beyond spec 03 (decisions: Kit catalogue): the kit catalogue's cart sent as a quote request. The
 * kits, the dealer and the address are the catalog's: the browser names kit ids and, through the
 * page's params, a dealer id; prices, names and the parts department's address are read from the
 * indexes.
 */
import { z } from 'zod'
import type { Site } from '@/cms/payload-types'
import { SearchInputError, searchOrThrow } from '@/services/search'
import { email, optionalText, phone, requiredText, sourceUrl } from './fields'
import { fieldMail, textsFor, type FieldMailTexts } from './field-mail'
import { askedLine } from './asked-about'
import { defineFormKind, type LeadContext, type Recipient, type SiteFormat } from './types'

/** The most kits one request may name (two pages of the catalogue). */
export const maxQuoteKits = 48

const shortText = (label: string) =>
  z.string(`${label} must be a text`).trim().max(200, `${label} must be at most 200 characters`)

/** The page's parameters as the URL gave them (spec 03 §3 "Kit store"). */
export const kitParamsSchema = z.object({
  user: shortText('user').optional(),
  dealer: shortText('dealer').optional(),
  unit: shortText('unit').optional(),
  auto: shortText('auto').optional(),
  transactionId: shortText('transactionId').optional(),
  packageIds: shortText('packageIds').optional(),
})

export const kitQuoteValues = z.object({
  kitIds: z
    .array(z.string().trim().min(1).max(40), 'kitIds must be a list')
    .min(1, 'Add at least one kit to the cart')
    .max(maxQuoteKits, `At most ${maxQuoteKits} kits`)
    .transform((ids) => [...new Set(ids)]),
  car: z
    .object({ manufacturer: shortText('manufacturer'), model: shortText('model'), year: shortText('year') })
    .partial()
    .optional(),
  params: kitParamsSchema.default({}),
  customerName: requiredText('Name', 200),
  customerPhone: phone,
  customerEmail: email,
  message: optionalText('Message', 2000),
  sourceUrl,
})

export type KitQuoteValues = z.output<typeof kitQuoteValues>

type Kit = { kitId: string; kitCode: string; name: string; retailPrice: number; currency: string }
type Dealer = { id: string; name: string; email: string }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The named kits as the site's kits index has them (an index nothing was imported into: none). */
async function catalogKits(site: Pick<Site, 'catalog'>, kitIds: readonly string[]): Promise<Kit[]> {
  const index = site.catalog?.kitIndex
  if (!index) return []
  try {
    const found = await searchOrThrow(
      {
        index,
        fields: ['kitId', 'kitCode', 'name', 'retailPrice', 'currency', 'site_official_name'],
        filters: { kitId: [...kitIds] },
        limit: kitIds.length,
      },
      { cache: false },
    )
    return found.content.map((record) => ({
      kitId: text(record.kitId),
      kitCode: text(record.kitCode),
      name: text(record.name),
      retailPrice: Number(record.retailPrice) || 0,
      currency: text(record.currency) || 'EUR',
    }))
  } catch (error) {
    if (error instanceof SearchInputError) return []
    throw error
  }
}

type Department = { group?: unknown; email?: unknown }

function partsDealer(record: Record<string, unknown>): Dealer | null {
  const departments = Array.isArray(record.site_departments) ? (record.site_departments as Department[]) : []
  const parts = departments.find((department) => department.group === 'Parts')
  const address = text(parts?.email) || text(record.site_email)
  const id = text(record.site_id)
  return id && address ? { id, name: text(record.site_official_name) || id, email: address } : null
}

async function dealerWhere(site: Pick<Site, 'catalog'>, filters: Record<string, string[]>) {
  const index = site.catalog?.siteIndex
  if (!index) return null
  try {
    const found = await searchOrThrow(
      {
        index,
        fields: ['site_id', 'site_official_name', 'site_email', 'site_departments'],
        filters,
        sort_name: 'website_sort_order_asc',
        limit: 1,
      },
      { cache: false },
    )
    return found.content.map(partsDealer)[0] ?? null
  } catch (error) {
    if (error instanceof SearchInputError) return null
    throw error
  }
}

/**
 * The parts department of the dealer the page's `dealer` parameter names (a site id of the sites
 * index); without one, of the dealer whose catalogue the kits are (their site_official_name).
 */
export async function kitQuoteDealer(
  site: Pick<Site, 'catalog'>,
  values: Pick<KitQuoteValues, 'kitIds' | 'params'>,
): Promise<Dealer | null> {
  const named = values.params.dealer ? await dealerWhere(site, { site_id: [values.params.dealer] }) : null
  if (named) return named
  const index = site.catalog?.kitIndex
  if (!index) return null
  const owner = await searchOrThrow(
    { index, fields: ['site_official_name'], filters: { kitId: values.kitIds.slice(0, 1) }, limit: 1 },
    { cache: false },
  ).catch(() => null)
  const name = text(owner?.content[0]?.site_official_name)
  return name ? dealerWhere(site, { site_official_name: [name] }) : null
}

async function refuseUnknownKits(values: KitQuoteValues, site: Site): Promise<Record<string, string>> {
  const known = new Set((await catalogKits(site, values.kitIds)).map((kit) => kit.kitId))
  const unknown = values.kitIds.filter((id) => !known.has(id))
  return unknown.length ? { 'values.kitIds': `Unknown kits: ${unknown.join(', ')}` } : {}
}

type Texts = FieldMailTexts & {
  subject: string
  intro: string
  labels: { kits: string; total: string; car: string; params: string; message: string }
}

const texts: Record<string, Texts> = {
  sv: {
    greeting: 'Hej',
    yes: 'Ja',
    no: 'Nej',
    none: '(inget angivet)',
    page: 'Sida',
    subject: 'Offertförfrågan tillbehör',
    intro: 'En besökare ber om en offert på tillbehören nedan:',
    labels: { kits: 'Tillbehör', total: 'Summa', car: 'Bil', params: 'Parametrar', message: 'Meddelande' },
    contact: { name: 'Namn', phone: 'Telefon', email: 'E-post' },
  },
  nb: {
    greeting: 'Hei',
    yes: 'Ja',
    no: 'Nei',
    none: '(ikke oppgitt)',
    page: 'Side',
    subject: 'Tilbudsforespørsel tilbehør',
    intro: 'En besøkende ber om et tilbud på tilbehøret nedenfor:',
    labels: { kits: 'Tilbehør', total: 'Sum', car: 'Bil', params: 'Parametere', message: 'Melding' },
    contact: { name: 'Navn', phone: 'Telefon', email: 'E-post' },
  },
  en: {
    greeting: 'Hello',
    yes: 'Yes',
    no: 'No',
    none: '(none given)',
    page: 'Page',
    subject: 'Kit quote request',
    intro: 'A visitor asks for a quote on the kits below:',
    labels: { kits: 'Kits', total: 'Total', car: 'Car', params: 'Parameters', message: 'Message' },
    contact: { name: 'Name', phone: 'Phone', email: 'E-mail' },
  },
}

const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)

export async function kitQuoteMail(values: KitQuoteValues, recipient: Recipient, context: LeadContext) {
  const t = textsFor(texts, context)
  const kits = await catalogKits(context.site, values.kitIds)
  const locale = context.language
  const currency = kits[0]?.currency ?? 'EUR'
  const total = kits.reduce((sum, kit) => sum + kit.retailPrice, 0)
  const car = [values.car?.manufacturer, values.car?.model, values.car?.year].filter(Boolean).join(' ')
  const params = Object.entries(values.params)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
  return fieldMail({
    texts: t,
    subject: `${t.subject} (${kits.length})`,
    intro: t.intro,
    recipientName: recipient.name,
    lines: [
      [
        t.labels.kits,
        kits.map((kit) => `${kit.kitCode} ${kit.name}: ${money(kit.retailPrice, kit.currency, locale)}`),
      ],
      [t.labels.total, money(total, currency, locale)],
      [t.labels.car, car],
      [t.labels.params, params],
      [t.labels.message, values.message],
    ],
    visitor: values,
  })
}

/** The kits by the catalog's names, and what they cost together. */
async function kitsAskedAbout(values: KitQuoteValues, site: Site, format: SiteFormat) {
  const kits = await catalogKits(site, values.kitIds)
  const total = kits.reduce((sum, kit) => sum + kit.retailPrice, 0)
  const currency = kits[0]?.currency ?? format.currency
  return askedLine([
    kits.map((kit) => kit.name || kit.kitCode).join(', '),
    kits.length ? money(total, currency, format.locale) : null,
  ])
}

export const kitQuoteForm = defineFormKind({
  suffix: 'KitQuoteForm',
  values: kitQuoteValues,
  refuse: refuseUnknownKits,
  recipient: async (values: KitQuoteValues, { site }: LeadContext) => {
    const dealer = await kitQuoteDealer(site, values)
    return dealer ? { email: dealer.email, name: dealer.name, dealerId: dealer.id } : null
  },
  message: kitQuoteMail,
  sourceUrl: (values) => values.sourceUrl,
  askedAbout: kitsAskedAbout,
  maxValueBytes: 8_000,
})
