'use client'
import { CompareToggle } from '@/blocks/car-list/compare/CompareToggle.client'
import type { CardView } from '@/ui/vehicle/CardMarkup'
import { CardItems } from '@/ui/vehicle/CardItems'
import type { CardRecord } from '@/ui/vehicle/card-record'

/**
 * The list's cards (spec 02 §2 "Car cards") from compact records: the server renders them into the
 * HTML, and the page's payload carries each card's values instead of its markup (decisions: Fast on
 * a phone). The first `eager` cards load their images at once.
 */
export function CarGrid({ cards, view, eager }: { cards: CardRecord[]; view: CardView; eager: number }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" data-car-grid>
      <CardItems
        cards={cards}
        view={view}
        eager={eager}
        sharedFlag
        compareSlot={(car) => <CompareToggle car={car} />}
      />
    </ul>
  )
}
