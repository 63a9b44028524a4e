/**
 * The Swedish booking flow's state (spec 03 §3 "Booking state", §4 "Booking steps"): pure, so the
 * rules are unit-tested. bookingState is the furthest step reached, displayState the step shown;
 * steps are 0 (car and place), 2 (services), 3 (add-ons), 4 (workshop and time), 5 (confirmation).
 */
import type { Car, Category, Offering, Place, TimeSlot, Workshop } from '@/services/workshop/contract'

export type { Car, Category, Offering, Place, TimeSlot, Workshop }

/** Spec 03 §3 "Selected service entry". */
export type SelectedService = {
  name: string
  price: number | null
  priceKnown: boolean
  category: string
  unit: number | null
  type: 'service' | 'addon'
  userInput: string
  unitAbbreviation: string | null
  priceDiscount: number | null
}

export type BookingInfo = { workshop: Workshop | null; timeSlot: TimeSlot | null }

/** Step 4's contact form: kept by the flow, so going back and forth never loses what was typed. */
export type Contact = { firstName: string; lastName: string; phone: string; email: string; freeText: string }

export const emptyContact: Contact = { firstName: '', lastName: '', phone: '', email: '', freeText: '' }

export type BookingFlowState = {
  car: Car | null
  location: Place | null
  lat: number | null
  lng: number | null
  region: string | null
  services: Record<string, SelectedService>
  milage: number | null
  addons: boolean | null
  bookingInfo: BookingInfo
  bookingState: number
  maxBookingState: number
  displayState: number
  confirmationId: string | null
}

/** The original service is priced by mileage and registered only with one (spec 03 §4). */
export const originalServiceCode = 'originalservice'

export const initialBookingState: BookingFlowState = {
  car: null,
  location: null,
  lat: null,
  lng: null,
  region: null,
  services: {},
  milage: null,
  addons: null,
  bookingInfo: { workshop: null, timeSlot: null },
  bookingState: 0,
  maxBookingState: 4,
  displayState: 0,
  confirmationId: null,
}

export type BookingAction =
  | { type: 'lookedUp'; car: Car; location: Place; maxBookingState?: number }
  | { type: 'restore'; state: BookingFlowState }
  /** A lookup the back end refused: the car looked up before is no longer the one asked about. */
  | { type: 'refused' }
  | { type: 'show'; step: number }
  | { type: 'advance'; step: number; addons?: boolean }
  | { type: 'toggle'; offering: Offering; category: Category; kind: 'service' | 'addon' }
  | { type: 'mileage'; offering: Offering; category: Category; milage: number | null }
  | { type: 'userInput'; offering: Offering; category: Category; userInput: string }
  | { type: 'units'; offering: Offering; units: number }
  | { type: 'prices'; offers: Array<{ code: string; price: number | null }> }
  | { type: 'workshop'; workshop: Workshop }
  | { type: 'time'; timeSlot: TimeSlot }
  | { type: 'clearWorkshop' }
  | { type: 'booked'; id: string }

const noBookingInfo: BookingInfo = { workshop: null, timeSlot: null }

function entry(
  offering: Offering,
  category: Category,
  kind: 'service' | 'addon',
  extra: Partial<SelectedService> = {},
): SelectedService {
  const units = offering.unitPrice ? (offering.unitPrice.minimum ?? 1) : null
  return {
    name: offering.name,
    price: unitPriced(offering, units) ?? (offering.priceKnown ? offering.price : null),
    priceKnown: offering.priceKnown,
    category: category.name,
    unit: units,
    type: kind,
    userInput: '',
    unitAbbreviation: offering.unitPrice?.unitAbbreviation ?? null,
    priceDiscount: offering.priceDiscount,
    ...extra,
  }
}

/** An offering priced per unit (litres of AdBlue): the units chosen times the unit price. */
export const unitPriced = (offering: Offering, units: number | null) =>
  offering.unitPrice && units !== null ? Math.round(offering.unitPrice.unit * units) : null

/** The units an offering allows, clamped to its minimum and maximum. */
export function clampUnits(offering: Offering, units: number): number {
  const minimum = offering.unitPrice?.minimum ?? 1
  const maximum = offering.unitPrice?.maximum ?? Math.max(minimum, 1000)
  return Math.min(maximum, Math.max(minimum, Math.round(units)))
}

/** The selection without the category's other offerings when the category is an exclusive choice. */
function withoutRivals(services: Record<string, SelectedService>, offering: Offering, category: Category) {
  if (category.selectionType !== 'exclusive') return services
  const rivals = new Set(
    category.offerings.map((other) => other.code).filter((code) => code !== offering.code),
  )
  return Object.fromEntries(Object.entries(services).filter(([code]) => !rivals.has(code)))
}

/** Changing the selected services resets the chosen workshop and time (spec 03 §4). */
function withServices(state: BookingFlowState, services: Record<string, SelectedService>): BookingFlowState {
  return { ...state, services, bookingInfo: noBookingInfo }
}

const sameLocation = (a: Place | null, b: Place) =>
  a !== null && a.latitude === b.latitude && a.longitude === b.longitude

export function bookingReducer(state: BookingFlowState, action: BookingAction): BookingFlowState {
  switch (action.type) {
    case 'lookedUp': {
      const changed =
        state.car?.registrationNumber !== action.car.registrationNumber ||
        !sameLocation(state.location, action.location)
      // Nothing changed: back to the step the visitor had reached.
      if (!changed) return { ...state, displayState: Math.max(2, state.bookingState) }
      return {
        ...initialBookingState,
        car: action.car,
        location: action.location,
        lat: action.location.latitude,
        lng: action.location.longitude,
        region: action.location.region,
        bookingState: 2,
        maxBookingState: action.maxBookingState ?? 4,
        displayState: 2,
      }
    }
    case 'restore':
      return action.state
    case 'refused':
      // Step 1 again, without the earlier car, its services or its summary (spec 03 §4, §8).
      return { ...initialBookingState, maxBookingState: state.maxBookingState }
    case 'show':
      return action.step <= state.bookingState && state.bookingState < 5
        ? { ...state, displayState: action.step }
        : state
    case 'advance':
      return {
        ...state,
        displayState: action.step,
        bookingState: Math.max(state.bookingState, action.step),
        addons: action.addons ?? state.addons,
      }
    case 'toggle': {
      const { offering, category, kind } = action
      if (state.services[offering.code]) {
        const { [offering.code]: _removed, ...rest } = state.services
        return withServices(state, rest)
      }
      return withServices(state, {
        ...withoutRivals(state.services, offering, category),
        [offering.code]: entry(offering, category, kind),
      })
    }
    case 'mileage': {
      const { offering, category, milage } = action
      const { [offering.code]: _removed, ...rest } = state.services
      if (milage === null || !Number.isInteger(milage) || milage <= 0)
        return { ...withServices(state, rest), milage: null }
      return {
        ...withServices(state, {
          ...withoutRivals(state.services, offering, category),
          [offering.code]: entry(offering, category, 'service'),
        }),
        milage,
      }
    }
    case 'userInput': {
      const { offering, category, userInput } = action
      const { [offering.code]: _removed, ...rest } = state.services
      if (!userInput.trim()) return withServices(state, rest)
      return withServices(state, {
        ...withoutRivals(state.services, offering, category),
        [offering.code]: entry(offering, category, 'service', { userInput }),
      })
    }
    case 'units': {
      const selected = state.services[action.offering.code]
      if (!selected) return state
      const units = clampUnits(action.offering, action.units)
      return withServices(state, {
        ...state.services,
        [action.offering.code]: { ...selected, unit: units, price: unitPriced(action.offering, units) },
      })
    }
    case 'prices': {
      const services = { ...state.services }
      for (const offer of action.offers) {
        const selected = services[offer.code]
        if (selected && selected.unit === null)
          services[offer.code] = { ...selected, price: offer.price, priceKnown: offer.price !== null }
      }
      return { ...state, services }
    }
    case 'workshop':
      return { ...state, bookingInfo: { workshop: action.workshop, timeSlot: null } }
    case 'time':
      return { ...state, bookingInfo: { ...state.bookingInfo, timeSlot: action.timeSlot } }
    case 'clearWorkshop':
      return { ...state, bookingInfo: noBookingInfo }
    case 'booked':
      return { ...state, confirmationId: action.id, bookingState: 5, displayState: 5 }
  }
}

/** The services chosen, in the order chosen. */
export const selectedEntries = (state: BookingFlowState) => Object.entries(state.services)

/** The total of the known prices, in SEK. */
export const totalPrice = (services: Record<string, SelectedService>) =>
  Object.values(services).reduce((sum, service) => sum + (service.price ?? 0), 0)

/** The step number shown in "Steg n/max": state 0 is step 1, states 2 to 4 are steps 2 to 4. */
export const stepNumber = (state: number) => (state === 0 ? 1 : state)
