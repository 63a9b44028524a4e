import { logger } from '@/lib/log/logger'
import { translator } from '@/lib/i18n/dictionary'
import { searchOrThrow } from '@/services/search'
import { CardCarouselLater as CardCarousel, CardListLater as CardList } from '@/ui/vehicle/CardIslands.lazy'
import { carouselLabels } from '@/ui/carousel/labels'
import { carCardFields, toCarCards } from '@/ui/vehicle/card-fields'
import { vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { cardRecord, cardView } from '@/ui/vehicle/VehicleCard'
import type { BlockComponent } from '../types'
import { inGivenOrder, teaserRequest } from './query'

/** Spec 03 §9: teaser cards are 315 px wide; the carousel moves on every 5 s. */
const autoplayDelayMs = 5_000

/**
 * Car teasers (spec 03 §2.7): server-rendered cards in a row, or in the one carousel with autoplay.
 * A failed search is logged and renders nothing; so does a block that finds no car.
 */
export const CarTeasers: BlockComponent<'carTeasers'> = async ({ block, context }) => {
  const { site, dictionary } = context
  const t = translator(dictionary)
  const request = teaserRequest(block)
  let cars
  try {
    const response = await searchOrThrow({
      index: site.catalog?.vehicleIndex ?? '',
      filters: request.filters,
      fields: [...carCardFields],
      limit: request.limit,
      ...(request.kind === 'query' ? { sort_name: request.sort_name } : {}),
    })
    const found = toCarCards(response.content)
    cars = request.kind === 'ids' ? inGivenOrder(request.ids, found) : found
  } catch (error) {
    logger.error(
      { code: 'CAR_TEASERS_FAILED', site: site.name, blockId: block.id, err: error },
      'car teasers failed',
    )
    return null
  }
  if (!cars.length) return null
  const settings = vehicleCardSettings(context)
  const title = block.title ?? ''
  const cards = cars.map((car) => cardRecord(car, settings))
  const view = cardView(settings)
  return (
    <section data-block="car-teasers" className="mx-auto w-full max-w-7xl px-4 py-10">
      {title ? <h2 className="mb-4 text-3xl">{title}</h2> : null}
      {block.carousel ? (
        <CardCarousel
          cards={cards}
          view={view}
          labels={carouselLabels(dictionary, title || t('carTeasersName'))}
          slideClassName="basis-[331px] pr-4"
          autoplay={{ delayMs: autoplayDelayMs, pause: t('carTeasersPause'), play: t('carTeasersPlay') }}
        />
      ) : (
        <CardList
          cards={cards}
          view={view}
          className="flex flex-wrap gap-4"
          itemClassName="w-[315px] max-w-full"
          data-teaser-cards
        />
      )}
      {block.button?.label && block.button.url ? (
        <p className="mt-6 text-center">
          <a
            href={block.button.url}
            className="inline-block rounded bg-neutral-900 px-5 py-3 font-semibold text-white"
            data-teasers-button
          >
            {block.button.label}
          </a>
        </p>
      ) : null}
    </section>
  )
}
