'use client'

import { useId, useRef, useState, useSyncExternalStore } from 'react'
import {
  changeLoanPeriod,
  downPaymentRange,
  formatLoanParam,
  loanDisclaimer,
  loanFigures,
  loanPeriods,
  parseLoanParam,
  setDownPayment,
  type LoanChoice,
  type LoanOption,
} from '@/services/finance/calculators/loan'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { LabelledSlider, RangeInput } from './RangeInput.client'
import { formatDecimal, formatPrice } from '@/ui/vehicle/format'
import { useFormatSeed } from '@/ui/hydration/format-seed'
import { loanSliderTracker } from '../tracking'

export type LoanCalculatorLabels = {
  heading: string
  period: string
  months: string
  downPayment: string
  monthlyCost: string
  effectiveRate: string
  totalAmount: string
  perMonth: string
}

export const loanParam = 'loan'

const noSubscription = () => () => {}
const readLoanParam = () => new URL(window.location.href).searchParams.get(loanParam)

/**
 * The loan calculator (spec 02 §5 "Loan calculator"): the server renders the default figures;
 * in the browser the sliders and the typed down payment recompute them and keep the choice in
 * `?loan=months,down` so a shared link shows the same calculation.
 */
export function LoanCalculator({
  option,
  price,
  locale,
  currency,
  labels,
}: {
  option: LoanOption
  price: number
  locale: string
  currency: string
  labels: LoanCalculatorLabels
}) {
  const seed = useFormatSeed()
  const id = useId()
  const ref = useHydratedMarker<HTMLElement>()
  // The link's `?loan=` once in the browser (null while the server renders the defaults); the
  // visitor's own choice replaces it from the first move.
  const fromUrl = useSyncExternalStore(noSubscription, readLoanParam, () => null)
  const [chosen, setChosen] = useState<LoanChoice | null>(null)
  const choice = chosen ?? parseLoanParam(fromUrl, option, price)

  const track = useRef(loanSliderTracker())
  const choose = (next: LoanChoice) => {
    setChosen(next)
    track.current(next)
    const url = new URL(window.location.href)
    url.searchParams.set(loanParam, formatLoanParam(next))
    window.history.replaceState(window.history.state, '', url)
  }

  const money = (value: number) => formatPrice(value, { locale, currency }) ?? ''
  const periods = loanPeriods(option)
  const range = downPaymentRange(option, price, choice.months)
  const figures = loanFigures(option, price, choice)
  const swedishDecimals = locale.startsWith('sv') || locale.startsWith('nb')
  const disclaimer = loanDisclaimer(option, price, choice, {
    formatAmount: money,
    decimalComma: swedishDecimals,
  })
  const decimal = (value: number) => formatDecimal(value, locale, 2)

  return (
    <section ref={ref} aria-labelledby={`${id}-heading`} data-loan-calculator className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {labels.heading}
      </h2>
      {periods.showSlider ? (
        <LabelledSlider
          label={labels.period}
          shown={`${choice.months} ${labels.months}`}
          name="loan-period"
          range={periods}
          value={choice.months}
          onValue={(months) => choose(changeLoanPeriod(option, price, choice, months))}
        />
      ) : null}
      <RangeInput
        label={labels.downPayment}
        name="loan-down-payment"
        range={range}
        value={choice.downPayment}
        valueText={money}
        onValue={(value) => choose(setDownPayment(option, price, choice, value))}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" aria-live="polite">
        <dt>{labels.monthlyCost}</dt>
        <dd
          data-loan-monthly
          className="font-semibold"
        >{`${money(figures.monthlyCost)} ${labels.perMonth}`}</dd>
        <dt>{labels.effectiveRate}</dt>
        <dd data-loan-effective-rate>{`${decimal(figures.effectiveInterestRate)} %`}</dd>
        <dt>{labels.totalAmount}</dt>
        <dd data-loan-total>{money(figures.totalAmountToPay)}</dd>
      </dl>
      {disclaimer ? (
        <p data-loan-disclaimer className="text-sm text-neutral-700">
          {disclaimer}
        </p>
      ) : null}
      {seed()}
    </section>
  )
}
