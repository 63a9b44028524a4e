'use client'
import { useId, useState, type Dispatch } from 'react'
import { freeTextMax } from '@/services/workshop/contract'
import { sek } from './format'
import {
  originalServiceCode,
  type BookingAction,
  type Category,
  type Offering,
  type SelectedService,
} from './state'
import { fill } from '@/lib/i18n/fill'
import { bookingTexts as texts } from './texts'

const priceText = (offering: Offering) => {
  if (offering.unitPrice)
    return `${offering.unitPrice.unit} ${offering.unitPrice.postfix ?? `kr/${offering.unitPrice.unitAbbreviation ?? 'st'}`}`
  if (!offering.priceKnown || offering.price === null) return offering.notKnownPriceText ?? texts.priceMissing
  return sek(offering.price)
}

const Description = ({ offering }: { offering: Offering }) => (
  <span className="block text-sm font-normal text-neutral-700">
    {offering.description}
    {offering.priceDiscount ? ` (−${sek(offering.priceDiscount)})` : ''}
  </span>
)

const Price = ({ offering }: { offering: Offering }) => (
  <span className="text-sm font-semibold whitespace-nowrap" data-offering-price>
    {priceText(offering)}
  </span>
)

type RowProps = {
  offering: Offering
  category: Category
  kind: 'service' | 'addon'
  /** The offering's entry when it is chosen. */
  selected: SelectedService | undefined
  milage: number | null
  dispatch: Dispatch<BookingAction>
}

/** One offering: unavailable for the car, the original service by its mileage, or a choice. */
export function OfferingRow(props: RowProps) {
  const { offering } = props
  if (!offering.isAvailable)
    return (
      <p className="text-sm text-neutral-700" data-offering={offering.code} data-unavailable>
        {fill(texts.unavailable, { name: offering.name })}
      </p>
    )
  if (offering.code === originalServiceCode) return <MileageOffering {...props} />
  return <ChoiceOffering {...props} />
}

/** The original service, chosen by typing the car's mileage (spec 03 §4). */
function MileageOffering({ offering, category, selected, milage, dispatch }: RowProps) {
  const id = useId()
  const [typedMileage, setMileage] = useState(selected && milage ? String(milage) : '')
  // Another choice of the exclusive category took the original service's place: its mileage goes too.
  const mileage = selected || !(Number(typedMileage) > 0) ? typedMileage : ''
  return (
    <div className="grid gap-1" data-offering={offering.code}>
      <label htmlFor={`${id}-mileage`} className="flex justify-between gap-3 font-semibold">
        <span>
          {offering.name} – {texts.mileageLabel} ({texts.mileageUnit})<Description offering={offering} />
        </span>
        <Price offering={offering} />
      </label>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-mileage`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={mileage}
          onChange={(event) => {
            setMileage(event.target.value)
            const value = event.target.value === '' ? null : Number(event.target.value)
            dispatch({ type: 'mileage', offering, category, milage: value })
          }}
          aria-describedby={mileage === '' ? `${id}-mileage-hint` : undefined}
          className="min-h-11 w-40 rounded-md border border-neutral-500 px-3 py-2"
          data-mileage
        />
        <span aria-hidden="true">{texts.mileageUnit}</span>
      </div>
      {mileage === '' ? (
        <p id={`${id}-mileage-hint`} className="text-sm text-neutral-700">
          {texts.mileageRequired}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox (a radio button in an exclusive category), its units, or the message it asks for. */
function ChoiceOffering({ offering, category, kind, selected, dispatch }: RowProps) {
  const id = useId()
  const [messageOpen, setMessageOpen] = useState(Boolean(selected?.userInput))
  const [message, setMessage] = useState(selected?.userInput ?? '')
  const exclusive = category.selectionType === 'exclusive'
  const checked = Boolean(selected) || (offering.allowUserInput && messageOpen)
  const toggle = () => {
    if (offering.allowUserInput) {
      const next = !checked
      setMessageOpen(next)
      if (!next) {
        setMessage('')
        dispatch({ type: 'userInput', offering, category, userInput: '' })
      } else if (message.trim()) dispatch({ type: 'userInput', offering, category, userInput: message })
      return
    }
    dispatch({ type: 'toggle', offering, category, kind })
  }
  return (
    <div className="grid gap-1" data-offering={offering.code}>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type={exclusive ? 'radio' : 'checkbox'}
          name={exclusive ? `category-${category.name}` : offering.code}
          checked={checked}
          onChange={() => {}}
          onClick={toggle}
          className="mt-1 size-5 shrink-0"
          data-offering-input={offering.code}
        />
        <span className="grow font-semibold">
          {offering.name}
          <Description offering={offering} />
        </span>
        <Price offering={offering} />
      </label>
      {offering.unitPrice && selected ? (
        <label className="ml-8 flex items-center gap-2 text-sm">
          {offering.unitPrice.unitAbbreviation ?? ''}
          <input
            type="number"
            min={offering.unitPrice.minimum ?? 1}
            max={offering.unitPrice.maximum ?? undefined}
            value={selected.unit ?? ''}
            onChange={(event) => dispatch({ type: 'units', offering, units: Number(event.target.value) })}
            className="min-h-11 w-24 rounded-md border border-neutral-500 px-3 py-2"
            data-units={offering.code}
          />
        </label>
      ) : null}
      {offering.allowUserInput && checked ? (
        <div className="ml-8 grid gap-1">
          <label htmlFor={`${id}-message`} className="text-sm font-semibold">
            {texts.userInputLabel}
          </label>
          <input
            id={`${id}-message`}
            value={message}
            maxLength={freeTextMax}
            onChange={(event) => {
              setMessage(event.target.value)
              dispatch({ type: 'userInput', offering, category, userInput: event.target.value })
            }}
            aria-describedby={`${id}-message-hint`}
            className="min-h-11 rounded-md border border-neutral-500 px-3 py-2"
            data-user-input={offering.code}
          />
          <p id={`${id}-message-hint`} className="text-sm text-neutral-700">
            {message.trim() ? fill(texts.counter, { n: message.length }) : texts.userInputRequired}
          </p>
        </div>
      ) : null}
    </div>
  )
}
