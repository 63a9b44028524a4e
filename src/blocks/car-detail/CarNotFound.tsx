import type { BlockContext } from '@/blocks/types'
import { VehicleCard } from '@/ui/vehicle/VehicleCard'
import { toCarCards } from '@/ui/vehicle/card-fields'
import { vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { translator } from '@/lib/i18n/dictionary'
import { localisedPath } from '@/lib/site/languages'
import { buttonClasses } from '@/ui/button/styles'
import type { CarRecord } from '@/services/search/car/car'

/**
 * The car-not-found view (spec 02 §2, §8): a heading, an explanation when there are
 * recommendations, cars matching the slug's keyphrase and a button to the car list searching it.
 */
export function CarNotFound({
  context,
  keyphrase,
  recommendations,
}: {
  context: BlockContext
  keyphrase: string | null
  recommendations: CarRecord[]
}) {
  const t = translator(context.dictionary)
  const cards = toCarCards(recommendations)
  const settings = vehicleCardSettings(context)
  const listPath = localisedPath(context.site, context.language.code, context.site.pathToCarList || '/')
  const listHref = keyphrase ? `${listPath}?keyphrase=${encodeURIComponent(keyphrase)}` : listPath
  return (
    <section data-car-not-found className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="car-not-found">
      <h1 id="car-not-found" className="font-heading text-3xl">
        {t('carNotFoundHeading')}
      </h1>
      {cards.length > 0 ? <p className="mt-3 max-w-2xl text-neutral-700">{t('carNotFoundText')}</p> : null}
      {cards.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-recommendations>
          {cards.map((car) => (
            <li key={car.car_id}>
              <VehicleCard car={car} settings={settings} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-8">
        <a href={listHref} className={buttonClasses('Primary')} data-car-list-link>
          {t('carNotFoundButton')}
        </a>
      </p>
    </section>
  )
}
