import { fill } from '@/lib/i18n/fill'
import { localisedPath } from '@/lib/site/languages'
import { toCarCards } from '@/ui/vehicle/card-fields'
import { vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { FlagSymbol } from '@/ui/vehicle/Flag'
import { VehicleCard } from '@/ui/vehicle/VehicleCard'
import type { BlockContext } from '../types'
import type { Facility } from './facility'

const plus = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')

/** The facility's latest cars (spec 02 §2) and a link to all its cars in the list; nothing without cars. */
export function LatestArrivals({
  facility,
  cars,
  context,
  t,
}: {
  facility: Facility
  cars: Record<string, unknown>[]
  context: BlockContext
  t: (key: string) => string
}) {
  const cards = toCarCards(cars)
  if (!cards.length) return null
  const { site, language } = context
  const cardSettings = vehicleCardSettings(context)
  const carListBase = localisedPath(site, language.code, site.pathToCarList || '/')
  const carListHref = `${carListBase}?car_site_city=${plus(facility.websiteCity ?? '')}&car_site_name=${plus(facility.name)}`
  return (
    <section aria-labelledby="arrivals-heading" className="mt-10" data-latest-arrivals>
      <h2 id="arrivals-heading" className="font-heading text-2xl">
        {t('facilityLatestArrivals')}
      </h2>
      {cardSettings.flag ? <FlagSymbol name={cardSettings.flag} /> : null}
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((car) => (
          <li key={car.car_id}>
            <VehicleCard car={car} settings={cardSettings} sharedFlag />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={carListHref} className="font-semibold underline" data-all-cars>
          {fill(t('facilityAllCars'), { name: facility.name })}
        </a>
      </p>
    </section>
  )
}
