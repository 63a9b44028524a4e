'use client'

import { useId } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { formatNumber, formatPrice } from '@/ui/vehicle/format'
import { useFormatSeed } from '@/ui/hydration/format-seed'
import { LabelledSlider } from './RangeInput.client'
import { FinanceQuote } from './FinanceQuote.client'
import { useFinanceQuote } from './useFinanceQuote'
import {
  financeErrorText,
  financeLoadingText,
  initialUkState,
  sliderFor,
  type FinanceVehicle,
  type UkFinanceOpening,
} from '@/services/finance/calculators/uk'

/** Whole pounds beside a slider; the quote's own lines carry the pence. */
const pounds = (value: number) => formatPrice(Math.round(value), { locale: 'en-GB', currency: 'GBP' }) ?? ''

export type FinanceCalculatorLabels = {
  heading: string
  product: string
  months: string
  miles: string
  apply: string
  reserve: string
  partExchange: string
  terms: string
}

/**
 * The UK finance calculator (spec 02 §4 "Finance calculator", §5, §7, §8): loading, error or a
 * quote. It opens with the server's figures when it has them (`opening`), and asks for its own
 * stored quote, whose reference the action links carry. Changing term, deposit, payment or
 * mileage re-quotes; the last moved of deposit and payment decides which is worked out. A quote
 * with an error hides the quote and says the service's message; a stored quote shows its terms.
 */
export function FinanceCalculator({
  vehicle,
  organisation,
  labels,
  opening,
}: {
  vehicle: FinanceVehicle
  organisation: string
  labels: FinanceCalculatorLabels
  opening?: UkFinanceOpening | null
}) {
  const seed = useFormatSeed()
  const id = useId()
  const ref = useHydratedMarker<HTMLElement>()
  const { status, state, terms, change } = useFinanceQuote({ vehicle, organisation, opening })

  if (status.kind === 'error')
    return (
      <section ref={ref} data-finance-calculator="error">
        <p>{financeErrorText}</p>
      </section>
    )
  if (status.kind === 'loading' || !state)
    return (
      <section ref={ref} data-finance-calculator="loading" role="status">
        {financeLoadingText}
      </section>
    )

  const { products, quote, refusal } = status
  const termsText = quote && terms?.QuoteReference === quote.quoteReference ? terms.TermsAndConditions : null
  const product = products.find((entry) => entry.FamilyKey === state.family) ?? products[0]
  return (
    <section
      ref={ref}
      aria-labelledby={`${id}-heading`}
      data-finance-calculator="loaded"
      className="grid gap-3"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {labels.heading}
      </h2>
      {products.length > 1 ? (
        <div role="group" aria-label={labels.product} className="flex flex-wrap gap-2">
          {products.map((entry) => (
            <button
              key={entry.FamilyKey}
              type="button"
              aria-pressed={entry.FamilyKey === state.family}
              onClick={() => change(initialUkState(entry))}
              className="min-h-11 rounded-full px-4 ring-1 ring-neutral-900 aria-pressed:bg-neutral-900 aria-pressed:text-white"
            >
              {entry.Name}
            </button>
          ))}
        </div>
      ) : null}
      {product.Term.Values.length > 1 ? (
        <LabelledSlider
          name="term"
          label={product.Term.Locale.DisplayValue}
          value={state.term}
          range={sliderFor(product.Term)}
          shown={`${state.term} ${labels.months}`}
          onValue={(term) => change({ ...state, term })}
        />
      ) : (
        // One term only: nothing to choose, stated as a fact (as the loan period, spec 02 §5).
        <p data-finance-term>
          {product.Term.Locale.DisplayValue}: <strong>{`${state.term} ${labels.months}`}</strong>
        </p>
      )}
      {(['deposit', 'payment'] as const).map((field) => {
        // Deposit and payment in pounds; moving one makes it the one the other is worked out from.
        const definition = field === 'deposit' ? product.Deposit : product.Payment
        return (
          <LabelledSlider
            key={field}
            name={field}
            label={definition.Locale.DisplayValue}
            value={state[field]}
            range={sliderFor(definition)}
            shown={pounds(state[field])}
            onValue={(value) => change({ ...state, [field]: value, lastMoved: field })}
          />
        )
      })}
      {product.AnnualMileage && state.annualMileage !== null ? (
        <LabelledSlider
          name="annual-mileage"
          label={product.AnnualMileage.Locale.DisplayValue}
          value={state.annualMileage}
          range={sliderFor(product.AnnualMileage)}
          shown={`${formatNumber(state.annualMileage, 'en-GB')} ${labels.miles}`}
          onValue={(annualMileage) => change({ ...state, annualMileage })}
        />
      ) : null}
      {refusal ? (
        <p role="alert" data-finance-refusal className="font-semibold">
          {refusal}
        </p>
      ) : null}
      {quote ? <FinanceQuote quote={quote} termsText={termsText} labels={labels} /> : null}
      {seed()}
    </section>
  )
}
