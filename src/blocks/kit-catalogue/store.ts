/**
 * The kit store of spec 03 §3 (`kits-store` in session storage): only params and carQuery are
 * kept; the cart and the type ids live as long as the page. Pure.
 */
import type { CarChoice } from './query'

export const kitsStoreKey = 'kits-store'

/** The page's parameters, read from the URL query (spec 03 §3 "Kit store"). */
export const paramNames = ['user', 'dealer', 'unit', 'auto', 'transactionId', 'packageIds'] as const
export type KitParams = Partial<Record<(typeof paramNames)[number], string>>

/** carQuery.filters carries manufacturer (spec 03 §2.1), model and type year. */
export type CarQuery = { filters: { manufacturer?: string[]; model?: string[]; type_manf_year?: string[] } }

export type StoredKits = { params: KitParams; carQuery: CarQuery | null }

type Params = { get(name: string): string | null }

const maxLength = 200

export function paramsFromQuery(query: Params): KitParams {
  const params: KitParams = {}
  for (const name of paramNames) {
    const value = query.get(name)?.trim().slice(0, maxLength)
    if (value) params[name] = value
  }
  return params
}

/** A car named by the URL (the parts-kit vehicle selector links with one), or null. */
export function carFromQuery(query: Params): CarChoice | null {
  const [manufacturer, model, year] = ['manufacturer', 'model', 'type_manf_year'].map(
    (name) => query.get(name)?.trim().slice(0, maxLength) ?? '',
  )
  return manufacturer && model && year ? { manufacturer, model, year } : null
}

export const carQueryOf = (car: CarChoice): CarQuery => ({
  filters: { manufacturer: [car.manufacturer], model: [car.model], type_manf_year: [car.year] },
})

export function carOfQuery(query: CarQuery | null): CarChoice | null {
  const manufacturer = query?.filters.manufacturer?.[0]
  const model = query?.filters.model?.[0]
  const year = query?.filters.type_manf_year?.[0]
  return manufacturer && model && year ? { manufacturer, model, year } : null
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').slice(0, 1)
    : undefined

/** What was stored, checked (a hand-edited or old value is dropped, not trusted). */
export function parseStoredKits(raw: string | null): StoredKits {
  try {
    const value = JSON.parse(raw ?? 'null') as { params?: unknown; carQuery?: unknown } | null
    const params = paramsFromQuery({
      get: (name) => {
        const stored = (value?.params as Record<string, unknown> | undefined)?.[name]
        return typeof stored === 'string' ? stored : null
      },
    })
    const filters = (value?.carQuery as { filters?: Record<string, unknown> } | undefined)?.filters
    const car = carOfQuery(
      filters
        ? {
            filters: {
              manufacturer: strings(filters.manufacturer),
              model: strings(filters.model),
              type_manf_year: strings(filters.type_manf_year),
            },
          }
        : null,
    )
    return { params, carQuery: car ? carQueryOf(car) : null }
  } catch {
    return { params: {}, carQuery: null }
  }
}

/** What is written: params and carQuery only (never the cart). */
export function serializeStoredKits(stored: StoredKits): string {
  return JSON.stringify({ params: stored.params, carQuery: stored.carQuery })
}
