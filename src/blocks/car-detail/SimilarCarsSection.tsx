import type { CarRecord } from '@/services/search/car/car'
import { toCarCards } from '@/ui/vehicle/card-fields'
import type { VehicleCardSettings } from '@/ui/vehicle/types'
import { VehicleCard } from '@/ui/vehicle/VehicleCard'
import { SimilarCars } from './SimilarCars.lazy'

/** Similar cars (spec 02 §2): the cards drawn here, the strip's controls in the island; nothing without cars. */
export function SimilarCarsSection({
  similar,
  cardSettings,
  t,
}: {
  similar: CarRecord[]
  cardSettings: VehicleCardSettings
  t: (key: string) => string
}) {
  const cards = toCarCards(similar)
  if (cards.length === 0) return null
  return (
    <SimilarCars
      heading={t('carDetailSimilarCars')}
      labels={{ expand: t('carDetailSimilarExpand'), collapse: t('carDetailSimilarCollapse') }}
      cards={cards.map((similarCar) => ({
        id: similarCar.car_id,
        card: <VehicleCard car={similarCar} settings={cardSettings} />,
      }))}
    />
  )
}
