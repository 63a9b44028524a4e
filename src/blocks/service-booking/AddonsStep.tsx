'use client'
import type { Dispatch } from 'react'
import { OfferingCategories } from './Offerings.client'
import type { BookingAction, Category, SelectedService } from './state'
import { bookingTexts as texts } from './texts'

/** Step 3 (spec 03 §2.2, §4): the add-ons the car is offered; continue with some, or without any. */
export function AddonsStep({
  categories,
  selection,
  milage,
  dispatch,
}: {
  categories: Category[]
  selection: Record<string, SelectedService>
  milage: number | null
  dispatch: Dispatch<BookingAction>
}) {
  const addonCount = Object.values(selection).filter((service) => service.type === 'addon').length
  return (
    <div className="grid gap-4" data-addons-step>
      <OfferingCategories
        categories={categories}
        kind="addon"
        selection={selection}
        milage={milage}
        dispatch={dispatch}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={addonCount === 0}
          onClick={() => dispatch({ type: 'advance', step: 4, addons: true })}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2.5 font-semibold text-brand-contrast disabled:cursor-not-allowed disabled:opacity-50"
          data-addons-continue
        >
          {texts.continue}
        </button>
        <button
          type="button"
          disabled={addonCount > 0}
          onClick={() => dispatch({ type: 'advance', step: 4, addons: false })}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-neutral-900 px-6 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50"
          data-without-addons
        >
          {texts.continueWithoutAddons}
        </button>
      </div>
    </div>
  )
}
