import { describe, expect, it } from 'vitest'
import { refusedFields } from './useLeadForm'

describe('the fields a refusal of the leads service names', () => {
  const known = ['name', 'phone', 'sellerSiteId'] as const

  it('are the known fields named by their path or its first segment, in the form order', () => {
    const answer = { fields: { 'values.phone.0': 'too long', 'values.name': 'required', 'values.x': 'no' } }
    expect(refusedFields(answer, known)).toEqual(['name', 'phone'])
  })

  it('mark the field a refused value comes from', () => {
    const answer = { fields: { 'values.toEmail': 'not this car’s seller', 'values.toName': 'too long' } }
    expect(refusedFields(answer, known)).toEqual([])
    expect(refusedFields(answer, known, { toEmail: 'sellerSiteId', toName: 'sellerSiteId' })).toEqual([
      'sellerSiteId',
    ])
  })

  it('are none for an answer without fields', () => {
    expect(refusedFields(null, known)).toEqual([])
    expect(refusedFields({ error: 'bad' }, known)).toEqual([])
  })
})
