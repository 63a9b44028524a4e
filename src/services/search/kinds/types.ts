/**
 * What the engine knows about one kind of index (vehicles, dealer sites, kits, kit vehicles):
 * which fields exist, which of them are columns that can be filtered, faceted and sorted on,
 * which feed the keyphrase, and the declared sort options. Request values are only ever checked
 * against these declarations; they never become SQL identifiers themselves.
 */
export type KindName = 'vehicles' | 'sites' | 'kits' | 'kitvehicles'

/** keyword/number/boolean/date are columns; `keywords` is a list stored one row per value. */
export type FieldType = 'keyword' | 'number' | 'boolean' | 'date' | 'keywords'

export type IndexedField = { name: string; type: FieldType; range: boolean }

export type SortOption = { name: string; field: string; direction: 'asc' | 'desc' }

export type IndexKind = {
  kind: KindName
  /** Main table; the doc, list values and text tables are named after it. */
  table: string
  /** The record's own id in the feed (car_id, site_id, kitId, type_id). */
  key: string
  indexed: ReadonlyMap<string, IndexedField>
  /** Fields (of the stored record) whose words the keyphrase searches. */
  textFields: readonly string[]
  /** Every field a caller may ask for in `fields`. */
  knownFields: ReadonlySet<string>
  /** The first option is the default. */
  sorts: readonly SortOption[]
  /** Indexed values computed from the record when the feed does not carry them. */
  derive?: (record: Record<string, unknown>) => Record<string, unknown>
}

/**
 * Price-like fields are numeric ranges: filtered by exactly two values and faceted as
 * histograms (spec 02 §5 "Filters").
 */
export const rangeFields: ReadonlySet<string> = new Set([
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_power',
  'gross_price',
  'retailPrice',
])

export function defineKind(input: {
  kind: KindName
  table: string
  key: string
  columns: Record<string, FieldType>
  textFields: readonly string[]
  storedOnly: readonly string[]
  sorts: readonly [SortOption, ...SortOption[]]
  derive?: (record: Record<string, unknown>) => Record<string, unknown>
}): IndexKind {
  const indexed = new Map<string, IndexedField>()
  for (const [name, type] of Object.entries(input.columns)) {
    indexed.set(name, { name, type, range: type === 'number' && rangeFields.has(name) })
  }
  return {
    kind: input.kind,
    table: input.table,
    key: input.key,
    indexed,
    textFields: input.textFields,
    knownFields: new Set([...indexed.keys(), ...input.storedOnly, ...input.textFields]),
    sorts: input.sorts,
    derive: input.derive,
  }
}

export function sorts(
  ...specs: [field: string, ...directions: ('asc' | 'desc')[]][]
): [SortOption, ...SortOption[]] {
  const options = specs.flatMap(([field, ...directions]) =>
    directions.map((direction) => ({ name: `${field}_${direction}`, field, direction })),
  )
  return options as [SortOption, ...SortOption[]]
}
