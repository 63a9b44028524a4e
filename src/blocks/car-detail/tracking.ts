/** The detail page's tracking events (spec 02 §7 "Tracking events"), all through the one dataLayer helper. */
import { pushToDataLayer } from '@/lib/tracking/data-layer'

export function trackDisclosure(section: string, open: boolean): void {
  pushToDataLayer({
    event: 'disclosure_toggle',
    disclosure_name: section,
    disclosure_action: open ? 'open' : 'close',
  })
}

export function trackFormInteraction(formName: string, leadType: string): void {
  pushToDataLayer({
    event: 'form_interaction',
    lead_name: formName,
    lead_action: 'submit',
    lead_type: leadType,
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
