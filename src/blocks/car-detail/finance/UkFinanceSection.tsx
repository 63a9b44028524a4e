import type { VehicleFormat } from '@/ui/vehicle/format'
import type { DetailCar } from '../car'
import { FinanceCalculator } from './FinanceCalculator.lazy'
import { financeVehicle } from './uk-calculator'

/** The UK finance calculator (spec 02 §6: the UK automotive site only) for a car with a price. */
export function UkFinanceSection({
  car,
  format,
  siteDisplayName,
}: {
  car: DetailCar
  format: VehicleFormat
  siteDisplayName: string
}) {
  if (format.market !== 'UK') return null
  const vehicle = financeVehicle(car)
  if (!vehicle) return null
  return <FinanceCalculator vehicle={vehicle} organisation={car.siteName ?? siteDisplayName} />
}
