/**
 * The car list's state and its URL (spec 02 §2 "Car list page", §4 "Filter query"): every
 * filter, the keyphrase, the sort and the page live in the URL so back/forward and shared links
 * work. Values of one facet are joined with `|`; a `+` is a space; a hierarchical value carries
 * its levels joined with `>` (`Volvo>XC60`). A single selected brand (and model) is written as
 * lowercased path segments under the list path. Pure.
 */
import { brandFacet, type FacetMapEntry } from './facet-map'
import { maxKeyphraseLength } from '@/services/search/contract'

/** Facet name → selected values (paths for hierarchies, [from, to] for ranges). */
export type Filters = Record<string, string[]>

export type ListState = { filters: Filters; keyphrase: string; sort: string; page: number }

export const pageSize = 48
/** The page read from a URL is capped here; past index 19 'show more' is disabled (spec 02 §9). */
export const maxUrlPage = 20
export const lastPageIndex = 19

/**
 * Past the last page index 'show more' stops and says so, but only when cars are left to show:
 * a list whose every car is already on screen has reached no limit.
 */
export function pageCapReached(page: number, loaded: number, total: number): boolean {
  return page > lastPageIndex && loaded < total
}

export function pageFromParam(raw: string | null | undefined): number {
  const parsed = Number.parseInt(raw ?? '', 10)
  return Math.min(Number.isFinite(parsed) && parsed > 0 ? parsed : 0, maxUrlPage)
}

type Params = { get(name: string): string | null }

function rangeValues(values: string[]): string[] {
  const numbers = values.map((value) => Number.parseInt(value.replace(/\s/g, ''), 10))
  return numbers.length === 2 && numbers.every(Number.isFinite) ? numbers.map(String) : []
}

/** Parents first: `Volvo>XC60` also selects `Volvo`. */
export function withParents(path: string): string[] {
  const levels = path.split('>')
  return levels.map((_, index) => levels.slice(0, index + 1).join('>'))
}

export function addValue(values: readonly string[], path: string): string[] {
  const out = [...values]
  for (const value of withParents(path)) if (!out.includes(value)) out.push(value)
  return out
}

/** Removing a value also removes its child levels (spec 02 §4). */
export function removeValue(values: readonly string[], path: string): string[] {
  return values.filter((value) => value !== path && !value.startsWith(`${path}>`))
}

export function withFilter(state: ListState, facet: string, values: string[]): ListState {
  const filters = { ...state.filters }
  if (values.length) filters[facet] = values
  else delete filters[facet]
  return { ...state, filters, page: 0 }
}

/** Clear-all empties filters and keyphrase and resets the page (spec 02 §4). */
export function clearAll(state: ListState): ListState {
  return { ...state, filters: {}, keyphrase: '', page: 0 }
}

/**
 * State from a URL's query and the brand/model values its path named (already resolved to
 * their real spelling). Unknown parameters are ignored; an unknown sort falls back to the first.
 */
export function parseListState(
  params: Params,
  facetMap: readonly FacetMapEntry[],
  sortOptions: readonly string[],
  pathSelection: readonly string[] = [],
): ListState {
  const filters: Filters = {}
  for (const facet of facetMap) {
    const raw = params.get(facet.param)
    let values = (raw ?? '')
      .split('|')
      .map((value) => value.trim())
      .filter(Boolean)
    if (facet.isRange) values = rangeValues(values)
    if (facet === brandFacet(facetMap)) for (const path of pathSelection) values = addValue(values, path)
    if (facet.isHierarchy) values = values.reduce<string[]>((out, value) => addValue(out, value), [])
    // A range keeps both ends even when equal (a collapsed range).
    if (values.length) filters[facet.name] = facet.isRange ? values : [...new Set(values)]
  }
  const sort = params.get('sort') ?? ''
  return {
    filters,
    // A longer phrase (a hand-edited or pasted URL) is cut to what the service takes.
    keyphrase: (params.get('keyphrase') ?? '').trim().slice(0, maxKeyphraseLength),
    sort: sortOptions.includes(sort) ? sort : (sortOptions[0] ?? ''),
    page: pageFromParam(params.get('page')),
  }
}

const encodeValue = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
const pathSegment = (value: string) => encodeURIComponent(value.toLowerCase())

/**
 * The brand and model a state names in the path: only when exactly one brand (and at most one of
 * its models) is selected and nothing else in that facet.
 */
export function pathSelectionOf(state: ListState, facetMap: readonly FacetMapEntry[]): string[] {
  const facet = brandFacet(facetMap)
  const values = facet ? (state.filters[facet.name] ?? []) : []
  const brands = values.filter((value) => !value.includes('>'))
  if (brands.length !== 1) return []
  const models = values.filter((value) => value.split('>').length === 2)
  if (models.length > 1 || values.length !== 1 + models.length) return []
  return [brands[0], ...models]
}

/** The URL of a state under the list's base path. */
export function listHref(
  basePath: string,
  state: ListState,
  facetMap: readonly FacetMapEntry[],
  sortOptions: readonly string[],
): string {
  const inPath = pathSelectionOf(state, facetMap)
  const segments = inPath.map((value) => pathSegment(value.split('>').at(-1)!))
  const path = [basePath.replace(/\/+$/, ''), ...segments].join('/') || '/'
  const query: string[] = []
  for (const facet of facetMap) {
    const values = state.filters[facet.name]
    if (!values?.length || (inPath.length && facet === brandFacet(facetMap))) continue
    query.push(`${facet.param}=${values.map(encodeValue).join('|')}`)
  }
  if (state.keyphrase.trim()) query.push(`keyphrase=${encodeValue(state.keyphrase.trim())}`)
  if (state.sort && state.sort !== sortOptions[0]) query.push(`sort=${encodeValue(state.sort)}`)
  if (state.page > 0) query.push(`page=${state.page}`)
  return query.length ? `${path}?${query.join('&')}` : path
}

/** The search filters of a state: ranges only with exactly two values (spec 02 §5). */
export function searchFilters(
  state: ListState,
  facetMap: readonly FacetMapEntry[],
): Record<string, (string | number)[]> {
  const out: Record<string, (string | number)[]> = {}
  for (const facet of facetMap) {
    const values = state.filters[facet.name]
    if (!values?.length) continue
    if (facet.isRange) {
      if (values.length === 2) out[facet.name] = values.map(Number)
    } else out[facet.name] = values
  }
  return out
}
