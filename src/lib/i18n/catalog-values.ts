/**
 * Display labels for the catalog's enumerated values (decisions: What a visitor sees). A feed
 * writes its values in its market's language ("Stasjonsvogn", "Automat", "Čierna"); a page in
 * another language shows the dictionary's label for the value. The label is the dictionary entry
 * `catalogValue:<field>:<value>`, so editors can label a feed value the demo vocabulary lacks.
 * Without an entry in the page's language the value is shown as it is: the page already speaks
 * the catalog's language, or nobody has labelled the value yet. Labels are for display only:
 * filters, URLs and search requests keep the catalog's value. Pure, for server and islands.
 */
import type { Dictionary } from './dictionary'

/** The enumerated fields whose values visitors see on cards, facets, the overview and compare. */
export const labelledCatalogFields = [
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_condition',
] as const

export type LabelledCatalogField = (typeof labelledCatalogFields)[number]

export const isLabelledCatalogField = (field: string): field is LabelledCatalogField =>
  (labelledCatalogFields as readonly string[]).includes(field)

/** Field → catalog value → label in the page's language. */
export type CatalogValueLabels = Partial<Record<string, Record<string, string>>>

const keyPrefix = 'catalogValue:'

/** The dictionary key of a catalog value's label. */
export function catalogValueKey(field: string, value: string): string {
  return `${keyPrefix}${field}:${value}`
}

/** Labels by dictionary: a site's dictionary is one cached object for many renders. */
const labelsByDictionary = new WeakMap<Dictionary, CatalogValueLabels>()

/**
 * The catalog-value labels of a page's dictionary, grouped by field (what islands receive). Read
 * once per dictionary (a scan of all its entries); the result is frozen, since renders share it.
 */
export function catalogValueLabels(dictionary: Dictionary): CatalogValueLabels {
  const known = labelsByDictionary.get(dictionary)
  if (known) return known
  const labels: CatalogValueLabels = {}
  for (const [key, label] of Object.entries(dictionary)) {
    if (!key.startsWith(keyPrefix) || !label.trim()) continue
    const rest = key.slice(keyPrefix.length)
    const colon = rest.indexOf(':')
    if (colon < 1) continue
    const field = rest.slice(0, colon)
    ;(labels[field] ??= {})[rest.slice(colon + 1)] = label
  }
  for (const fieldLabels of Object.values(labels)) Object.freeze(fieldLabels)
  labelsByDictionary.set(dictionary, Object.freeze(labels))
  return labels
}

/** What a visitor sees for a catalog value: its label, or the value itself when it has none. */
export function catalogValueLabel(labels: CatalogValueLabels, field: string, value: string): string {
  return labels[field]?.[value] ?? value
}

/**
 * The labels of the values a catalog holds (field → its values), for an island's props: a page's
 * dictionary labels every market's vocabulary, of which one index holds one.
 */
export function labelsOfValues(
  labels: CatalogValueLabels,
  held: Partial<Record<string, readonly string[]>>,
): CatalogValueLabels {
  const kept: CatalogValueLabels = {}
  for (const [field, values] of Object.entries(held)) {
    const fieldLabels = labels[field]
    for (const value of values ?? []) {
      const label = fieldLabels?.[value]
      if (label !== undefined) (kept[field] ??= {})[value] = label
    }
  }
  return kept
}
