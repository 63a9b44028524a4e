/**
 * The mechanic-mate store (spec 03 §3 "Booking", §9): the flow's state kept per session under
 * `mechmate-store`, its bookingInfo as location (the workshop: siteName, address, latitude,
 * longitude) and timeSlot, so a reload mid-flow resumes where the visitor was. Pure but for the
 * storage handed in, so the rules are unit-tested.
 */
import { initialBookingState, type BookingFlowState, type TimeSlot, type Workshop } from '../state'

export const mechmateStoreKey = 'mechmate-store'

/** The variant's furthest step: 5 is the confirmation (spec 03 §4, §9). */
export const mechmateMaxState = 5

export const initialMechmateState: BookingFlowState = {
  ...initialBookingState,
  maxBookingState: mechmateMaxState,
}

type StoredState = Omit<BookingFlowState, 'bookingInfo'> & {
  bookingInfo: { location: Workshop | null; timeSlot: TimeSlot | null }
}

export function toStored(state: BookingFlowState): StoredState {
  const { bookingInfo, ...rest } = state
  return { ...rest, bookingInfo: { location: bookingInfo.workshop, timeSlot: bookingInfo.timeSlot } }
}

const isStep = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5

/** The stored state, or null when nothing (or nothing this version can read) is stored. */
export function fromStored(text: string | null): BookingFlowState | null {
  if (!text) return null
  let stored: Partial<StoredState>
  try {
    stored = JSON.parse(text) as Partial<StoredState>
  } catch {
    return null
  }
  if (!stored || typeof stored !== 'object') return null
  if (!isStep(stored.bookingState) || !isStep(stored.displayState)) return null
  if (typeof stored.services !== 'object' || stored.services === null) return null
  const { bookingInfo, ...rest } = stored
  return {
    ...initialMechmateState,
    ...rest,
    bookingInfo: { workshop: bookingInfo?.location ?? null, timeSlot: bookingInfo?.timeSlot ?? null },
  } as BookingFlowState
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>

export function loadMechmate(storage: SessionStorage): BookingFlowState | null {
  try {
    return fromStored(storage.getItem(mechmateStoreKey))
  } catch {
    return null
  }
}

export function saveMechmate(storage: SessionStorage, state: BookingFlowState): void {
  try {
    storage.setItem(mechmateStoreKey, JSON.stringify(toStored(state)))
  } catch {
    // Storage full or refused (private mode): the flow works, it only does not survive a reload.
  }
}

/** "Ny bokning": the store back to its initial values (spec 03 §4). */
export function resetMechmate(storage: SessionStorage): BookingFlowState {
  saveMechmate(storage, initialMechmateState)
  return initialMechmateState
}
