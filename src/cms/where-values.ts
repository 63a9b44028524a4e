/**
 * Values a `where` compares with ids, numbers and dates are checked before the database sees
 * them: Payload passes `where[id][in]=a,b` or `where[createdAt][greater_than]=notadate` on to
 * the query, which fails with a 500. So are the shapes Payload cannot query: a list or an object
 * where an operator compares one value (`where[id][equals][0]=1`), and a geographic operator
 * (`near`, `within`, `intersects`) on a field that is not a point. Paths through relations
 * (`site.name`) are left to Payload.
 */
import { APIError, type FlattenedField, type Where } from 'payload'

type Kind = 'number' | 'date'
const compared = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

/** Operators that compare with a list (a comma-separated text or an array). */
const listOperators = new Set(['in', 'not_in', 'all'])
const geoOperators = new Set(['near', 'within', 'intersects'])
/** Every operator that compares with one value. */
const oneValueOperators = new Set([
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

const refuse = (message: string) => new APIError(message, 400, null, true)

/** Throws a 400 for an operator the field's shape cannot answer. */
function checkShape(path: string, operator: string, value: unknown, fields: FlattenedField[]) {
  const field = fields.find((candidate) => candidate.name === path)
  if (geoOperators.has(operator) && field?.type !== 'point')
    throw refuse(`"${operator}" needs a point field, and "${path}" is not one`)
  // A polymorphic relation is compared with { relationTo, value }.
  const polymorphic = field?.type === 'relationship' && Array.isArray(field.relationTo)
  if (oneValueOperators.has(operator) && value !== null && typeof value === 'object' && !polymorphic)
    throw refuse(`"${operator}" compares "${path}" with one value, not a list`)
}

function kindOf(path: string, fields: FlattenedField[]): Kind | null {
  if (path === 'id') return 'number'
  const field = fields.find((candidate) => candidate.name === path)
  if (!field) return null
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
    return 'number'
  return null
}

const valid: Record<Kind, (value: unknown) => boolean> = {
  number: (value) =>
    typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())),
  date: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
}

function valuesOf(operator: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string' && listOperators.has(operator)) return value.split(',')
  return [value]
}

/** Throws a 400 naming the first path whose value cannot be what its field holds. */
export function checkWhereValues(where: Where | undefined, fields: FlattenedField[]): void {
  if (!where || typeof where !== 'object') return
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      if (Array.isArray(condition)) for (const inner of condition) checkWhereValues(inner as Where, fields)
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition)) checkShape(path, operator, value, fields)
    const kind = kindOf(path, fields)
    if (!kind) continue
    for (const [operator, value] of Object.entries(condition)) {
      if (!compared.has(operator) || value === null || value === undefined) continue
      if (!valuesOf(operator, value).every(valid[kind]))
        throw refuse(`Invalid ${kind} in the query for "${path}"`)
    }
  }
}
