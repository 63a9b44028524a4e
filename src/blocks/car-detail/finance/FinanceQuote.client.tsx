'use client'

import type { ShownQuote } from '@/services/finance/calculators/uk'
import type { FinanceCalculatorLabels } from './FinanceCalculator.client'

/**
 * A UK finance quote (spec 02 §4, §7): its figures and notes, the Apply, Reserve and Part
 * exchange links, and the stored quote's terms.
 */
export function FinanceQuote({
  quote,
  termsText,
  labels,
}: {
  quote: ShownQuote
  termsText: string | null
  labels: Pick<FinanceCalculatorLabels, 'apply' | 'reserve' | 'partExchange' | 'terms'>
}) {
  return (
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
  )
}
