'use client'
import { useId, useState, type Dispatch, type ReactNode } from 'react'
import { CategoryIcon } from './category-icons'
import { OfferingRow } from './OfferingRow'
import type { BookingAction, Category, SelectedService } from './state'

/**
 * Step 2's services or step 3's add-ons in collapsible categories with their icons (spec 03 §2.2,
 * §4): a checkbox per offering, radio buttons in an exclusive category, the original service by
 * its mileage, a message for a service that asks for one.
 */
export function OfferingCategories({
  categories,
  kind,
  selection,
  milage,
  dispatch,
}: {
  categories: Category[]
  kind: 'service' | 'addon'
  /** The services chosen, by code. */
  selection: Record<string, SelectedService>
  milage: number | null
  dispatch: Dispatch<BookingAction>
}) {
  return (
    <div className="grid gap-3" data-categories={kind}>
      {categories.map((category, index) => (
        <CategoryPanel
          key={category.name}
          category={category}
          initiallyOpen={index === 0 || category.offerings.some((offering) => selection[offering.code])}
        >
          {category.offerings.map((offering) => (
            <OfferingRow
              key={offering.code}
              offering={offering}
              category={category}
              kind={kind}
              selected={selection[offering.code]}
              milage={milage}
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
