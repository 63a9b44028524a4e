import { describe, expect, it } from 'vitest'
import { emptySession, readSession, type TireConfirmation, type TireSession, type TireVehicle } from './api'
import {
  initialTireState,
  isLoggedIn,
  resumedView,
  storedSession,
  tireHotelReducer,
  type TireAction,
  type TireFlowState,
} from './state'

const customer = { encryptedPhoneNumber: 'sealed', obfuscatedPhoneNumber: '********02', regNo: 'DHT202' }
const vehicle: TireVehicle = {
  regNo: 'DHT202',
  name: 'Volvo XC60',
  brand: 'Volvo',
  model: 'XC60',
  brandCode: 'VO',
  productId: 'DH-DHT202',
  packageLevel: 'Däckhotell Plus',
  location: {
    locationName: 'Bilhallen',
    departmentName: 'Bilhallen Verkstad',
    erpId: 'W1',
    phone: null,
    email: null,
  },
  tires: [],
}
const confirmation = { bookingConfirmationId: 'TH-1' } as TireConfirmation

const run = (...actions: TireAction[]) => actions.reduce(tireHotelReducer, initialTireState)
const loggedIn = (): TireFlowState =>
  run(
    { type: 'found', customer },
    { type: 'codeSent', authorizationToken: 'auth', codeLength: 4 },
    { type: 'validated', validated: { status: 0, vehicles: [vehicle] }, sessionToken: 'bearer' },
  )

describe('the tire hotel’s views (spec 03 §4)', () => {
  it('goes Search → Login → Validate → LoggedIn, keeping what the session needs', () => {
    const found = run({ type: 'found', customer })
    expect(found.view).toBe('login')
    const sent = tireHotelReducer(found, { type: 'codeSent', authorizationToken: 'auth', codeLength: 8 })
    expect(sent.view).toBe('validate')
    // A step-up code's eight boxes are kept with the session, for a reload.
    expect(sent.session.credentials).toEqual({
      authorizationToken: 'auth',
      codeLength: 8,
      sessionToken: null,
    })
    const state = loggedIn()
    expect(state.view).toBe('loggedIn')
    expect(state.session).toEqual({
      customer,
      credentials: { authorizationToken: 'auth', codeLength: 4, sessionToken: 'bearer' },
      validated: { status: 0, vehicles: [vehicle] },
    })
    expect(isLoggedIn(state.session)).toBe(true)
  })

  it('stays on Validate when validated.status is not 0', () => {
    const state = run(
      { type: 'found', customer },
      { type: 'codeSent', authorizationToken: 'auth', codeLength: 4 },
      { type: 'validated', validated: { status: 1, vehicles: [] }, sessionToken: 'bearer' },
    )
    expect(state.view).toBe('validate')
    expect(isLoggedIn(state.session)).toBe(false)
  })

  it('books one of the agreement’s vehicles, goes back with "Tillbaka", confirms after a booking', () => {
    const booking = tireHotelReducer(loggedIn(), { type: 'book', regNo: 'DHT202' })
    expect(booking).toMatchObject({ view: 'booking', booking: 'DHT202' })
    expect(tireHotelReducer(booking, { type: 'back' })).toMatchObject({ view: 'loggedIn', booking: null })
    expect(tireHotelReducer(booking, { type: 'booked', confirmation })).toMatchObject({
      view: 'confirmation',
      confirmation,
    })
    // Another agreement's car is not bookable; a confirmation needs a booking under way.
    expect(tireHotelReducer(loggedIn(), { type: 'book', regNo: 'ABC123' }).view).toBe('loggedIn')
    expect(tireHotelReducer(loggedIn(), { type: 'booked', confirmation }).view).toBe('loggedIn')
  })

  it('clears the session on "Logga ut" and "Boka tid för annan bil", back to Search', () => {
    const out = tireHotelReducer(loggedIn(), { type: 'restart' })
    expect(out).toEqual(initialTireState)
    expect(storedSession(out.session)).toBeNull()
  })

  it('jumps to LoggedIn whenever validated.status is 0 on Search, Login or Validate', () => {
    const session: TireSession = loggedIn().session
    expect(run({ type: 'restored', session }).view).toBe('loggedIn')
    const onSearch: TireFlowState = { ...loggedIn(), view: 'search' }
    expect(tireHotelReducer(onSearch, { type: 'back' }).view).toBe('loggedIn')
  })

  it('resumes a stored session where it was, before Booking', () => {
    expect(resumedView(emptySession)).toBe('search')
    expect(resumedView({ ...emptySession, customer })).toBe('login')
    expect(
      resumedView({
        customer,
        credentials: { authorizationToken: 'a', codeLength: 4, sessionToken: null },
        validated: null,
      }),
    ).toBe('validate')
    expect(resumedView(loggedIn().session)).toBe('loggedIn')
  })

  it('stores the session as JSON under tirehotel and reads back only what has its shape', () => {
    const stored = storedSession(loggedIn().session)
    expect(stored).not.toBeNull()
    expect(readSession(stored)).toEqual(loggedIn().session)
    expect(readSession(null)).toEqual(emptySession)
    // A session stored before step-up codes existed has four boxes.
    const older = JSON.stringify({
      ...loggedIn().session,
      credentials: { authorizationToken: 'a', sessionToken: null },
    })
    expect(readSession(older).credentials).toEqual({
      authorizationToken: 'a',
      codeLength: 4,
      sessionToken: null,
    })
    expect(readSession('{not json')).toEqual(emptySession)
    expect(readSession(JSON.stringify({ customer: { regNo: 1 } }))).toEqual(emptySession)
  })
})
