import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { checkWhereValues } from './where-values'

const fields = [
  { name: 'createdAt', type: 'date' },
  { name: 'site', type: 'relationship', relationTo: 'sites' },
  { name: 'title', type: 'text' },
] as FlattenedField[]

describe('checkWhereValues', () => {
  it('refuses ids, relations and dates that cannot be what the field holds', () => {
    expect(() => checkWhereValues({ id: { in: 'a,b' } }, fields)).toThrow(/"id"/)
    expect(() => checkWhereValues({ createdAt: { greater_than: 'notadate' } }, fields)).toThrow(/"createdAt"/)
    expect(() => checkWhereValues({ or: [{ site: { equals: 'x' } }] }, fields)).toThrow(/"site"/)
  })

  it('refuses a list where an operator compares one value, and a geographic operator off a point', () => {
    expect(() => checkWhereValues({ id: { equals: ['1'] } }, fields)).toThrow(/one value/)
    expect(() => checkWhereValues({ title: { like: { 0: 'x' } } }, fields)).toThrow(/"title"/)
    for (const operator of ['near', 'within', 'intersects'])
      expect(() => checkWhereValues({ id: { [operator]: '1,2' } }, fields)).toThrow(/point field/)
    expect(() => checkWhereValues({ and: [{ title: { near: '1,2,3' } }] }, fields)).toThrow(/point field/)
  })

  it('lets well-formed values and other fields through', () => {
    expect(() =>
      checkWhereValues(
        {
          id: { in: '1,2' },
          createdAt: { greater_than: '2026-01-01' },
          site: { equals: 3 },
          title: { like: '%' },
        },
        fields,
      ),
    ).not.toThrow()
    expect(() =>
      checkWhereValues({ site: { exists: 'true' }, 'site.name': { equals: 'x' } }, fields),
    ).not.toThrow()
  })
})
