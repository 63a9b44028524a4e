'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type { FinanceProduct } from '@/services/finance/engine/present'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { formatNumber, formatPrice } from '@/ui/vehicle/format'
import { useFormatSeed } from '@/ui/hydration/format-seed'
import { LabelledSlider } from './RangeInput.client'
import {
  applyQuote,
  financeErrorText,
  financeLoadingText,
  initialUkState,
  legalPath,
  quoteRefusal,
  quoteRequest,
  type LegalAnswer,
  sliderFor,
  type FinanceVehicle,
  type QuoteAnswer,
  type ShownQuote,
  type UkCalculatorState,
  type UkFinanceOpening,
} from '@/services/finance/calculators/uk'

/** Slider moves re-quote once the visitor pauses, not on every pixel (each quote is stored). */
const requoteDelayMs = 400

type Status =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'loaded'; products: FinanceProduct[]; quote: ShownQuote | null; refusal?: string | null }

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

const post = <T,>(path: string, body: unknown) =>
  call<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

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
  const [status, setStatus] = useState<Status>(
    opening ? { kind: 'loaded', products: opening.products, quote: opening.quote } : { kind: 'loading' },
  )
  const [state, setState] = useState<UkCalculatorState | null>(opening?.state ?? null)
  // The stored quote's terms (spec 02 §7 legal), kept with the reference they belong to.
  const [terms, setTerms] = useState<LegalAnswer | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(0)

  const requote = (next: UkCalculatorState, products: FinanceProduct[]) => {
    const ticket = ++latest.current
    return post<QuoteAnswer>('/api/codeweaver/cfd', quoteRequest(vehicle, organisation, next))
      .then((answer) => {
        if (ticket !== latest.current) return // a later move is on its way
        const shown = applyQuote(next, answer)
        if (shown) setState(shown.state)
        setStatus({ kind: 'loaded', products, quote: shown, refusal: quoteRefusal(answer) })
        const reference = shown?.quoteReference
        // Terms that fail to load leave the quote as it is: it stands without them.
        if (reference)
          call<LegalAnswer>(legalPath(reference))
            .then((legal) => ticket === latest.current && setTerms(legal))
            .catch(() => undefined)
      })
      .catch(() => ticket === latest.current && setStatus({ kind: 'error' }))
  }

  useEffect(() => {
    if (opening) {
      void requote(opening.state, opening.products)
      return () => clearTimeout(timer.current)
    }
    post<{ Products: FinanceProduct[] }>('/api/codeweaver/default', {
      OrganisationIdentifier: organisation,
      Vehicle: vehicle,
    })
      .then(({ Products: products }) => {
        if (products.length === 0) return setStatus({ kind: 'error' })
        const first = initialUkState(products[0])
        setState(first)
        return requote(first, products)
      })
      .catch(() => setStatus({ kind: 'error' }))
    return () => clearTimeout(timer.current)
    // The vehicle and organisation are fixed for the page; load once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

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
  const change = (next: UkCalculatorState) => {
    setState(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void requote(next, products), requoteDelayMs)
  }
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
      {quote ? (
        <div data-finance-quote aria-live="polite" className="grid gap-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {quote.details.map((detail) => (
              <div key={detail.Key} className="contents" data-finance-detail={detail.Key}>
                <dt>{detail.Label}</dt>
                <dd className="font-semibold">{detail.DisplayValue}</dd>
              </div>
            ))}
          </dl>
          {quote.notifications.map((message) => (
            <p key={message} className="text-sm text-neutral-700">
              {message}
            </p>
          ))}
          {/* Links once the quote is stored: until then (the server's figures) they wait, in place. */}
          <p className="flex flex-wrap gap-2">
            <a
              href={quote.actions?.Apply}
              aria-disabled={quote.actions ? undefined : true}
              data-finance-apply
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast"
            >
              {labels.apply}
            </a>
            <a
              href={quote.actions?.Reserve}
              aria-disabled={quote.actions ? undefined : true}
              data-finance-reserve
              className="inline-flex min-h-11 items-center rounded-full px-5 ring-1 ring-neutral-900"
            >
              {labels.reserve}
            </a>
            <a
              href={quote.actions?.PartExchange}
              aria-disabled={quote.actions ? undefined : true}
              data-finance-part-exchange
              className="inline-flex min-h-11 items-center rounded-full px-5 ring-1 ring-neutral-900"
            >
              {labels.partExchange}
            </a>
          </p>
          {termsText ? (
            <section data-finance-terms aria-label={labels.terms} className="text-sm text-neutral-700">
              <h3 className="font-semibold">{labels.terms}</h3>
              <p>{termsText}</p>
            </section>
          ) : null}
        </div>
      ) : null}
      {seed()}
    </section>
  )
}
