import { logger } from '@/lib/log/logger'
import { carCardFields, toCarCards } from '@/ui/vehicle/card-fields'
import { vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { cardRecord, cardView } from '@/ui/vehicle/VehicleCard'
import { translate } from '@/lib/i18n/dictionary'
import { searchOrThrow } from '@/services/search'
import { CardCarouselLater as CardCarousel } from '@/ui/vehicle/CardIslands.lazy'
import { carouselLabels } from '@/ui/carousel/labels'
import type { BlockComponent } from '../types'

const carsShown = 12

/** The serialised error the block hands to the page when its fetch fails (spec 02 §8). */
export function serialiseError(error: unknown): string {
  const value =
    error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) }
  return JSON.stringify({ error: value })
}

/**
 * Spec 02 §2 car of the week: the site's flagged cars in a carousel that loops. The list is
 * shown twice so the loop is seamless even with few cars. A failed fetch renders nothing but the
 * serialised error (hidden), and is logged. The cards are drawn by the carousel island from
 * compact records, each car's once (decisions: Fast on a phone).
 */
export const CarOfTheWeek: BlockComponent<'carOfTheWeek'> = async ({ block, context }) => {
  const { site, dictionary } = context
  const index = site.catalog?.vehicleIndex ?? ''
  let cars
  try {
    const response = await searchOrThrow({
      index,
      filters: { caroftheweek: [true] },
      fields: [...carCardFields],
      limit: carsShown,
    })
    cars = toCarCards(response.content)
  } catch (error) {
    logger.error(
      { code: 'CAR_OF_THE_WEEK_FAILED', site: site.name, index, err: error },
      'car of the week failed',
    )
    return <div hidden data-car-of-the-week-error={serialiseError(error)} />
  }
  if (!cars.length) return null
  const settings = vehicleCardSettings(context)
  const title = block.title || translate(dictionary, 'carOfTheWeek')
  return (
    <section data-block="car-of-the-week" className="mx-auto w-full max-w-7xl px-4 py-10">
      <h2 className="mb-4 text-3xl">{title}</h2>
      <CardCarousel
        cards={cars.map((car) => cardRecord(car, settings))}
        view={cardView(settings)}
        rounds={2}
        loop
        labels={carouselLabels(dictionary, title)}
        slideClassName="basis-[346px] pr-4"
        showDots={false}
      />
    </section>
  )
}
