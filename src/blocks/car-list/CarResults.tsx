import type { CarCardRecord, VehicleCardSettings } from '@/ui/vehicle/types'
import { FlagSymbol } from '@/ui/vehicle/Flag'
import { CarGridIsland } from './CarList.lazy'
import { cardRecord, cardView } from '@/ui/vehicle/VehicleCard'
import { ListStatus } from '@/ui/list-status/ListStatus'
import type { CarListView } from './CarList.client'

/** Cards whose images load eagerly: the first row at the widest layout. */
const eagerCards = 4

/**
 * The list's cars (spec 02 §2 "Car cards"), or its empty or error state. The cards' texts are
 * formatted here, on the server; the grid island draws them from compact records, so the page's
 * payload carries each card's values instead of its markup (decisions: Fast on a phone).
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
      <CarGridIsland
        cards={cars.map((car, position) => cardRecord(car, settings, position < eagerCards))}
        eager={eagerCards}
        view={cardView(settings)}
      />
    </>
  )
}
