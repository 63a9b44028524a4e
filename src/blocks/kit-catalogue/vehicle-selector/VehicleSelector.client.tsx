'use client'
import { useState } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { CarChooser, emptyDraft } from '../CarChooser.client'
import type { KitTexts } from '../texts'
import { KitTextsProvider } from '../texts-context'

/** The chooser as a GET form to the kit catalogue: the catalogue applies the car it names. */
export function VehicleSelectorIsland({
  index,
  action,
  texts,
}: {
  index: string
  action: string
  texts: KitTexts
}) {
  const root = useHydratedMarker<HTMLDivElement>()
  const [draft, setDraft] = useState(emptyDraft)
  return (
    <div ref={root} data-kit-vehicle-selector>
      <KitTextsProvider texts={texts}>
        <CarChooser
          index={index}
          idPrefix="kit-selector"
          draft={draft}
          onDraft={setDraft}
          action={action}
          submitLabel={texts.showKits}
        />
      </KitTextsProvider>
    </div>
  )
}
