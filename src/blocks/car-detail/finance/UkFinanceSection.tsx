import type { Dictionary } from '@/lib/i18n/dictionary'
import { translator } from '@/lib/i18n/dictionary'
import type { VehicleFormat } from '@/ui/vehicle/format'
import type { DetailCar } from '@/services/search/car/car'
import { FinanceCalculator } from './FinanceCalculator.lazy'
import { financeVehicle } from '@/services/finance/calculators/uk'
import { ukFinanceOpening } from './uk-opening'

/** The calculator's props for a car: on UK car pages with a price only (spec 02 §6). */
export function ukFinanceProps({
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
  return {
    vehicle,
    organisation: car.siteName ?? siteDisplayName,
    labels: {
      heading: t('ukFinanceHeading'),
      product: t('ukFinanceProduct'),
      months: t('carDetailLoanMonths'),
      miles: t('ukFinanceMiles'),
      apply: t('ukFinanceApply'),
      reserve: t('ukFinanceReserve'),
      partExchange: t('ukFinancePartExchange'),
      terms: t('ukFinanceTerms'),
    },
  }
}

/** The UK finance calculator, opened on the server with the car's default quote. */
export async function UkFinanceSection(input: Parameters<typeof ukFinanceProps>[0]) {
  const props = ukFinanceProps(input)
  if (!props) return null
  return <FinanceCalculator {...props} opening={await ukFinanceOpening(props.vehicle, props.organisation)} />
}
