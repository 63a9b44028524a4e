import { describe, expect, it } from 'vitest'
import { bookingReducer, initialBookingState, totalPrice, type Category, type Offering } from './state'
import { car, workshop } from './test-fixtures'

const offering = (code: string, extra: Partial<Offering> = {}): Offering => ({
  code,
  name: code,
  description: '',
  price: 1000,
  priceKnown: true,
  notKnownPriceText: null,
  priceDiscount: null,
  unitPrice: null,
  isAvailable: true,
  allowUserInput: false,
  ...extra,
})
const service: Category = {
  name: 'Service',
  icon: 'wrench',
  selectionType: 'exclusive',
  offerings: [offering('originalservice'), offering('smallservice', { price: 2195 })],
}
const repairs: Category = {
  name: 'Reparation',
  icon: 'search',
  offerings: [
    offering('diagnosis', { allowUserInput: true }),
    offering('brakes', { priceKnown: false, price: null }),
  ],
}
const stockholm = {
  placeId: 'a',
  name: 'Stockholm',
  region: 'Stockholms län',
  latitude: 59.33,
  longitude: 18.07,
}
const uppsala = { placeId: 'b', name: 'Uppsala', region: 'Uppsala län', latitude: 59.86, longitude: 17.64 }

const lookedUp = bookingReducer(initialBookingState, { type: 'lookedUp', car, location: stockholm })

describe('the booking flow state (spec 03 §4)', () => {
  it('a lookup stores car and place, reaches step 2 of at most 4 and shows it', () => {
    expect(lookedUp).toMatchObject({
      car,
      lat: 59.33,
      lng: 18.07,
      region: 'Stockholms län',
      bookingState: 2,
      maxBookingState: 4,
      displayState: 2,
      services: {},
    })
  })

  it('a changed car or place clears the services; an unchanged lookup returns to the reached step', () => {
    let state = bookingReducer(lookedUp, {
      type: 'toggle',
      offering: service.offerings[1],
      category: service,
      kind: 'service',
    })
    state = bookingReducer(state, { type: 'advance', step: 4 })
    state = bookingReducer(state, { type: 'show', step: 0 })
    expect(state.displayState).toBe(0)
    const same = bookingReducer(state, { type: 'lookedUp', car, location: stockholm })
    expect(same).toMatchObject({ displayState: 4, bookingState: 4 })
    expect(Object.keys(same.services)).toEqual(['smallservice'])
    const otherCar = bookingReducer(state, {
      type: 'lookedUp',
      car: { ...car, registrationNumber: 'MLB45P' },
      location: stockholm,
    })
    expect(otherCar).toMatchObject({ services: {}, bookingState: 2, displayState: 2 })
    expect(bookingReducer(state, { type: 'lookedUp', car, location: uppsala }).services).toEqual({})
  })

  it('a refused second lookup leaves no earlier car, services or step behind, and keeps the maximum', () => {
    const chosen = bookingReducer(bookingReducer(lookedUp, { type: 'show', step: 0 }), {
      type: 'toggle',
      offering: service.offerings[1]!,
      category: service,
      kind: 'service',
    })
    const refused = bookingReducer({ ...chosen, maxBookingState: 5 }, { type: 'refused' })
    expect(refused).toEqual({ ...initialBookingState, maxBookingState: 5 })
  })

  it('only reached steps can be shown again, and moving on raises the furthest step', () => {
    expect(bookingReducer(lookedUp, { type: 'show', step: 4 }).displayState).toBe(2)
    const moved = bookingReducer(lookedUp, { type: 'advance', step: 4, addons: false })
    expect(moved).toMatchObject({ bookingState: 4, displayState: 4, addons: false })
    expect(bookingReducer(moved, { type: 'show', step: 2 })).toMatchObject({
      bookingState: 4,
      displayState: 2,
    })
  })

  it('an exclusive category keeps one choice; toggling twice removes; the mileage registers the original service', () => {
    let state = bookingReducer(lookedUp, {
      type: 'mileage',
      offering: service.offerings[0],
      category: service,
      milage: 1500,
    })
    expect(state).toMatchObject({ milage: 1500, services: { originalservice: { category: 'Service' } } })
    state = bookingReducer(state, {
      type: 'toggle',
      offering: service.offerings[1],
      category: service,
      kind: 'service',
    })
    expect(Object.keys(state.services)).toEqual(['smallservice'])
    state = bookingReducer(state, {
      type: 'toggle',
      offering: service.offerings[1],
      category: service,
      kind: 'service',
    })
    expect(state.services).toEqual({})
    state = bookingReducer(state, {
      type: 'mileage',
      offering: service.offerings[0],
      category: service,
      milage: 1500,
    })
    expect(
      bookingReducer(state, {
        type: 'mileage',
        offering: service.offerings[0],
        category: service,
        milage: null,
      }).services,
    ).toEqual({})
    expect(
      bookingReducer(state, { type: 'mileage', offering: service.offerings[0], category: service, milage: 0 })
        .services,
    ).toEqual({})
  })

  it('a service asking for a message is kept only with one; unknown prices count as nothing in the total', () => {
    let state = bookingReducer(lookedUp, {
      type: 'userInput',
      offering: repairs.offerings[0],
      category: repairs,
      userInput: '  ',
    })
    expect(state.services).toEqual({})
    state = bookingReducer(state, {
      type: 'userInput',
      offering: repairs.offerings[0],
      category: repairs,
      userInput: 'Det låter',
    })
    state = bookingReducer(state, {
      type: 'toggle',
      offering: repairs.offerings[1],
      category: repairs,
      kind: 'service',
    })
    expect(state.services.diagnosis.userInput).toBe('Det låter')
    expect(state.services.brakes.price).toBeNull()
    expect(totalPrice(state.services)).toBe(1000)
  })

  it('changing the services clears the chosen workshop and time; "Ändra verkstad eller tid" too', () => {
    let state = bookingReducer(lookedUp, { type: 'workshop', workshop })
    state = bookingReducer(state, {
      type: 'time',
      timeSlot: { timeslot: '2026-12-01T09:00:00', isFullDay: false },
    })
    expect(state.bookingInfo.timeSlot).not.toBeNull()
    expect(bookingReducer(state, { type: 'clearWorkshop' }).bookingInfo).toEqual({
      workshop: null,
      timeSlot: null,
    })
    const changed = bookingReducer(state, {
      type: 'toggle',
      offering: service.offerings[1],
      category: service,
      kind: 'service',
    })
    expect(changed.bookingInfo).toEqual({ workshop: null, timeSlot: null })
  })

  it('a workshop’s prices replace the medians; a booking shows the confirmation', () => {
    let state = bookingReducer(lookedUp, {
      type: 'toggle',
      offering: service.offerings[1],
      category: service,
      kind: 'service',
    })
    state = bookingReducer(state, { type: 'prices', offers: [{ code: 'smallservice', price: 1995 }] })
    expect(state.services.smallservice.price).toBe(1995)
    expect(bookingReducer(state, { type: 'booked', id: 'X' })).toMatchObject({
      bookingState: 5,
      displayState: 5,
    })
  })
})
