import {
  financeSections,
  parseCompanyLeasingOption,
  privateLeasingOffer,
} from '@/services/finance/calculators'
import type { Dictionary } from '@/lib/i18n/dictionary'
import { translator } from '@/lib/i18n/dictionary'
import type { VehicleFormat } from '@/ui/vehicle/format'
import type { DetailCar } from '@/services/search/car/car'
import { CompanyLeasing } from './CompanyLeasing.lazy'
import { LoanCalculator } from './LoanCalculator.lazy'
import { loanCalculatorInput } from './loan-section'

const privateLineLabels = {
  monthlyCost: 'carDetailLoanMonthlyCost',
  months: 'carDetailLeasingContractLength',
  mileage: 'carDetailLeasingMileage',
  startFee: 'carDetailLeasingStartFee',
  invoiceFee: 'carDetailLeasingInvoiceFee',
} as const

/** The company leasing option the page's calculator runs, when the car shows one (spec 02 §2). */
export const shownCompanyLeasing = (car: DetailCar, record: Record<string, unknown>) =>
  financeSections(car).companyLeasing ? parseCompanyLeasingOption(record.car_company_leasing_option) : null

/**
 * The Swedish markets' finance sections, each only as spec 02 §2 allows: the loan calculator and
 * company leasing (islands, when the car has the option object) and private leasing (the offer
 * as data, server-rendered, empty lines left out). A car without them loads no island.
 */
export function FinanceSections({
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
  const sections = financeSections(car)
  const t = translator(dictionary)
  const company = shownCompanyLeasing(car, record)
  const offer = sections.privateLeasing ? privateLeasingOffer(record.car_private_leasing_option) : null
  const loan = loanCalculatorInput(car, record)
  return (
    <>
      {loan ? (
        <LoanCalculator
          option={loan.option}
          price={loan.price}
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
      ) : null}
      {company ? (
        <CompanyLeasing
          option={company}
          locale={format.locale}
          currency={format.currency}
          labels={{
            heading: t('carDetailCompanyLeasingMonthly'),
            mileage: t('carDetailLeasingMileage'),
            contractLength: t('carDetailLeasingContractLength'),
            months: t('carDetailLoanMonths'),
            firstTimeFee: t('carDetailLeasingFirstTimeFee'),
            monthlyCost: t('carDetailLoanMonthlyCost'),
            perMonth: t('perMonth'),
            exclVat: t('exclVat'),
            // The feed gives leasing mileage in the market's unit: mil in Sweden, km in Norway.
            mileageUnit: format.market === 'SE' ? 'mil' : 'km',
          }}
        />
      ) : null}
      {offer && offer.lines.length > 0 ? (
        <section data-private-leasing className="grid gap-2">
          <h2 className="text-xl font-semibold">{offer.title ?? t('carDetailPrivateLeasingMonthly')}</h2>
          {offer.salesText ? <p>{offer.salesText}</p> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {offer.lines.map((line) => (
              <div key={line.key} className="contents" data-private-leasing-line={line.key}>
                <dt>{t(privateLineLabels[line.key])}</dt>
                <dd className="font-semibold">{line.value}</dd>
              </div>
            ))}
          </dl>
          {offer.disclaimer ? <p className="text-sm text-neutral-700">{offer.disclaimer}</p> : null}
        </section>
      ) : null}
    </>
  )
}
