'use client'
import type { Dispatch, RefObject, SetStateAction } from 'react'
import type { CarDraft } from './CarStep.client'
import { Geolocate } from './Geolocate'
import type { Place } from './state'
import { bookingTexts as texts } from './texts'
import { usePlaceSuggestions } from './usePlaceSuggestions'

/** Step 1's text inputs. */
export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 px-3 py-2 text-base aria-[invalid=true]:border-red-700'

/** The suggestions' list box; the option the arrow keys point at is marked. */
function PlaceSuggestions({
  id,
  listed,
  suggestions,
  suggestionsFor,
  active,
  onChoose,
}: {
  id: string
  listed: boolean
  suggestions: Place[]
  suggestionsFor: string
  active: number
  onChoose: (place: Place) => void
}) {
  return (
    <ul
      id={id}
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
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(place)}
          className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-neutral-200' : ''}`}
          data-place-option={place.placeId}
        >
          {place.name} <span className="text-sm text-neutral-700">{place.region}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * Step 1's place (spec 03 §2.2, §5): a combobox with suggestions as the visitor types, or the
 * browser's position; a place prefilled from the page's address asks whether it is right.
 */
export function PlaceField({
  id,
  draft,
  onDraft,
  inputRef,
  invalid,
  onEdit,
}: {
  /** The step's id, which the field's ids and the step's error message start with. */
  id: string
  draft: CarDraft
  onDraft: Dispatch<SetStateAction<CarDraft>>
  inputRef: RefObject<HTMLInputElement | null>
  /** The step's error is about the place. */
  invalid: boolean
  /** The visitor changed the typed place: the step's error goes. */
  onEdit: () => void
}) {
  const { suggestions, suggestionsFor, active, setActive, open, setOpen, close } = usePlaceSuggestions(
    draft.query,
    draft.place,
  )
  const choose = (place: Place) => {
    onDraft((current) => ({ ...current, query: place.name, place, prefilled: false }))
    close()
  }
  const listed = open && suggestions.length > 0 && !draft.place && draft.query.trim().length >= 2
  const listbox = `${id}-places`
  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-place`} className="text-sm font-semibold">
        {texts.locationLabel}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-place`}
          name="location"
          role="combobox"
          aria-expanded={listed}
          aria-controls={listbox}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listbox}-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [draft.prefilled ? `${id}-prefilled` : '', invalid ? `${id}-error` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          placeholder={texts.locationPlaceholder}
          autoComplete="off"
          value={draft.query}
          onChange={(event) => {
            onEdit()
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
          className={inputClass}
          data-location
        />
        <PlaceSuggestions
          id={listbox}
          listed={listed}
          suggestions={suggestions}
          suggestionsFor={suggestionsFor}
          active={active}
          onChoose={choose}
        />
      </div>
      {draft.prefilled && draft.place ? (
        <p id={`${id}-prefilled`} className="text-sm" data-location-prefilled>
          Stämmer vald plats?{' '}
          <button
            type="button"
            className="underline"
            onClick={() => {
              onDraft({ ...draft, query: '', place: null, prefilled: false })
              inputRef.current?.focus()
            }}
          >
            Om inte, ändra här.
          </button>
        </p>
      ) : null}
      <Geolocate onPlace={choose} />
    </div>
  )
}
