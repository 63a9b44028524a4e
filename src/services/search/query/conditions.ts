/** SQL conditions for filter groups and the keyphrase, with `?` parameters. Pure. */
import type { Dialect, Statement } from '../db/types'
import type { IndexedField, IndexKind } from '../kinds'
import type { ColumnValue, FilterGroup } from './compile'
import { scopeToken, sqliteMatchQuery } from './text'

export type Condition = Statement

export const column = (field: IndexedField | string, alias = 'v') =>
  `${alias}."${typeof field === 'string' ? field : field.name}"`

const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ')

function listCondition(
  kind: IndexKind,
  field: IndexedField,
  values: ColumnValue[],
  negate: boolean,
): Condition {
  if (field.type === 'keywords') {
    const sql = `EXISTS (SELECT 1 FROM ${kind.table}_values x WHERE x.id = v.id AND x.field = ? AND x.value IN (${marks(values.length)}))`
    return { sql: negate ? `NOT ${sql}` : sql, params: [field.name, ...values.map(String)] }
  }
  const sql = `${column(field)} IN (${marks(values.length)})`
  return { sql: negate ? `(${column(field)} IS NULL OR NOT ${sql})` : sql, params: values }
}

function pathCondition(kind: IndexKind, levels: IndexedField[], paths: ColumnValue[][]): Condition {
  const singles = paths.filter((path) => path.length === 1).map((path) => path[0])
  const parts: Condition[] = singles.length ? [listCondition(kind, levels[0], singles, false)] : []
  for (const path of paths.filter((candidate) => candidate.length > 1)) {
    parts.push({
      sql: `(${path.map((_, level) => `${column(levels[level])} = ?`).join(' AND ')})`,
      params: path,
    })
  }
  return {
    sql: `(${parts.map((part) => part.sql).join(' OR ')})`,
    params: parts.flatMap((part) => part.params),
  }
}

export function filterCondition(kind: IndexKind, group: FilterGroup): Condition {
  if (group.mode === 'range')
    return { sql: `${column(group.levels[0])} BETWEEN ? AND ?`, params: group.range }
  if (group.mode === 'neq') return listCondition(kind, group.levels[0], group.values, true)
  return pathCondition(kind, group.levels, group.paths)
}

/**
 * Where a search reads its rows from. With a keyphrase the rows come from the text index,
 * joined to the main table by id: the planner must start from the (usually few) text matches
 * rather than walk the whole index part, which is why SQLite's part test gets a unary `+`.
 * PostgreSQL matches each word both stemmed in the index's language and as typed, so "bilar"
 * finds "bil" and a half-typed word still finds its whole word.
 */
export function rowSource(
  kind: IndexKind,
  dialect: Dialect,
  terms: readonly string[],
  language: string,
  part: string,
): { from: string; where: Condition[] } {
  if (!terms.length) return { from: `${kind.table} v`, where: [{ sql: 'v.part = ?', params: [part] }] }
  if (dialect === 'sqlite') {
    return {
      from: `${kind.table}_text t JOIN ${kind.table} v ON v.id = t.rowid`,
      where: [
        { sql: `t.${kind.table}_text MATCH ?`, params: [sqliteMatchQuery(terms, scopeToken(part))] },
        { sql: '+v.part = ?', params: [part] },
      ],
    }
  }
  const query = terms
    .map(() => `(to_tsquery(CAST(? AS regconfig), ?) || to_tsquery('simple', ?))`)
    .join(' && ')
  return {
    from: `${kind.table}_text t JOIN ${kind.table} v ON v.id = t.id`,
    where: [
      {
        sql: `t.search @@ (to_tsquery('simple', ?) && ${query})`,
        params: [scopeToken(part), ...terms.flatMap((term) => [language, `${term}:*`, `${term}:*`])],
      },
      { sql: 'v.part = ?', params: [part] },
    ],
  }
}

export function and(conditions: readonly Condition[]): Condition {
  if (!conditions.length) return { sql: '1 = 1', params: [] }
  return {
    sql: conditions.map((condition) => `(${condition.sql})`).join(' AND '),
    params: conditions.flatMap((c) => c.params),
  }
}
