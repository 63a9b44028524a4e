import { useEffect, useReducer, useRef, useState } from 'react'
import { initialMechmateState, loadMechmate, mechmateMaxState, saveMechmate } from './mechanic-mate/store'
import { useBrandCheck } from './mechanic-mate/useBrandCheck'
import { loadCategories } from './api'
import type { CarDraft } from './CarStep.client'
import {
  bookingReducer,
  emptyContact,
  initialBookingState,
  type BookingFlowState,
  type Category,
  type Contact,
  type Place,
} from './state'
import { trackPurchase, trackStep, type BookingVariant } from './tracking'
import { useStepHeadings } from './useStepHeadings'
import type { WorkshopList } from './workshops'

export type Loaded = { status: 'idle' | 'loading' | 'ready' | 'failed'; categories: Category[] }

/** Whether the add-ons answer offers the car anything: otherwise step 3 is skipped. */
export const offersAddons = (loaded: Loaded) =>
  loaded.status === 'ready' &&
  loaded.categories.some((category) => category.offerings.some((offering) => offering.isAvailable))

/** Services or add-ons for the car at a place; a failure is an answer too. */
async function fetchCategories(
  kind: 'services' | 'addons',
  registration: string,
  position: { lat: number; lng: number },
): Promise<Loaded> {
  const result = await loadCategories(kind, registration, position)
  if (!result.ok && kind === 'services') console.error('BOOKING_SERVICES_FAILED', { code: result.code })
  return result.ok ? { status: 'ready', categories: result.value } : { status: 'failed', categories: [] }
}

/** Step 1's fields as the flow starts: a resumed flow's car and place, else the page's prefilled place. */
const initialDraft = (state: BookingFlowState, prefill: Place | null): CarDraft =>
  state.car && state.location
    ? {
        registration: state.car.registrationNumber,
        query: state.location.name,
        place: state.location,
        prefilled: false,
      }
    : { registration: '', query: prefill?.name ?? '', place: prefill, prefilled: prefill !== null }

/** A resumed flow (mechanic-mate) loads again what its steps reached show: its services, and add-ons past step 2. */
const resumedLoads = (mechmate: boolean, state: BookingFlowState) =>
  mechmate && state.car && state.location && state.bookingState < 5
    ? {
        registration: state.car.registrationNumber,
        position: { lat: state.location.latitude, lng: state.location.longitude },
        addons: state.bookingState >= 3,
      }
    : null

/**
 * The booking flow's effects around its reducer (spec 03 §2.2, §2.3, §4, §7): the mechanic-mate
 * session store and brand check, the services and add-ons loads, step focus and tracking, and
 * what step 4 keeps while it is closed.
 */
export function useServiceBooking(prefill: Place | null, variant: BookingVariant) {
  const mechmate = variant === 'mechmate'
  // The mechanic-mate island runs in the browser only: it starts from the session's store.
  const [state, dispatch] = useReducer(bookingReducer, variant, (shown) =>
    shown === 'mechmate'
      ? (loadMechmate(window.sessionStorage) ?? initialMechmateState)
      : initialBookingState,
  )
  const [draft, setDraft] = useState<CarDraft>(() => initialDraft(state, prefill))
  const resumed = resumedLoads(mechmate, state)
  const [services, setServices] = useState<Loaded>({ status: resumed ? 'loading' : 'idle', categories: [] })
  const [addons, setAddons] = useState<Loaded>({
    status: resumed?.addons ? 'loading' : 'idle',
    categories: [],
  })
  const [confirmation, setConfirmation] = useState<{ id: string; email: string } | null>(null)
  // Step 4 is unmounted while another step is shown: what it loaded and what was typed live here.
  const [contact, setContact] = useState<Contact>(emptyContact)
  const [workshopList, setWorkshopList] = useState<WorkshopList | null>(null)
  // A resumed flow does not report the steps it had reached again.
  const tracked = useRef(
    new Set<number>(
      Array.from({ length: state.bookingState > 0 ? state.bookingState + 1 : 0 }, (_, step) => step),
    ),
  )

  // The mechanic-mate store is kept in the session on every change.
  useEffect(() => {
    if (mechmate) saveMechmate(window.sessionStorage, state)
  }, [mechmate, state])
  const { brandCheck, checkBrand, refuseBrand } = useBrandCheck(mechmate, state.car?.brand, variant)
  const headingRef = useStepHeadings(state.displayState)
  // Reaching a step is tracked once.
  useEffect(() => {
    if (tracked.current.has(state.bookingState)) return
    tracked.current.add(state.bookingState)
    trackStep(state.bookingState, {}, variant)
  }, [state.bookingState, variant])

  const car = state.car
  const loadServices = async (registration: string, place: Place) => {
    setServices({ status: 'loading', categories: [] })
    setServices(
      await fetchCategories('services', registration, { lat: place.latitude, lng: place.longitude }),
    )
  }

  const loadAddons = async (): Promise<Loaded> => {
    if (!car || !state.lat || !state.lng) return addons
    if (addons.status === 'ready') return addons
    setAddons({ status: 'loading', categories: [] })
    const loaded = await fetchCategories('addons', car.registrationNumber, { lat: state.lat, lng: state.lng })
    setAddons(loaded)
    return loaded
  }

  // A resumed flow: its services and add-ons asked for once, as the page runs.
  const resumedFrom = useRef(resumed)
  useEffect(() => {
    const from = resumedFrom.current
    if (!from) return
    void fetchCategories('services', from.registration, from.position).then(setServices)
    if (from.addons) void fetchCategories('addons', from.registration, from.position).then(setAddons)
  }, [])

  const lookedUp = async (found: NonNullable<BookingFlowState['car']>, place: Place) => {
    const changed =
      found.registrationNumber !== car?.registrationNumber || place.placeId !== state.location?.placeId
    if (mechmate) await checkBrand(found.brand)
    dispatch({
      type: 'lookedUp',
      car: found,
      location: place,
      maxBookingState: mechmate ? mechmateMaxState : undefined,
    })
    if (!changed && services.status === 'ready') return
    // A new car or place: its services, and its add-ons asked for again when step 3 comes.
    setAddons({ status: 'idle', categories: [] })
    await loadServices(found.registrationNumber, place)
  }

  // The car asked about is not the one looked up before: its header, services and summary go
  // (spec 03 §2.3, §8).
  const refused = (code: string) => {
    dispatch({ type: 'refused' })
    setServices({ status: 'idle', categories: [] })
    setAddons({ status: 'idle', categories: [] })
    refuseBrand(code)
  }

  const continueToAddons = async () => {
    if (!car || !state.lat || !state.lng) return
    const loaded = await loadAddons()
    // No add-ons for this car, or they could not be loaded: step 3 is skipped.
    dispatch({ type: 'advance', step: offersAddons(loaded) ? 3 : 4 })
  }

  const booked = (id: string, email: string) => {
    trackPurchase(id, state.services, variant)
    setConfirmation({ id, email })
    dispatch({ type: 'booked', id })
  }

  return {
    state,
    dispatch,
    brandCheck,
    draft,
    setDraft,
    services,
    addons,
    confirmation,
    contact,
    setContact,
    workshopList,
    setWorkshopList,
    headingRef,
    lookedUp,
    refused,
    continueToAddons,
    booked,
  }
}
