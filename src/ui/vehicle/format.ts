/**
 * How vehicle figures read in each market (spec 02 §5 "Other rules", §9): prices in the site's
 * currency, mileage in Swedish 'mil' (10 km) on the Swedish pages of SE sites and in kilometres on
 * their other pages and in NO/FI/SK, miles in the UK, first registration
 * as DD/MM/YYYY on English-default sites else YYYY-MM-DD.
 * Pure functions usable on the server and in client islands.
 */
export type Market = 'SE' | 'NO' | 'UK' | 'FI' | 'SK'

export type VehicleFormat = {
  /** Intl locale of the page language, e.g. 'sv-SE'. */
  locale: string
  currency: string
  market: Market
  /** The unit mileage is shown in on this page (`mileageUnit`). */
  mileageUnit: MileageUnit
  /** The site's default language is English (DD/MM/YYYY dates). */
  englishDefault: boolean
}

export const currencyByMarket: Record<Market, string> = {
  SE: 'SEK',
  NO: 'NOK',
  UK: 'GBP',
  FI: 'EUR',
  SK: 'EUR',
}

const numberFormats = new Map<string, Intl.NumberFormat>()
/** The formatter of `key` (locale and options' name, as `formatWith` writes them), built once. */
function numberFormat(key: string, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

/**
 * Texts the server formatted for an island's first render, by locale, options and value
 * (`format-seed.tsx`). A page's first Intl.NumberFormat starts the browser's locale data, one
 * main-thread task of 35–70 ms in Chromium on our 2-core machine: an island that shows the
 * server's texts while it hydrates builds no formatter before the visitor changes something.
 */
const seeded = new Map<string, string>()
let recording: Map<string, string> | null = null

/**
 * Every text formatted from now until `stopRecordingFormats`, or at the latest until the current
 * task ends (a component body that throws never stops it), is also kept in the returned map.
 */
export function recordFormats(): Map<string, string> {
  const kept = new Map<string, string>()
  recording = kept
  queueMicrotask(() => {
    if (recording === kept) recording = null
  })
  return kept
}

export function stopRecordingFormats() {
  recording = null
}

/** Texts formatted on the server, served without Intl when the same value is formatted again. */
export function seedFormats(entries: Iterable<[string, string]>) {
  for (const [key, text] of entries) seeded.set(key, text)
}

/**
 * `value` formatted with `options` in `locale`; `optionsName` names the options in the
 * formatter's and the seed's keys (built for every number a page shows, so no serialising of the
 * options).
 */
function formatWith(
  locale: string,
  optionsName: string,
  options: Intl.NumberFormatOptions,
  value: number,
): string {
  const formatKey = `${locale}|${optionsName}`
  const seedKey = `${formatKey}|${value}`
  // The server never holds a seed: its renders look nothing up.
  const seededText = seeded.size ? seeded.get(seedKey) : undefined
  const text = seededText ?? numberFormat(formatKey, locale, options).format(value)
  recording?.set(seedKey, text)
  return text
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** A whole-unit price, or null when there is none (a line with an empty value is hidden). */
export function formatPrice(
  value: unknown,
  format: Pick<VehicleFormat, 'locale' | 'currency'>,
): string | null {
  if (!isNumber(value)) return null
  return formatWith(
    format.locale,
    `price ${format.currency}`,
    { style: 'currency', currency: format.currency, maximumFractionDigits: 0, minimumFractionDigits: 0 },
    value,
  )
}

/** A plain integer in the page's locale (hit counts, years excluded). */
export function formatNumber(value: number, locale: string): string {
  return formatWith(locale, 'integer', { maximumFractionDigits: 0 }, value)
}

/** A number with exactly `digits` decimals in the page's locale ('6,95' in Swedish). */
export function formatDecimal(value: number, locale: string, digits: number): string {
  return formatWith(
    locale,
    `decimal ${digits}`,
    { minimumFractionDigits: digits, maximumFractionDigits: digits },
    value,
  )
}

export type MileageUnit = 'mil' | 'km' | 'mi'

/**
 * The unit a page shows mileage in: miles on the UK's feed; mil (10 km) on the Swedish market's
 * Swedish pages and kilometres on its pages in other languages, whose readers do not know the mil;
 * kilometres elsewhere, Norway included, whose car ads, feed and descriptions count in km under
 * the label "Kilometerstand" (decisions: What a visitor sees).
 */
export function mileageUnit(market: Market, languageCode: string): MileageUnit {
  if (market === 'UK') return 'mi'
  return market === 'SE' && languageCode === 'sv' ? 'mil' : 'km'
}

/**
 * How many indexed units make one shown unit of a range filter: the mileage facet counts in mil
 * (10 km) on pages whose cards say mil, so the filter and the cards speak the same unit.
 */
export function rangeUnitScale(field: string, unit: MileageUnit): number {
  return field === 'car_mileage' && unit === 'mil' ? 10 : 1
}

/**
 * Mileage from the index (kilometres; miles on the UK feed) in the page's unit:
 * '4 500 mil', '45 000 km', '45,000 miles'.
 */
export function formatMileage(
  kilometres: unknown,
  format: Pick<VehicleFormat, 'locale' | 'mileageUnit'>,
): string | null {
  if (!isNumber(kilometres)) return null
  const unit = format.mileageUnit
  const value = unit === 'mil' ? Math.round(kilometres / 10) : kilometres
  const label = unit === 'mi' ? 'miles' : unit
  return `${formatNumber(value, format.locale)} ${label}`
}

/** First registration (ISO date) as DD/MM/YYYY on English-default sites, else YYYY-MM-DD. */
export function formatRegistrationDate(iso: unknown, englishDefault: boolean): string | null {
  if (typeof iso !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) return null
  const [, year, month, day] = match
  return englishDefault ? `${day}/${month}/${year}` : `${year}-${month}-${day}`
}

/** Total hits as shown to visitors: the search caps totals at 10000, shown as '10000+'. */
export function formatHitCount(total: number, locale: string, cap = 10_000): string {
  return total >= cap ? `${formatNumber(cap, locale)}+` : formatNumber(total, locale)
}

/**
 * A feed's display text (power, acceleration, consumption, sizes) with each of its numbers in the
 * page's locale: the feed writes `8.4 s` and `17.6 kWh/100 km`, a Swedish page shows `8,4 s` and
 * `17,6 kWh/100 km`. Digits that belong to a word (CO2, R18) stay as they are.
 */
export function localiseNumbers(text: string, locale: string): string {
  return text.replace(/(?<![\p{L}\d.,])\d+(?:\.\d+)?(?![\p{L}\d])/gu, (number) => {
    const decimals = number.split('.')[1]?.length ?? 0
    return formatDecimal(Number(number), locale, decimals)
  })
}
