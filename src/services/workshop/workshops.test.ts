import { describe, expect, it } from 'vitest'
import {
  authorisedBrandNames,
  coverOf,
  groupCoverOf,
  takesJob,
  type GeneralService,
  type Workshop,
} from './workshops'

const workshop = (departmentId: string, brands: string[]): Workshop => ({
  departmentId,
  siteId: `site-${departmentId}`,
  siteName: departmentId,
  address: '',
  latitude: null,
  longitude: null,
  brands,
  schedule: {},
  email: null,
  phone: null,
})
const volvo = workshop('1', ['Volvo', 'Land Rover'])
const kia = workshop('2', ['Kia'])
const general = new Map<string, GeneralService>([['2', ['Lada', 'saab']]])

describe('how workshops take a brand', () => {
  it('tells authorised from general service from not at all, without case', () => {
    expect(coverOf(volvo, undefined, 'volvo')).toBe('authorised')
    expect(coverOf(kia, general.get('2'), 'SAAB')).toBe('general')
    expect(coverOf(kia, general.get('2'), 'Volvo')).toBeNull()
    expect(coverOf(kia, 'all', 'Volvo')).toBe('general')
    // Authorised wins over general service at the same workshop.
    expect(coverOf(kia, 'all', 'Kia')).toBe('authorised')
  })

  it('takes the group as authorised when any workshop is, else general when any takes it', () => {
    expect(groupCoverOf([volvo, kia], general, 'Volvo')).toBe('authorised')
    expect(groupCoverOf([volvo, kia], general, 'Lada')).toBe('general')
    expect(groupCoverOf([volvo, kia], general, 'Trabant')).toBeNull()
    expect(groupCoverOf([volvo, kia], new Map([['1', 'all']]), 'Trabant')).toBe('general')
    // Only authorisations name the authorised brands.
    expect(authorisedBrandNames([volvo, kia])).toEqual(['Kia', 'Land Rover', 'Volvo'])
  })

  it('gives a general-service workshop no job with an offering for authorised workshops only', () => {
    const small = [{ authorisedOnly: false }]
    const original = [{ authorisedOnly: false }, { authorisedOnly: true }]
    expect(takesJob(kia, general.get('2'), 'Lada', small)).toBe(true)
    expect(takesJob(kia, general.get('2'), 'Lada', original)).toBe(false)
    expect(takesJob(kia, 'all', 'Volvo', original)).toBe(false)
    expect(takesJob(volvo, undefined, 'Volvo', original)).toBe(true)
    expect(takesJob(volvo, undefined, 'Lada', small)).toBe(false)
  })
})
