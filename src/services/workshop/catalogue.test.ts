import { describe, expect, it } from 'vitest'
import { availableFor, priceOf, totalMinutes } from './catalogue'
import type { WorkshopCar } from './vehicles'

const tesla: WorkshopCar = {
  registrationNumber: 'ABC123',
  brand: 'Tesla',
  model: 'Model 3',
  buildYear: 2022,
  hasServiceAgreement: false,
  region: null,
  isSupported: true,
}

describe('availableFor', () => {
  it('excludes the models editors list, by brand and model or model alone, without case', () => {
    expect(
      availableFor({ isAvailable: true, unavailableForModels: 'tesla model 3, Polestar 2' }, tesla, true),
    ).toBe(false)
    expect(availableFor({ isAvailable: true, unavailableForModels: 'Model 3' }, tesla, true)).toBe(false)
    expect(availableFor({ isAvailable: true, unavailableForModels: 'Tesla Model Y' }, tesla, true)).toBe(true)
    expect(availableFor({ isAvailable: false, unavailableForModels: null }, tesla, true)).toBe(false)
  })

  it('keeps an offering for authorised workshops only from a brand no workshop is authorised for', () => {
    const original = { isAvailable: true, unavailableForModels: null, authorisedOnly: true }
    expect(availableFor(original, tesla, true)).toBe(true)
    expect(availableFor(original, tesla, false)).toBe(false)
    expect(availableFor({ ...original, authorisedOnly: false }, tesla, false)).toBe(true)
  })
})

describe('priceOf', () => {
  it('takes the workshop’s own price, else the median, and adds the mileage part', () => {
    const service = {
      price: 3490,
      priceKnown: true,
      pricePerThousandMil: 250,
      workshopPrices: [{ departmentId: '100.4502', price: 3290 }],
    }
    expect(priceOf(service)).toBe(3490)
    // 3,290 at its own workshop + 250 × 8,400 / 1,000 = 2,100 for 8,400 mil.
    expect(priceOf(service, { departmentId: '100.4502', mileage: 8400 })).toBe(5390)
    expect(priceOf(service, { departmentId: 'other', mileage: 8400 })).toBe(5590)
  })
  it('gives null for a price that is not known', () => {
    expect(priceOf({ price: 1000, priceKnown: false })).toBeNull()
    expect(priceOf({ price: null, priceKnown: true })).toBeNull()
  })
})

describe('totalMinutes', () => {
  it('adds the chosen offerings’ durations', () => {
    expect(totalMinutes([{ durationMinutes: 180 }, { durationMinutes: 15 }])).toBe(195)
  })
})
