import type { Dictionary } from '@/lib/i18n/dictionary'
import { translator } from '@/lib/i18n/dictionary'
import type { VehicleFormat } from '@/ui/vehicle/format'
import type { DetailCar } from '../car'
import { FinanceCalculator } from './FinanceCalculator.lazy'
import { financeVehicle } from './uk-calculator'

/** The UK finance calculator (spec 02 §6: the UK automotive site only) for a car with a price. */
export function UkFinanceSection({
  car,
  format,
  siteDisplayName,
  dictionary,
}: {
  car: DetailCar
  format: VehicleFormat
  siteDisplayName: string
  dictionary: Dictionary
}) {
  if (format.market !== 'UK') return null
  const vehicle = financeVehicle(car)
  if (!vehicle) return null
  const t = translator(dictionary)
  return (
    <FinanceCalculator
      vehicle={vehicle}
      organisation={car.siteName ?? siteDisplayName}
      labels={{
        heading: t('ukFinanceHeading'),
        product: t('ukFinanceProduct'),
        months: t('carDetailLoanMonths'),
        miles: t('ukFinanceMiles'),
        apply: t('ukFinanceApply'),
        reserve: t('ukFinanceReserve'),
        partExchange: t('ukFinancePartExchange'),
      }}
    />
  )
}
