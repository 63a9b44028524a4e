/**
 * The site's facet map (Sites → catalog.facetMap): which facets the car list and the hero search
 * use, in display order, each with the dictionary key of its label. Stored as JSON, so it is
 * checked here and reshaped; a map that is missing or has no usable entry is `null`.
 */
import { rangeFields } from '../contract'

export type FacetMapEntry = {
  /** The facet as the search service names it: `car_fuel`, or levels `car_brand>car_model`. */
  name: string
  /** The URL parameter: the first level's field (`car_brand`). */
  param: string
  /** Dictionary key of the facet's label. */
  label: string
  /** Price-like fields are ranges (spec 02 §5), shown as a slider with two inputs. */
  isRange: boolean
  isHierarchy: boolean
}

const facetName = /^[a-z][a-z0-9_]*(>[a-z][a-z0-9_]*){0,3}$/i

function entry(name: string, label: unknown): FacetMapEntry | null {
  const trimmed = name.replace(/\s+/g, '')
  if (!facetName.test(trimmed) || typeof label !== 'string' || !label.trim()) return null
  const levels = trimmed.split('>')
  return {
    name: trimmed,
    param: levels[0],
    label: label.trim(),
    isRange: levels.length === 1 && rangeFields.has(levels[0]),
    isHierarchy: levels.length > 1,
  }
}

/** Accepts `{ "car_brand>car_model": "facetBrand", … }` or `[{ name, label }, …]`. */
export function parseFacetMap(json: unknown): FacetMapEntry[] | null {
  const raw: [string, unknown][] = Array.isArray(json)
    ? json.flatMap((item) =>
        typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
          ? [[(item as { name: string }).name, (item as { label?: unknown }).label] as [string, unknown]]
          : [],
      )
    : typeof json === 'object' && json !== null
      ? Object.entries(json)
      : []
  const entries: FacetMapEntry[] = []
  for (const [name, label] of raw) {
    const parsed = entry(name, label)
    if (parsed && !entries.some((existing) => existing.param === parsed.param)) entries.push(parsed)
  }
  return entries.length ? entries : null
}

/** The facet whose values the list path's brand and model segments name. */
export function brandFacet(facetMap: readonly FacetMapEntry[]): FacetMapEntry | null {
  return facetMap.find((facet) => facet.param === 'car_brand') ?? null
}

/** Sort names from Sites → catalog.sortOptions; the first is the default. */
export function parseSortOptions(json: unknown, known: readonly string[]): string[] {
  const names = Array.isArray(json) ? json.filter((name): name is string => typeof name === 'string') : []
  const valid = names.filter((name) => known.includes(name))
  return valid.length ? [...new Set(valid)] : [...known.slice(0, 1)]
}
