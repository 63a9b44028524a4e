/**
 * The statements a segment reads with, for SQLite and PostgreSQL. Each returns a whole column as
 * JSON arrays in one row (ids and values), so a load costs one string parse instead of one object
 * per row. Only declared names (tables of a kind, its fields) become identifiers; values are
 * always parameters.
 */
import type { Dialect, Statement } from '../../db/types'
import type { IndexedField, IndexKind } from '../../kinds'
import { scopeToken, sqliteMatchQuery } from '../text'

const quote = (name: string) => `"${name}"`
const jsonArray = (dialect: Dialect, expression: string) =>
  dialect === 'sqlite' ? `json_group_array(${expression})` : `json_agg(${expression})`

/** SQLite returns the JSON array as text, PostgreSQL's driver parses it; no rows is NULL there. */
export function parseArray(value: unknown): unknown[] {
  if (value === null || value === undefined) return []
  return (typeof value === 'string' ? JSON.parse(value) : value) as unknown[]
}

/** One generation (`part`) of an index's table, in the database's dialect. */
export type Source = { dialect: Dialect; kind: IndexKind; part: string }

/** `ids`: every row id of the generation. */
export function rowIdsStatement({ dialect, kind, part }: Source): Statement {
  return {
    sql: `SELECT ${jsonArray(dialect, 'id')} AS ids FROM ${kind.table} WHERE part = ?`,
    params: [part],
  }
}

/** `ids` and `vals`: the rows' values of one field; for a list field, one pair per listed value. */
export function columnStatement({ dialect, kind, part }: Source, field: IndexedField): Statement {
  if (field.type === 'keywords')
    return {
      sql: `SELECT ${jsonArray(dialect, 'x.id')} AS ids, ${jsonArray(dialect, 'x.value')} AS vals FROM ${kind.table}_values x WHERE x.field = ? AND x.id IN (SELECT id FROM ${kind.table} WHERE part = ?)`,
      params: [field.name, part],
    }
  return {
    sql: `SELECT ${jsonArray(dialect, 'id')} AS ids, ${jsonArray(dialect, quote(field.name))} AS vals FROM ${kind.table} WHERE part = ?`,
    params: [part],
  }
}

/**
 * The rows changed since a version: their count overall (`n`); the changed rows' `ids` and
 * values of `valueFields` (`c0`, `c1`…, in that order); their list values as `ids`, `fields`
 * and `vals`.
 */
export function deltaStatements(
  { dialect, kind, part }: Source,
  sinceVersion: number,
  valueFields: readonly IndexedField[],
): [count: Statement, values: Statement, lists: Statement] {
  const table = kind.table
  const json = (expression: string) => jsonArray(dialect, expression)
  const since = [part, sinceVersion]
  const columns = valueFields.map((field, index) => `${json(quote(field.name))} AS c${index}`)
  return [
    { sql: `SELECT count(*) AS n FROM ${table} WHERE part = ?`, params: [part] },
    {
      sql: `SELECT ${[`${json('id')} AS ids`, ...columns].join(', ')} FROM ${table} WHERE part = ? AND changed > ?`,
      params: since,
    },
    {
      sql: `SELECT ${json('x.id')} AS ids, ${json('x.field')} AS fields, ${json('x.value')} AS vals FROM ${table}_values x WHERE x.id IN (SELECT id FROM ${table} WHERE part = ? AND changed > ?)`,
      params: since,
    },
  ]
}

/**
 * `ids`: the rows whose text matches every word as a prefix; with `among`, only those of these
 * row ids. PostgreSQL matches each word both stemmed in the index's language and as typed, so
 * "bilar" finds "bil" and a half-typed word still finds its whole word.
 */
export function matchStatement(
  { dialect, kind, part }: Source,
  language: string,
  terms: readonly string[],
  among?: readonly number[],
): Statement {
  const table = `${kind.table}_text`
  const scope = scopeToken(part)
  const marks = among?.map(() => '?').join(', ')
  if (dialect === 'sqlite') {
    return {
      sql: `SELECT json_group_array(rowid) AS ids FROM ${table} WHERE ${table} MATCH ?${among ? ` AND rowid IN (${marks})` : ''}`,
      params: [sqliteMatchQuery(terms, scope), ...(among ?? [])],
    }
  }
  const words = terms
    .map(() => `(to_tsquery(CAST(? AS regconfig), ?) || to_tsquery('simple', ?))`)
    .join(' && ')
  return {
    sql: `SELECT json_agg(t.id) AS ids FROM ${table} t WHERE ${among ? `t.id IN (${marks}) AND ` : ''}t.search @@ (to_tsquery('simple', ?) && ${words})`,
    params: [...(among ?? []), scope, ...terms.flatMap((term) => [language, `${term}:*`, `${term}:*`])],
  }
}

/** `id` and `doc`: the stored records of the given row ids. */
export function documentsStatement(kind: IndexKind, ids: readonly number[]): Statement {
  return {
    sql: `SELECT id, doc FROM ${kind.table}_docs WHERE id IN (${ids.map(() => '?').join(', ')})`,
    params: ids,
  }
}
