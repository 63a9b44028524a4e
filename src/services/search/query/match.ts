/**
 * A saved search tested against one car at a time, with the meaning the search gives its filters
 * and keyphrase (compile.ts): the matching pass of saved searches checks new and re-priced cars
 * this way rather than running each saved search as a query ("Saved searches: matching"). The
 * keyphrase's words must each begin a word of the car's text, as on SQLite; PostgreSQL's search
 * also finds stemmed forms, which an alert does not. Pure.
 */
import type { IndexKind } from '../kinds'
import { columnFields, listFields, recordValues } from '../import/prepare'
import { compileQuery, type ColumnValue, type FilterGroup } from './compile'
import { parseSearchRequest } from './schema'

/** The filters and keyphrase of a search request: what a saved search keeps. */
export type SavedQuery = {
  filters?: Record<string, (string | number | boolean)[]>
  keyphrase?: string | null
}

/** A car as the matcher reads it: each indexed field's values in the column's type, and its words. */
export type MatchableCar = {
  key: string
  values: ReadonlyMap<string, readonly ColumnValue[]>
  words: readonly string[]
}

export type CarTest = (car: MatchableCar) => boolean

export type CompiledSavedQuery = {
  test: CarTest
  /**
   * One filter every match must meet by value, for the alerts' index: its fields (a hierarchy's
   * first levels, as deep as its shortest selected path) and the value paths of which a car must
   * hold one; null when the search has none (a price range alone).
   */
  anchor: { fields: string[]; values: ColumnValue[][] } | null
}

export function matchableCar(kind: IndexKind, record: unknown): MatchableCar {
  const prepared = recordValues(kind, record)
  const values = new Map<string, ColumnValue[]>()
  columnFields(kind).forEach((field, position) => {
    const value = prepared.columns[position]
    if (value !== null) values.set(field.name, [value])
  })
  for (const field of listFields(kind)) values.set(field.name, [])
  for (const [field, value] of prepared.values) values.get(field)?.push(value)
  return { key: prepared.key, values, words: prepared.text.split(' ').filter(Boolean) }
}

function groupTest(group: FilterGroup): CarTest {
  const name = group.levels[0].name
  if (group.mode === 'range') {
    const [low, high] = group.range
    return (car) => {
      const value = car.values.get(name)?.[0]
      return typeof value === 'number' && value >= low && value <= high
    }
  }
  if (group.mode === 'neq') {
    const refused = new Set(group.values)
    return (car) => !(car.values.get(name) ?? []).some((value) => refused.has(value))
  }
  const singles = new Set(group.paths.filter((path) => path.length === 1).map((path) => path[0]))
  const longer = group.paths.filter((path) => path.length > 1)
  return (car) =>
    (car.values.get(name) ?? []).some((value) => singles.has(value)) ||
    longer.some((path) =>
      path.every((value, level) => car.values.get(group.levels[level].name)?.[0] === value),
    )
}

/**
 * Checks a saved query against the index kind (throws SearchInputError when it does not fit).
 * `checked`: the query passed the request schema when it was saved, so the matching pass, which
 * compiles every active alert, skips that second check.
 */
export function compileSavedQuery(
  kind: IndexKind,
  index: string,
  query: SavedQuery,
  { checked = false }: { checked?: boolean } = {},
): CompiledSavedQuery {
  const request = { index, filters: query.filters, keyphrase: query.keyphrase ?? null }
  const compiled = compileQuery(checked ? request : parseSearchRequest(request), kind)
  const tests = compiled.filters.map(groupTest)
  const terms = compiled.terms
  const anchors = compiled.filters
    .filter((group): group is Extract<FilterGroup, { mode: 'paths' }> => group.mode === 'paths')
    .map((group) => {
      const depth = Math.min(...group.paths.map((path) => path.length))
      const values = new Map(
        group.paths.map((path) => [JSON.stringify(path.slice(0, depth)), path.slice(0, depth)]),
      )
      return { fields: group.levels.slice(0, depth).map((level) => level.name), values: [...values.values()] }
    })
    // The fewest values first, then the deepest: `Volvo>XC60` reaches fewer cars than `Volvo`.
    .sort((a, b) => a.values.length - b.values.length || b.fields.length - a.fields.length)
  return {
    anchor: anchors[0] ?? null,
    test: (car) =>
      tests.every((test) => test(car)) &&
      terms.every((term) => car.words.some((word) => word.startsWith(term))),
  }
}
