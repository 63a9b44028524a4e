/**
 * The kit catalogue's search calls (spec 03 §7 "Search service (kits…)"), the same on the server and
 * in the island, and the kit record as the page reads it. Pure.
 */
import { parseFacetMap, type FacetMapEntry } from '@/services/search/list/facet-map'
import { searchFilters, type Filters } from '@/services/search/list/list-state'
import type { SearchRequest } from '../search-client'

/** Spec 03 §9. */
export const kitPageSize = 24
/** Spec 02 §9 "Kit vehicle facet limit". */
export const kitVehicleLimit = 100
export const kitVehicleFacet = 'manufacturer>model>type_manf_year'

/** The filter panel's facets, in order; labels are the panel's own (the kit page is English). */
export const kitFacetMap: FacetMapEntry[] = parseFacetMap([
  { name: 'kitCategory>kitSubCategory>kitSubSubCategory', label: 'Category' },
  { name: 'manufacturer', label: 'Brand' },
  { name: 'retailPrice', label: 'Price' },
])!

export const kitFields = [
  'kitId',
  'kitCode',
  'name',
  'description',
  'images',
  'retailPrice',
  'currency',
  'kitCategory',
  'kitSubCategory',
  'kitSubSubCategory',
  'parts',
  'site_primary_image',
] as const

/** What the list asks for: filters, keyphrase and the chosen car's type ids. */
export type KitQuery = { filters: Filters; keyphrase: string; typeIds: string[] }

export const emptyKitQuery: KitQuery = { filters: {}, keyphrase: '', typeIds: [] }

/** Page `page` (0-based) of the kits, with the facets. */
export function kitsRequest(index: string, query: KitQuery, page: number): SearchRequest {
  const filters: Record<string, (string | number)[]> = searchFilters(
    { filters: query.filters, keyphrase: '', sort: '', page: 0 },
    kitFacetMap,
  )
  if (query.typeIds.length) filters.type_id = query.typeIds
  return {
    index,
    fields: [...kitFields],
    keyphrase: query.keyphrase || undefined,
    facets: kitFacetMap.map((facet) => ({ name: facet.name, sort_order: 'asc' as const })),
    filters,
    sortName: 'name_asc',
    limit: kitPageSize,
    offset: page * kitPageSize,
  }
}

/** The chosen car: manufacturer, model and type year (the car query's filters, spec 03 §3). */
export type CarChoice = { manufacturer: string; model: string; year: string }

/** Every manufacturer, model and type year of the kit vehicles (a tree, one call). */
export function kitVehiclesTreeRequest(index: string): SearchRequest {
  return { index, facets: [{ name: kitVehicleFacet, sort_order: 'asc' }], limit: 0 }
}

/** The type ids of one car (its response's `type_id` values are stored as typeIds). */
export function kitVehicleTypesRequest(index: string, car: CarChoice): SearchRequest {
  return {
    index,
    fields: ['type_id'],
    facets: [kitVehicleFacet],
    filters: { manufacturer: [car.manufacturer], model: [car.model], type_manf_year: [car.year] },
    limit: kitVehicleLimit,
  }
}

export function typeIdsOf(content: readonly Record<string, unknown>[]): string[] {
  return content.map((record) => String(record.type_id ?? '')).filter(Boolean)
}

export type Kit = {
  kitId: string
  kitCode: string
  name: string
  description: string
  image: { original: string; thumbnail: string } | null
  blur: string | null
  retailPrice: number | null
  currency: string
  categories: string[]
  parts: { partNo: string; name: string; quantity: number }[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A search record as the cards and the detail dialog read it; records without an id are dropped. */
export function toKit(record: Record<string, unknown>): Kit | null {
  const kitId = text(record.kitId)
  if (!kitId) return null
  const images = Array.isArray(record.images) ? (record.images as { urls?: Record<string, unknown> }[]) : []
  const urls = images[0]?.urls
  const parts = Array.isArray(record.parts) ? (record.parts as Record<string, unknown>[]) : []
  const blur = (record.site_primary_image as { blur_data_url?: unknown } | undefined)?.blur_data_url
  return {
    kitId,
    kitCode: text(record.kitCode),
    name: text(record.name) || kitId,
    description: text(record.description),
    image:
      urls && text(urls.original)
        ? { original: text(urls.original), thumbnail: text(urls.thumbnail) || text(urls.original) }
        : null,
    blur: text(blur) || null,
    retailPrice: typeof record.retailPrice === 'number' ? record.retailPrice : null,
    currency: text(record.currency) || 'EUR',
    categories: [record.kitCategory, record.kitSubCategory, record.kitSubSubCategory]
      .map(text)
      .filter(Boolean),
    parts: parts.map((part) => ({
      partNo: text(part.partNo),
      name: text(part.name),
      quantity: typeof part.quantity === 'number' ? part.quantity : 1,
    })),
  }
}

export const toKits = (content: readonly Record<string, unknown>[]) =>
  content.map(toKit).filter((kit): kit is Kit => kit !== null)
