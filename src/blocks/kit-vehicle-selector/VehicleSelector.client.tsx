'use client'
import { useState } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { CarChooser, emptyDraft } from '@/blocks/kit-catalogue/CarChooser.client'

/** The chooser as a GET form to the kit catalogue: the catalogue applies the car it names. */
export function VehicleSelectorIsland({
  index,
  action,
  submitLabel,
}: {
  index: string
  action: string
  submitLabel: string
}) {
  const root = useHydratedMarker<HTMLDivElement>()
  const [draft, setDraft] = useState(emptyDraft)
  return (
    <div ref={root} data-kit-vehicle-selector>
      <CarChooser
        index={index}
        idPrefix="kit-selector"
        draft={draft}
        onDraft={setDraft}
        action={action}
        submitLabel={submitLabel}
      />
    </div>
  )
}
