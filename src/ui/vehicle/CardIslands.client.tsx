'use client'
import type { ComponentProps, HTMLAttributes } from 'react'
import type { Carousel as CarouselClient } from '@/ui/carousel/Carousel.client'
// The pages' one carousel chunk, shared with the other carousels (a static import bundled a copy).
import { Carousel } from '@/ui/carousel/Carousel.lazy'
import { CardItems } from './CardItems'
import { CardMarkup, type CardView } from './CardMarkup'
import { fromCardRecord, type CardRecord } from './card-record'

// The card islands of blocks (the car list has its own grid). One module, so a page with both
// loads the card's code once.

type CarouselProps = Omit<ComponentProps<typeof CarouselClient>, 'children'> & {
  cards: CardRecord[]
  view: CardView
  /** How many times the cards follow each other (car of the week: twice, for a seamless loop). */
  rounds?: number
}

/**
 * Car cards in a carousel (car teasers, car of the week) from compact records: the server renders
 * them into the HTML, and the page's payload carries each car's values once instead of every
 * card's markup (decisions: Fast on a phone).
 */
export function CardCarousel({ cards, view, rounds = 1, ...carousel }: CarouselProps) {
  const shown = cards.flatMap((card) => fromCardRecord(card) ?? [])
  return (
    <Carousel {...carousel}>
      {Array.from({ length: rounds }, (_, round) =>
        shown.map(({ car, texts }) => (
          <CardMarkup key={`${car.car_id}-${round}`} car={car} texts={texts} view={view} />
        )),
      )}
    </Carousel>
  )
}

/**
 * Car cards in a list (car teasers without their carousel) from compact records, each in an
 * `<li>` of `itemClassName`; the list's own attributes (class, data attributes) are passed on.
 */
export function CardList({
  cards,
  view,
  itemClassName,
  ...list
}: HTMLAttributes<HTMLUListElement> & { cards: CardRecord[]; view: CardView; itemClassName?: string }) {
  return (
    <ul {...list}>
      <CardItems cards={cards} view={view} itemClassName={itemClassName} />
    </ul>
  )
}
