/**
 * The SQL for one search, two statements run on one snapshot:
 *
 * 1. Aggregates. Disjunctive facets need, per facet, the matches under every filter except the
 *    facet's own. Instead of one full query per facet, the rows that can count anywhere (they
 *    fail at most the filters some facet ignores) are materialised once with one flag column per
 *    such filter; each facet then groups that set under its own combination of flags. A pass
 *    over the keyphrase matches costs about as much as the whole materialisation, so one pass
 *    beats a narrower pass per facet (measured while building the benchmark).
 *    Histograms group by a fine grid (`resolution`) that is merged into even buckets afterwards,
 *    so bucket counts are exact without a second pass.
 * 2. The page of documents, in the requested order.
 *
 * Pure: the caller supplies the text-search language and the histogram resolutions.
 */
import type { Dialect, Statement } from '../db/types'
import type { CompiledQuery, FacetSpec, FilterGroup } from './compile'
import { and, column, filterCondition, rowSource, type Condition } from './conditions'

/** `part` is the index generation searches read now (catalog_indexes.part). */
export type PlanContext = {
  dialect: Dialect
  part: string
  language: string
  resolutions: ReadonlyMap<string, number>
}

/** Number of value columns in the aggregate rows; hierarchies have at most this many levels. */
export const levelColumns = 4

const owns = (facet: FacetSpec, group: FilterGroup) =>
  group.mode !== 'neq' && group.levels.some((level) => facet.levels.some((own) => own.name === level.name))

/** Where rows come from, the conditions every row must meet, and the filters some facet ignores (as flags). */
function splitFilters(query: CompiledQuery, context: PlanContext) {
  const source = rowSource(query.kind, context.dialect, query.terms, context.language, context.part)
  const fixed: Condition[] = [...source.where]
  const flagged: FilterGroup[] = []
  for (const group of query.filters) {
    if (query.facets.some((facet) => owns(facet, group))) flagged.push(group)
    else fixed.push(filterCondition(query.kind, group))
  }
  return { from: source.from, fixed, flagged }
}

const nullText = 'CAST(NULL AS TEXT)'
const nullNumber = 'CAST(NULL AS DOUBLE PRECISION)'

function flagsExcept(flagged: readonly FilterGroup[], skip: (group: FilterGroup) => boolean): string {
  const flags = flagged.flatMap((group, index) => (skip(group) ? [] : [`b.m${index}`]))
  return flags.length ? flags.join(' AND ') : '1 = 1'
}

function facetBranch(
  query: CompiledQuery,
  facet: FacetSpec,
  position: number,
  flagged: readonly FilterGroup[],
  context: PlanContext,
): Statement {
  const where = flagsExcept(flagged, (group) => owns(facet, group))
  const [first] = facet.levels
  if (facet.histogram) {
    const resolution = context.resolutions.get(first.name) ?? 1
    const bucket = `floor(${column(first, 'b')} / ${resolution})`
    return {
      sql: `SELECT ${position} AS f, CAST(${bucket} AS TEXT), ${nullText}, ${nullText}, ${nullText}, count(*), min(${column(first, 'b')}), max(${column(first, 'b')}) FROM base b WHERE ${where} AND ${column(first, 'b')} IS NOT NULL GROUP BY ${bucket}`,
      params: [],
    }
  }
  if (first.type === 'keywords') {
    return {
      sql: `SELECT ${position} AS f, x.value, ${nullText}, ${nullText}, ${nullText}, count(*), ${nullNumber}, ${nullNumber} FROM base b JOIN ${query.kind.table}_values x ON x.id = b.id AND x.field = ? WHERE ${where} GROUP BY x.value`,
      params: [first.name],
    }
  }
  const values = Array.from({ length: levelColumns }, (_, level) =>
    facet.levels[level] ? `CAST(${column(facet.levels[level], 'b')} AS TEXT)` : nullText,
  )
  const groupBy = facet.levels.map((level) => column(level, 'b')).join(', ')
  return {
    sql: `SELECT ${position} AS f, ${values.join(', ')}, count(*), ${nullNumber}, ${nullNumber} FROM base b WHERE ${where} GROUP BY ${groupBy}`,
    params: [],
  }
}

export function aggregateStatement(query: CompiledQuery, context: PlanContext): Statement {
  const { from, fixed, flagged } = splitFilters(query, context)
  const flagConditions = flagged.map((group) => filterCondition(query.kind, group))
  const needed = new Set(
    query.facets.flatMap((facet) =>
      facet.levels.filter((level) => level.type !== 'keywords').map((level) => level.name),
    ),
  )
  const selected = [
    'v.id',
    ...[...needed].map((name) => column(name)),
    ...flagConditions.map((condition, index) => `(${condition.sql}) AS m${index}`),
  ]
  // A row is kept if it meets all flagged filters but possibly those one facet ignores. A set
  // of kept filters that contains another set adds no rows, so only the smallest sets remain.
  const keptSets = query.facets.map(
    (facet) => new Set(flagged.flatMap((group, index) => (owns(facet, group) ? [] : [index]))),
  )
  const minimal = keptSets.filter(
    (kept, position) =>
      !keptSets.some(
        (other, otherPosition) =>
          (other.size < kept.size || (other.size === kept.size && otherPosition < position)) &&
          [...other].every((index) => kept.has(index)),
      ),
  )
  const anyFacet: Condition = minimal.length
    ? {
        sql: minimal
          .map((kept) => `(${and([...kept].map((index) => flagConditions[index])).sql})`)
          .join(' OR '),
        params: minimal.flatMap((kept) => [...kept].flatMap((index) => flagConditions[index].params)),
      }
    : and(flagConditions)
  const where = and([...fixed, anyFacet])
  const branches: Statement[] = [
    // The first branch names the columns of the union: f, v1…v4, n, lo, hi.
    {
      sql: `SELECT 0 AS f, ${nullText} AS v1, ${nullText} AS v2, ${nullText} AS v3, ${nullText} AS v4, count(*) AS n, ${nullNumber} AS lo, ${nullNumber} AS hi FROM base b WHERE ${flagsExcept(flagged, () => false)}`,
      params: [],
    },
    ...query.facets.map((facet, index) => facetBranch(query, facet, index + 1, flagged, context)),
  ]
  return {
    sql: `WITH base AS MATERIALIZED (SELECT ${selected.join(', ')} FROM ${from} WHERE ${where.sql}) ${branches.map((branch) => branch.sql).join(' UNION ALL ')}`,
    params: [
      ...flagConditions.flatMap((condition) => condition.params),
      ...where.params,
      ...branches.flatMap((branch) => branch.params),
    ],
  }
}

export function contentStatement(query: CompiledQuery, context: PlanContext): Statement {
  const { from, fixed, flagged } = splitFilters(query, context)
  const where = and([...fixed, ...flagged.map((group) => filterCondition(query.kind, group))])
  const direction = query.sort.direction === 'asc' ? 'ASC' : 'DESC'
  // The page is chosen on the narrow table first; only its documents are read.
  const page = `SELECT v.id AS id, ${column(query.sort.field)} AS sort_value FROM ${from} WHERE ${where.sql} ORDER BY sort_value ${direction} NULLS LAST, v.id ASC LIMIT ? OFFSET ?`
  return {
    sql: `SELECT d.doc FROM (${page}) p JOIN ${query.kind.table}_docs d ON d.id = p.id ORDER BY p.sort_value ${direction} NULLS LAST, p.id ASC`,
    params: [...where.params, query.limit, query.offset],
  }
}
