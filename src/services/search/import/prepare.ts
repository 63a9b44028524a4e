/** One feed record → the rows that store it. Pure. */
import type { IndexedField, IndexKind } from '../kinds'
import { recordText } from '../query/text'

export type PreparedRecord = {
  key: string
  columns: (string | number | null)[]
  doc: string
  values: [field: string, value: string][]
  text: string
}

export class RecordError extends Error {}

export const columnFields = (kind: IndexKind): IndexedField[] =>
  [...kind.indexed.values()].filter((field) => field.type !== 'keywords')
export const listFields = (kind: IndexKind): IndexedField[] =>
  [...kind.indexed.values()].filter((field) => field.type === 'keywords')

function columnValue(field: IndexedField, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null
  if (field.type === 'number') {
    const number = typeof value === 'string' ? Number(value) : value
    if (typeof number !== 'number' || !Number.isFinite(number))
      throw new RecordError(`${field.name} must be a number, got ${JSON.stringify(value)}`)
    return number
  }
  if (field.type === 'boolean') {
    if (value === true || value === 'true' || value === 1) return 1
    if (value === false || value === 'false' || value === 0) return 0
    throw new RecordError(`${field.name} must be true or false, got ${JSON.stringify(value)}`)
  }
  if (typeof value === 'object')
    throw new RecordError(`${field.name} must be a text, got ${JSON.stringify(value).slice(0, 60)}`)
  return String(value)
}

export function prepareRecord(kind: IndexKind, input: unknown): PreparedRecord {
  const { record, ...prepared } = recordValues(kind, input)
  return { ...prepared, doc: JSON.stringify(record) }
}

/** A record's key, column values, list values and text: what it is indexed and matched by. */
export function recordValues(
  kind: IndexKind,
  input: unknown,
): Omit<PreparedRecord, 'doc'> & { record: Record<string, unknown> } {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new RecordError('a record must be a JSON object')
  const record = { ...(input as Record<string, unknown>) }
  const key = record[kind.key]
  if ((typeof key !== 'string' && typeof key !== 'number') || String(key) === '')
    throw new RecordError(`${kind.key} is missing`)
  const derived = kind.derive?.(record) ?? {}
  const read = (name: string) => (name in record ? record[name] : derived[name])
  const values: [string, string][] = []
  for (const field of listFields(kind)) {
    const list = read(field.name)
    if (list === undefined || list === null) continue
    if (!Array.isArray(list)) throw new RecordError(`${field.name} must be a list`)
    for (const item of new Set(
      list.filter((entry) => typeof entry === 'string' || typeof entry === 'number').map(String),
    ))
      values.push([field.name, item])
  }
  return {
    key: String(key),
    columns: columnFields(kind).map((field) => columnValue(field, read(field.name))),
    record,
    values,
    text: recordText({ ...derived, ...record }, kind.textFields),
  }
}
