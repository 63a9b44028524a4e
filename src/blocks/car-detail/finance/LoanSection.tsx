import type { Dictionary } from '@/lib/i18n/dictionary'
import { translator } from '@/lib/i18n/dictionary'
import type { VehicleFormat } from '@/ui/vehicle/format'
import type { DetailCar } from '../car'
import { LoanCalculator } from './LoanCalculator.lazy'
import { loanCalculatorInput } from './loan-section'

/** The loan calculator of a car that has a loan option; nothing otherwise (no island loads). */
export function LoanSection({
  car,
  record,
  format,
  dictionary,
}: {
  car: DetailCar
  record: Record<string, unknown>
  format: VehicleFormat
  dictionary: Dictionary
}) {
  const input = loanCalculatorInput(car, record)
  if (!input) return null
  const t = translator(dictionary)
  return (
    <LoanCalculator
      option={input.option}
      price={input.price}
      locale={format.locale}
      currency={format.currency}
      labels={{
        heading: t('carDetailLoanHeading'),
        period: t('carDetailLoanPeriod'),
        months: t('carDetailLoanMonths'),
        downPayment: t('carDetailLoanDownPayment'),
        monthlyCost: t('carDetailLoanMonthlyCost'),
        effectiveRate: t('carDetailLoanEffectiveRate'),
        totalAmount: t('carDetailLoanTotalAmount'),
        perMonth: t('perMonth'),
      }}
    />
  )
}
