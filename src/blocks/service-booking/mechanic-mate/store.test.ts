import { describe, expect, it } from 'vitest'
import { bookingReducer } from '../state'
import {
  fromStored,
  initialMechmateState,
  loadMechmate,
  mechmateStoreKey,
  resetMechmate,
  saveMechmate,
  toStored,
} from './store'

const memory = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const car = {
  registrationNumber: 'ABC123',
  brand: 'Volvo',
  model: 'XC60',
  buildYear: 2021,
  hasServiceAgreement: true,
  region: 'Stockholms län',
  isSupported: true,
}
const place = { placeId: 'p', name: 'Stockholm', region: 'Stockholms län', latitude: 59.33, longitude: 18.07 }
const workshop = {
  departmentId: '7',
  siteId: '3',
  siteName: 'Verkstad City',
  address: 'Gatan 1, 111 22 Stockholm',
  latitude: 59.3,
  longitude: 18.1,
  brands: ['Volvo'],
  distanceKm: 2,
  firstTimeSlot: null,
}

describe('the mechmate store', () => {
  it('keeps bookingInfo as location and timeSlot and reads back the same state', () => {
    let state = bookingReducer(initialMechmateState, {
      type: 'lookedUp',
      car,
      location: place,
      maxBookingState: 5,
    })
    state = bookingReducer(state, { type: 'advance', step: 4 })
    state = bookingReducer(state, { type: 'workshop', workshop })
    state = bookingReducer(state, {
      type: 'time',
      timeSlot: { timeslot: '2026-12-01T09:00:00', isFullDay: false },
    })
    const stored = toStored(state)
    expect(stored.bookingInfo).toEqual({
      location: workshop,
      timeSlot: { timeslot: '2026-12-01T09:00:00', isFullDay: false },
    })
    expect(stored).not.toHaveProperty('bookingInfo.workshop')
    expect(fromStored(JSON.stringify(stored))).toEqual(state)
    expect(state.maxBookingState).toBe(5)
  })

  it('survives in the session storage under mechmate-store', () => {
    const storage = memory()
    const state = bookingReducer(initialMechmateState, {
      type: 'lookedUp',
      car,
      location: place,
      maxBookingState: 5,
    })
    saveMechmate(storage, state)
    expect([...storage.items.keys()]).toEqual([mechmateStoreKey])
    expect(loadMechmate(storage)).toEqual(state)
  })

  it('reads nothing from an empty, broken or foreign store', () => {
    expect(fromStored(null)).toBeNull()
    expect(fromStored('{')).toBeNull()
    expect(fromStored('"text"')).toBeNull()
    expect(fromStored(JSON.stringify({ bookingState: 9, displayState: 0, services: {} }))).toBeNull()
    expect(fromStored(JSON.stringify({ bookingState: 2, displayState: 2 }))).toBeNull()
  })

  it('resets to the initial values', () => {
    const storage = memory()
    saveMechmate(storage, bookingReducer(initialMechmateState, { type: 'lookedUp', car, location: place }))
    expect(resetMechmate(storage)).toEqual(initialMechmateState)
    expect(loadMechmate(storage)).toEqual(initialMechmateState)
    expect(initialMechmateState).toMatchObject({
      car: null,
      bookingState: 0,
      displayState: 0,
      maxBookingState: 5,
    })
  })
})
