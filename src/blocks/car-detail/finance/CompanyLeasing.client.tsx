'use client'

import { useId, useState } from 'react'
import {
  chooseContractLength,
  chooseFirstTimeFee,
  chooseMileage,
  companyLeasingDisclaimer,
  companyLeasingFigures,
  contractLengths,
  firstTimeFeeRange,
  initialCompanyLeasingChoice,
  mileageOptions,
  type CompanyLeasingChoice,
  type CompanyLeasingOption,
} from '@/services/finance/calculators/company-leasing'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { LabelledSlider, RangeInput } from './RangeInput.client'
import { formatNumber, formatPrice } from '@/ui/vehicle/format'
import { useFormatSeed } from '@/ui/hydration/format-seed'

export type CompanyLeasingLabels = {
  heading: string
  mileage: string
  contractLength: string
  months: string
  firstTimeFee: string
  monthlyCost: string
  perMonth: string
  /** Company leasing is priced for businesses: its figures are excl. VAT (spec 02 §3 Company leasing option). */
  exclVat: string
  /** The unit the feed gives leasing mileage in: Swedish 'mil', Norwegian 'km'. */
  mileageUnit: string
}

/**
 * The company leasing calculator (spec 02 §5 "Company leasing"): one button per mileage (mil in Sweden),
 * contract length by 12 months, the first-time fee in whole percent (typed or slid) clamped to
 * the contract's bounds; the monthly cost and the disclaimer follow.
 */
export function CompanyLeasing({
  option,
  locale,
  currency,
  labels,
}: {
  option: CompanyLeasingOption
  locale: string
  currency: string
  labels: CompanyLeasingLabels
}) {
  const seed = useFormatSeed()
  const id = useId()
  const ref = useHydratedMarker<HTMLElement>()
  const [choice, setChoice] = useState<CompanyLeasingChoice>(() => initialCompanyLeasingChoice(option))
  const lengths = contractLengths(option, choice.mileage)
  const fee = firstTimeFeeRange(option, choice.mileage, choice.months)
  const figures = companyLeasingFigures(option, choice)
  const swedishDecimals = locale.startsWith('sv') || locale.startsWith('nb')

  return (
    <section ref={ref} aria-labelledby={`${id}-heading`} data-company-leasing className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {labels.heading}
      </h2>
      <div role="group" aria-label={labels.mileage} className="flex flex-wrap gap-2">
        {mileageOptions(option).map((mileage) => (
          <button
            key={mileage}
            type="button"
            aria-pressed={mileage === choice.mileage}
            onClick={() => setChoice(chooseMileage(option, choice, mileage))}
            className="min-h-11 rounded-full px-4 ring-1 ring-neutral-900 aria-pressed:bg-neutral-900 aria-pressed:text-white"
            data-leasing-mileage={mileage}
          >
            {`${formatNumber(mileage, locale)} ${labels.mileageUnit}`}
          </button>
        ))}
      </div>
      {lengths.min !== lengths.max ? (
        <LabelledSlider
          label={labels.contractLength}
          shown={`${choice.months} ${labels.months}`}
          name="leasing-contract-length"
          range={lengths}
          value={choice.months}
          onValue={(months) => setChoice(chooseContractLength(option, choice, months))}
        />
      ) : null}
      <RangeInput
        label={`${labels.firstTimeFee} (%)`}
        name="leasing-first-time-fee"
        range={fee}
        value={choice.feePercentage}
        valueText={(percentage) => `${percentage} %`}
        onValue={(value) => setChoice(chooseFirstTimeFee(option, choice, value))}
      />
      <p aria-live="polite">
        {labels.monthlyCost}:{' '}
        <strong
          data-leasing-monthly
        >{`${formatPrice(figures.monthlyCost, { locale, currency })} ${labels.perMonth}`}</strong>{' '}
        <span data-leasing-excl-vat>{labels.exclVat}</span>
      </p>
      {option.disclaimer ? (
        <p data-leasing-disclaimer className="text-sm text-neutral-700">
          {companyLeasingDisclaimer(option, choice, { decimalComma: swedishDecimals })}
        </p>
      ) : null}
      {seed()}
    </section>
  )
}
