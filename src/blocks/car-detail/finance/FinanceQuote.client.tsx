'use client'

import type { ReactNode } from 'react'
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
        <QuoteLink href={quote.actions?.Apply} marker="data-finance-apply" primary>
          {labels.apply}
        </QuoteLink>
        <QuoteLink href={quote.actions?.Reserve} marker="data-finance-reserve">
          {labels.reserve}
        </QuoteLink>
        <QuoteLink href={quote.actions?.PartExchange} marker="data-finance-part-exchange">
          {labels.partExchange}
        </QuoteLink>
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

/** One of the quote's links: in place but marked disabled, without an address, until it is stored. */
function QuoteLink({
  href,
  marker,
  primary = false,
  children,
}: {
  href: string | undefined
  /** The data attribute the browser tests find the link by. */
  marker: `data-finance-${string}`
  primary?: boolean
  children: ReactNode
}) {
  return (
    <a
      href={href}
      aria-disabled={href === undefined ? true : undefined}
      {...{ [marker]: true }}
      className={`inline-flex min-h-11 items-center rounded-full px-5 ${primary ? 'bg-brand font-semibold text-brand-contrast' : 'ring-1 ring-neutral-900'}`}
    >
      {children}
    </a>
  )
}
