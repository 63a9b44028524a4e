'use client'
import { useId, useState, type Dispatch, type ReactNode } from 'react'
import { freeTextMax } from '@/services/workshop/contract'
import { CategoryIcon } from './category-icons'
import { sek } from './format'
import {
  originalServiceCode,
  type BookingAction,
  type BookingFlowState,
  type Category,
  type Offering,
} from './state'
import { fill } from '@/lib/i18n/fill'
import { bookingTexts as texts } from './texts'

const priceText = (offering: Offering) => {
  if (offering.unitPrice)
    return `${offering.unitPrice.unit} ${offering.unitPrice.postfix ?? `kr/${offering.unitPrice.unitAbbreviation ?? 'st'}`}`
  if (!offering.priceKnown || offering.price === null) return offering.notKnownPriceText ?? texts.priceMissing
  return sek(offering.price)
}

/**
 * Step 2's services or step 3's add-ons in collapsible categories with their icons (spec 03 §2.2,
 * §4): a checkbox per offering, radio buttons in an exclusive category, the original service by
 * its mileage, a message for a service that asks for one.
 */
export function OfferingCategories({
  categories,
  kind,
  state,
  dispatch,
}: {
  categories: Category[]
  kind: 'service' | 'addon'
  state: BookingFlowState
  dispatch: Dispatch<BookingAction>
}) {
  return (
    <div className="grid gap-3" data-categories={kind}>
      {categories.map((category, index) => (
        <CategoryPanel
          key={category.name}
          category={category}
          initiallyOpen={index === 0 || category.offerings.some((offering) => state.services[offering.code])}
        >
          {category.offerings.map((offering) => (
            <OfferingRow
              key={offering.code}
              offering={offering}
              category={category}
              kind={kind}
              state={state}
              dispatch={dispatch}
            />
          ))}
        </CategoryPanel>
      ))}
    </div>
  )
}

/**
 * One category, opened and closed by the visitor only: the first one and those with a choice open
 * at first, and unchecking its last service leaves it open. A button with `aria-expanded` and a
 * chevron that turns says whether it is open (spec 03 §2.2 "collapsible categories").
 */
function CategoryPanel({
  category,
  initiallyOpen,
  children,
}: {
  category: Category
  initiallyOpen: boolean
  children: ReactNode
}) {
  const id = useId()
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <div
      className="rounded-md border border-neutral-300"
      data-category={category.name}
      data-open={open || undefined}
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-center gap-3 px-4 py-2 text-left font-semibold"
          data-category-toggle
        >
          <CategoryIcon name={category.icon} />
          <span className="grow">{category.name}</span>
          <svg
            viewBox="0 0 24 24"
            className={`size-5 shrink-0 fill-current transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6.4 8.6 12 14.2l5.6-5.6L19 10l-7 7-7-7z" />
          </svg>
        </button>
      </h3>
      <fieldset id={id} hidden={!open} className="grid gap-3 px-4 pb-4">
        <legend className="sr-only">{category.name}</legend>
        {children}
      </fieldset>
    </div>
  )
}

function OfferingRow({
  offering,
  category,
  kind,
  state,
  dispatch,
}: {
  offering: Offering
  category: Category
  kind: 'service' | 'addon'
  state: BookingFlowState
  dispatch: Dispatch<BookingAction>
}) {
  const id = useId()
  const selected = state.services[offering.code]
  const [messageOpen, setMessageOpen] = useState(Boolean(selected?.userInput))
  const [message, setMessage] = useState(selected?.userInput ?? '')
  const [typedMileage, setMileage] = useState(
    offering.code === originalServiceCode && selected && state.milage ? String(state.milage) : '',
  )
  // Another choice of the exclusive category took the original service's place: its mileage goes too.
  const mileage = selected || !(Number(typedMileage) > 0) ? typedMileage : ''
  const description = (
    <span className="block text-sm font-normal text-neutral-700">
      {offering.description}
      {offering.priceDiscount ? ` (−${sek(offering.priceDiscount)})` : ''}
    </span>
  )
  const price = (
    <span className="text-sm font-semibold whitespace-nowrap" data-offering-price>
      {priceText(offering)}
    </span>
  )

  if (!offering.isAvailable)
    return (
      <p className="text-sm text-neutral-700" data-offering={offering.code} data-unavailable>
        {fill(texts.unavailable, { name: offering.name })}
      </p>
    )

  if (offering.code === originalServiceCode)
    return (
      <div className="grid gap-1" data-offering={offering.code}>
        <label htmlFor={`${id}-mileage`} className="flex justify-between gap-3 font-semibold">
          <span>
            {offering.name} – {texts.mileageLabel} ({texts.mileageUnit}){description}
          </span>
          {price}
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
          {description}
        </span>
        {price}
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
