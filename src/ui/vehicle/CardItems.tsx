import type { ReactNode } from 'react'
import { CardMarkup, type CardView } from './CardMarkup'
import { fromCardRecord, type CardRecord } from './card-record'
import type { CarCardRecord } from './types'

/**
 * A card island's cards, each in an `<li>` keyed by its car; a record without an id, slug, brand
 * or model is left out. The first `eager` cards load their images at once.
 */
export function CardItems({
  cards,
  view,
  itemClassName,
  eager = 0,
  sharedFlag = false,
  compareSlot,
}: {
  cards: CardRecord[]
  view: CardView
  itemClassName?: string
  eager?: number
  sharedFlag?: boolean
  /** The card's compare toggle, if it has one. */
  compareSlot?: (car: CarCardRecord) => ReactNode
}) {
  return cards.map((card, position) => {
    const shown = fromCardRecord(card)
    return shown ? (
      <li key={shown.car.car_id} className={itemClassName}>
        <CardMarkup
          car={shown.car}
          texts={shown.texts}
          view={view}
          priority={position < eager}
          sharedFlag={sharedFlag}
          compareSlot={compareSlot?.(shown.car)}
        />
      </li>
    ) : null
  })
}
