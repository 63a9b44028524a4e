import { CompareToggle } from '@/blocks/car-list/compare/CompareToggle.client'
import { listRecord } from '@/blocks/car-list/compare/compare-fields'
import type { CarCardRecord, VehicleCardSettings } from '@/ui/vehicle/types'
import { FlagSymbol } from '@/ui/vehicle/Flag'
import { VehicleCard } from '@/ui/vehicle/VehicleCard'
import { ListStatus } from '@/ui/list-status/ListStatus'
import type { CarListView } from './CarList.client'

/** Cards whose images load eagerly: the first row at the widest layout. */
const eagerCards = 4

/**
 * The list's cars as server-rendered cards (spec 02 §2 "Car cards"), or its empty or error state.
 * Each card's compare toggle is the only script in it; it gets the card's list record, which the
 * compare list falls back to.
 */
export function CarResults({
  status,
  cars,
  settings,
  texts,
  heading,
}: {
  status: CarListView['status']
  cars: CarCardRecord[]
  settings: VehicleCardSettings
  texts: { carListError: string; noSearchResults: string }
  /** Names the results for screen-reader heading navigation (the hit count): the cards' h3 sit below it. */
  heading: string
}) {
  if (status !== 'results') return <ListStatus status={status} texts={texts} />
  return (
    <>
      <h2 className="sr-only" data-results-heading>
        {heading}
      </h2>
      {settings.flag ? <FlagSymbol name={settings.flag} /> : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" data-car-grid>
        {cars.map((car, position) => (
          <li key={car.car_id}>
            <VehicleCard
              car={car}
              settings={settings}
              priority={position < eagerCards}
              sharedFlag
              compareSlot={<CompareToggle record={listRecord(car)} />}
            />
          </li>
        ))}
      </ul>
    </>
  )
}
