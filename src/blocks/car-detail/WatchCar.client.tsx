'use client'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import type { WatchCarFormProps } from './WatchCarForm.client'

// The form is fetched when the visitor opens it: the page carries only this button.
const WatchCarForm = dynamic(() => import('./WatchCarForm.client').then((module) => module.WatchCarForm), {
  ssr: false,
})

/** "Bevaka bilen" ("Saved searches: watched cars"): a button that opens the small e-mail form. */
export function WatchCar({ button, ...form }: WatchCarFormProps & { button: string }) {
  const [open, setOpen] = useState(false)
  const ref = useHydratedMarker<HTMLDivElement>()
  return (
    <div ref={ref} data-watch-car className="grid gap-3">
      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="watch-car"
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-1 ring-neutral-900"
          data-cta="watch-car"
        >
          {button}
        </button>
      </div>
      <div id="watch-car">{open ? <WatchCarForm {...form} /> : null}</div>
    </div>
  )
}
