/**
 * Turns a checked request into a query over one index kind: every field name is resolved
 * against the kind's declarations and every value converted to the column's type. Pure.
 */
import type { IndexedField, IndexKind, SortOption } from '../kinds'
import { SearchInputError, type ParsedRequest, type SelectionNode } from './schema'
import { keyphraseWords } from './text'

export type ColumnValue = string | number

/** One filter key of the request. `paths` are value paths over `levels` (one level for plain fields). */
export type FilterGroup =
  | { key: string; levels: IndexedField[]; mode: 'paths'; paths: ColumnValue[][] }
  | { key: string; levels: [IndexedField]; mode: 'range'; range: [number, number] }
  | { key: string; levels: [IndexedField]; mode: 'neq'; values: ColumnValue[] }

export type FacetSpec = {
  name: string
  levels: IndexedField[]
  histogram: boolean
  sortOrder: 'asc' | 'desc' | 'count'
  buckets: number
}

export type CompiledQuery = {
  kind: IndexKind
  fields: string[] | null
  terms: string[]
  filters: FilterGroup[]
  facets: FacetSpec[]
  sort: SortOption
  limit: number
  offset: number
}

export const defaultLimit = 24
const defaultBuckets = 10

function fail(message: string): never {
  throw new SearchInputError(message)
}

function indexedField(kind: IndexKind, name: string, context: string): IndexedField {
  const field = kind.indexed.get(name)
  if (!field) fail(`Unknown field "${name}" in ${context} for ${kind.kind} indexes`)
  return field
}

function levelsOf(kind: IndexKind, name: string, context: string): IndexedField[] {
  const levels = name.split('>').map((level) => indexedField(kind, level.trim(), context))
  if (levels.length > 4) fail(`"${name}" has more than 4 levels`)
  if (levels.length > 1 && levels.some((level) => level.type === 'keywords' || level.range)) {
    fail(`"${name}" mixes a list or range field into a hierarchy`)
  }
  return levels
}

export function toColumnValue(field: IndexedField, value: unknown): ColumnValue {
  if (field.type === 'number') {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : NaN
    if (!Number.isFinite(number)) fail(`Field "${field.name}" takes numbers, got ${JSON.stringify(value)}`)
    return number
  }
  if (field.type === 'boolean') {
    if (value === true || value === 'true' || value === 1 || value === '1') return 1
    if (value === false || value === 'false' || value === 0 || value === '0') return 0
    fail(`Field "${field.name}" takes true or false, got ${JSON.stringify(value)}`)
  }
  if (typeof value === 'boolean') fail(`Field "${field.name}" takes text values, got ${value}`)
  return String(value)
}

/** Flattens a value/children selection tree into `>` paths (a node with children selects them). */
export function flattenSelection(
  nodes: readonly (SelectionNode | string | number | boolean)[],
): (string | number | boolean)[] {
  const out: (string | number | boolean)[] = []
  const walk = (node: SelectionNode, prefix: string) => {
    const path = prefix ? `${prefix}>${node.value}` : node.value
    if (node.children?.length) node.children.forEach((child) => walk(child, path))
    else out.push(path)
  }
  for (const node of nodes) {
    if (typeof node === 'object') walk(node, '')
    else out.push(node)
  }
  return out
}

/**
 * Selecting a parent includes its children, and selecting a child under a selected parent
 * narrows to that child: the UI adds a value "with its parent levels" (spec 02 §4), so a path
 * that is the prefix of another selected path is a step on the way, not a wider selection.
 */
export function refinePaths(paths: readonly ColumnValue[][]): ColumnValue[][] {
  const keyOf = (path: readonly ColumnValue[]) => JSON.stringify(path)
  const unique = [...new Map(paths.map((path) => [keyOf(path), path])).values()]
  return unique.filter(
    (path) =>
      !unique.some(
        (other) => other.length > path.length && path.every((value, level) => other[level] === value),
      ),
  )
}

function compileFilter(kind: IndexKind, key: string, raw: readonly unknown[]): FilterGroup | null {
  if (key.endsWith('.neq')) {
    const [field] = levelsOf(kind, key.slice(0, -'.neq'.length), 'filters')
    if (key.includes('>')) fail(`"${key}": not-equal filters take a single field`)
    return raw.length
      ? { key, levels: [field], mode: 'neq', values: raw.map((value) => toColumnValue(field, value)) }
      : null
  }
  const levels = levelsOf(kind, key, 'filters')
  if (levels.length === 1 && levels[0].range) {
    if (raw.length !== 2)
      fail(`"${key}" is a range filter and takes exactly two values [from, to], got ${raw.length}`)
    const [a, b] = raw.map((value) => toColumnValue(levels[0], value) as number)
    return { key, levels: [levels[0]], mode: 'range', range: [Math.min(a, b), Math.max(a, b)] }
  }
  if (!raw.length) return null
  const paths = raw.map((value) => {
    const parts =
      levels.length > 1 && typeof value === 'string' ? value.split('>').map((part) => part.trim()) : [value]
    if (parts.length > levels.length) fail(`"${String(value)}" has more levels than "${key}"`)
    return parts.map((part, level) => toColumnValue(levels[level], part))
  })
  return { key, levels, mode: 'paths', paths: refinePaths(paths) }
}

function compileFacet(kind: IndexKind, facet: NonNullable<ParsedRequest['facets']>[number]): FacetSpec {
  const spec = typeof facet === 'string' ? { name: facet } : facet
  const levels = levelsOf(kind, spec.name, 'facets')
  return {
    name: spec.name,
    levels,
    histogram: levels.length === 1 && levels[0].range,
    sortOrder: spec.sort_order ?? 'asc',
    buckets: spec.buckets ?? defaultBuckets,
  }
}

export function compileQuery(request: ParsedRequest, kind: IndexKind): CompiledQuery {
  for (const field of request.fields ?? []) {
    if (!kind.knownFields.has(field)) fail(`Unknown field "${field}" in fields for ${kind.kind} indexes`)
  }
  const facets = (request.facets ?? []).map((facet) => compileFacet(kind, facet))
  const selections = new Map<string, unknown[]>(Object.entries(request.filters ?? {}))
  for (const facet of request.facets ?? []) {
    if (typeof facet === 'object' && facet.filters?.length) {
      selections.set(facet.name, [...(selections.get(facet.name) ?? []), ...flattenSelection(facet.filters)])
    }
  }
  const filters = [...selections].flatMap(([key, values]) => compileFilter(kind, key, values) ?? [])
  const sortName = request.sort_name ?? request.sortName
  const sort = sortName ? kind.sorts.find((option) => option.name === sortName) : kind.sorts[0]
  if (!sort)
    fail(
      `Unknown sort_name "${sortName}"; ${kind.kind} indexes sort by ${kind.sorts.map((option) => option.name).join(', ')}`,
    )
  return {
    kind,
    fields: request.fields?.length ? request.fields : null,
    terms: keyphraseWords(request.keyphrase),
    filters,
    facets,
    sort,
    limit: request.limit ?? defaultLimit,
    offset: request.offset ?? 0,
  }
}
