/** The detail page's tracking events (spec 02 §7 "Tracking events"), all through the one dataLayer helper. */
import { pushToDataLayer } from '@/lib/tracking/data-layer'

export function trackDisclosure(section: string, open: boolean): void {
  pushToDataLayer({
    event: 'disclosure_toggle',
    disclosure_name: section,
    disclosure_action: open ? 'open' : 'close',
  })
}

/** The page-impression event the product view waits for (our page view, spec 01 §7). */
export const pageImpressionEvents = ['page_impression', 'page_view'] as const

export function hasPageImpression(dataLayer: readonly unknown[] | undefined): boolean {
  return (dataLayer ?? []).some(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      (pageImpressionEvents as readonly unknown[]).includes((entry as { event?: unknown }).event),
  )
}

/** Loan slider events wait for this long a pause (spec 02 §4 "Other", §9)… */
export const loanSliderDebounceMs = 500
/** …and start only once the visitor has moved the sliders this many times (a few). */
export const loanSliderMinChanges = 3

export type LoanSliderChange = { months: number; downPayment: number }

export function trackLoanSlider(change: LoanSliderChange): void {
  pushToDataLayer({
    event: 'loan_calculator',
    loan_period: change.months,
    loan_down_payment: change.downPayment,
  })
}

/**
 * A function to call on every slider change: it sends the latest change once the sliders have
 * rested for 500 ms, and nothing until the visitor has made a few changes.
 */
export function loanSliderTracker(send: (change: LoanSliderChange) => void = trackLoanSlider) {
  let changes = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  return (change: LoanSliderChange) => {
    changes++
    if (changes < loanSliderMinChanges) return
    clearTimeout(timer)
    timer = setTimeout(() => send(change), loanSliderDebounceMs)
  }
}
