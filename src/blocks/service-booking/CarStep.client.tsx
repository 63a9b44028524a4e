'use client'
import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react'
import { refusalText } from './mechanic-mate/brand'
import { lookUpCar } from './api'
import { inputClass, PlaceField } from './PlaceField'
import type { Car, Place } from './state'
import { bookingTexts as texts } from './texts'

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

  // A plate typed or pasted into the server-drawn field before the island ran is shown but was
  // never an onChange: read it once as the island starts (spec 03 §2.2, step 1).
  const startDraft = useRef({ registration: draft.registration, onDraft })
  useEffect(() => {
    const typed = registrationField(registrationInput.current?.value ?? '')
    const { registration, onDraft: setDraft } = startDraft.current
    if (typed && typed !== registration) setDraft((current) => ({ ...current, registration: typed }))
  }, [])

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

  const registrationInvalid = error !== null && error.code !== 'place'
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
          className={`${inputClass} max-w-48 font-mono uppercase tracking-widest`}
          data-registration
        />
      </label>
      <PlaceField
        id={id}
        draft={draft}
        onDraft={onDraft}
        inputRef={placeInput}
        invalid={error?.code === 'place'}
        onEdit={() => setError(null)}
      />
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
