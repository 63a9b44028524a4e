'use client'
import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react'
import { refusalText } from './mechanic-mate/brand'
import { autocompletePlaces, lookUpCar, nearestPlace } from './api'
import type { Car, Place } from './state'
import { bookingTexts as texts } from './texts'

/** Autocomplete waits this long after the last key (spec 03 §5, §9). */
export const autocompleteDebounceMs = 300

/** The registration field's value as typed: upper case, letters and digits, at most 6 characters. */
const registrationField = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^A-ZÅÄÖ0-9]/g, '')
    .slice(0, 6)

export type CarDraft = { registration: string; query: string; place: Place | null; prefilled: boolean }

/**
 * Step 1 (state 0): the registration number (upper-cased, at most 6 characters) and the place,
 * by autocomplete or the browser's position. Continue looks the car up; a failure keeps what was
 * typed, marks the field and moves the focus to it.
 */
export function CarStep({
  draft,
  onDraft,
  onLookedUp,
  onRefused,
  linkedBrands,
}: {
  draft: CarDraft
  onDraft: Dispatch<SetStateAction<CarDraft>>
  onLookedUp: (car: Car, place: Place) => void
  /** A lookup the back end refused, by its error code (the mechanic-mate header reads the brand). */
  onRefused?: (code: string) => void
  /** Brands the page links to above the flow, where an unserviced brand may be booked. */
  linkedBrands?: readonly string[]
}) {
  const id = useId()
  const registrationInput = useRef<HTMLInputElement>(null)
  const placeInput = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<{ code: string; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [suggestions, setSuggestions] = useState<Place[]>([])
  /** The typed text the suggestions answer (a slower answer for an earlier text is dropped). */
  const [suggestionsFor, setSuggestionsFor] = useState('')
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const [geoError, setGeoError] = useState(false)
  const [locating, setLocating] = useState(false)

  // A plate typed or pasted into the server-drawn field before the island ran is shown but was
  // never an onChange: read it once as the island starts (spec 03 §2.2, step 1).
  const startDraft = useRef({ registration: draft.registration, onDraft })
  useEffect(() => {
    const typed = registrationField(registrationInput.current?.value ?? '')
    const { registration, onDraft: setDraft } = startDraft.current
    if (typed && typed !== registration) setDraft((current) => ({ ...current, registration: typed }))
  }, [])

  // Suggestions 300 ms after the last change of the typed place.
  useEffect(() => {
    const query = draft.query.trim()
    if (draft.place || query.length < 2) return
    let cancelled = false
    const timer = window.setTimeout(() => {
      autocompletePlaces(query).then((places) => {
        if (cancelled) return
        setSuggestions(places)
        setSuggestionsFor(query)
        setActive(-1)
        setOpen(true)
      })
    }, autocompleteDebounceMs)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [draft.query, draft.place])

  const choose = (place: Place) => {
    onDraft((current) => ({ ...current, query: place.name, place, prefilled: false }))
    setOpen(false)
    setSuggestions([])
  }

  const locate = () => {
    setGeoError(false)
    if (!('geolocation' in navigator)) return setGeoError(true)
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const lat = Number(position.coords.latitude.toFixed(5))
        const lng = Number(position.coords.longitude.toFixed(5))
        const town = await nearestPlace({ lat, lng })
        setLocating(false)
        choose({
          placeId: `position:${lat},${lng}`,
          name: town?.name ?? `${lat}, ${lng}`,
          region: town?.region ?? '',
          latitude: lat,
          longitude: lng,
        })
      },
      (failure) => {
        console.warn('BOOKING_GEOLOCATION_FAILED', { code: failure.code })
        setLocating(false)
        setGeoError(true)
      },
      { timeout: 15_000 },
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!draft.place) {
      setError({ code: 'place', text: texts.chooseLocation })
      placeInput.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    const result = await lookUpCar(draft.registration)
    setBusy(false)
    if (result.ok) return onLookedUp(result.value, draft.place)
    console.warn('BOOKING_LOOKUP_FAILED', { code: result.code })
    onRefused?.(result.code)
    setError({ code: result.code, text: refusalText(result.code, linkedBrands) })
    registrationInput.current?.focus()
  }

  const listed = open && suggestions.length > 0 && !draft.place && draft.query.trim().length >= 2
  const registrationInvalid = error !== null && error.code !== 'place'
  const listbox = `${id}-places`
  const input =
    'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 px-3 py-2 text-base aria-[invalid=true]:border-red-700'
  return (
    <form onSubmit={submit} noValidate data-step-form="car" className="grid gap-4">
      <label className="grid text-sm font-semibold">
        {texts.registrationLabel}
        <input
          ref={registrationInput}
          name="registrationNumber"
          value={draft.registration}
          onChange={(event) => {
            setError(null)
            onDraft({ ...draft, registration: registrationField(event.target.value) })
          }}
          maxLength={6}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={registrationInvalid || undefined}
          aria-describedby={registrationInvalid ? `${id}-error` : undefined}
          className={`${input} max-w-48 font-mono uppercase tracking-widest`}
          data-registration
        />
      </label>
      <div className="grid gap-1">
        <label htmlFor={`${id}-place`} className="text-sm font-semibold">
          {texts.locationLabel}
        </label>
        <div className="relative">
          <input
            ref={placeInput}
            id={`${id}-place`}
            name="location"
            role="combobox"
            aria-expanded={listed}
            aria-controls={listbox}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listbox}-${active}` : undefined}
            aria-invalid={error?.code === 'place' || undefined}
            aria-describedby={
              [draft.prefilled ? `${id}-prefilled` : '', error?.code === 'place' ? `${id}-error` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            placeholder={texts.locationPlaceholder}
            autoComplete="off"
            value={draft.query}
            onChange={(event) => {
              setError(null)
              onDraft({ ...draft, query: event.target.value, place: null, prefilled: false })
            }}
            onKeyDown={(event) => {
              if (!listed) return
              if (event.key === 'ArrowDown') {
                event.preventDefault()
                setActive((index) => (index + 1) % suggestions.length)
              } else if (event.key === 'ArrowUp') {
                event.preventDefault()
                setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
              } else if (event.key === 'Enter' && active >= 0) {
                event.preventDefault()
                choose(suggestions[active])
              } else if (event.key === 'Escape') setOpen(false)
            }}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            className={input}
            data-location
          />
          <ul
            id={listbox}
            role="listbox"
            aria-label={texts.locationLabel}
            hidden={!listed}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-neutral-400 bg-white shadow"
            data-place-suggestions
            data-suggestions-for={suggestionsFor}
          >
            {suggestions.map((place, index) => (
              <li
                key={place.placeId}
                id={`${listbox}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-neutral-200' : ''}`}
                data-place-option={place.placeId}
              >
                {place.name} <span className="text-sm text-neutral-700">{place.region}</span>
              </li>
            ))}
          </ul>
        </div>
        {draft.prefilled && draft.place ? (
          <p id={`${id}-prefilled`} className="text-sm" data-location-prefilled>
            Stämmer vald plats?{' '}
            <button
              type="button"
              className="underline"
              onClick={() => {
                onDraft({ ...draft, query: '', place: null, prefilled: false })
                placeInput.current?.focus()
              }}
            >
              Om inte, ändra här.
            </button>
          </p>
        ) : null}
        <div>
          <button
            type="button"
            onClick={locate}
            disabled={locating}
            className="mt-1 text-sm font-semibold underline"
            data-geolocate
          >
            {locating ? texts.locating : texts.useMyPosition}
          </button>
        </div>
        <p role="alert" className="text-sm text-red-800" data-geolocation-error={geoError || undefined}>
          {geoError ? texts.geolocationDenied : null}
        </p>
      </div>
      <p id={`${id}-error`} role="alert" className="text-red-800" data-booking-error={error?.code}>
        {error?.text}
      </p>
      <div>
        <button
          type="submit"
          disabled={busy || !draft.registration || !draft.place}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2.5 font-semibold text-brand-contrast disabled:cursor-not-allowed disabled:opacity-50"
          data-lookup
        >
          {busy ? texts.searching : texts.continue}
        </button>
      </div>
    </form>
  )
}
