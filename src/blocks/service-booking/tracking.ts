/** The flow's analytics (spec 03 §7), through the one dataLayer helper. */
import { pushToDataLayer } from '@/lib/tracking/data-layer'
import type { SelectedService } from './state'

const stepNames: Record<number, string> = {
  0: 'car_and_location',
  2: 'services',
  3: 'addons',
  4: 'workshop_and_time',
  5: 'confirmation',
}

/** The flow's two presentations: the service booking page and the mechanic-mate variant (spec 03 §2.3). */
export type BookingVariant = 'service' | 'mechmate'

/**
 * The flow step a state is reported as: the Swedish flow's steps 1 to 5 (state 0 is step 1), the
 * mechanic-mate variant's steps 1 to 6 (state n is step n + 1; state 1 is its brand check).
 */
export const flowStep = (state: number, variant: BookingVariant = 'service') =>
  variant === 'mechmate' ? state + 1 : state === 0 ? 1 : state

/** One flow_interaction per step the visitor reaches. */
export function trackStep(
  state: number,
  extra: Record<string, unknown> = {},
  variant: BookingVariant = 'service',
): void {
  pushToDataLayer({
    event: 'flow_interaction',
    flow_name: variant === 'mechmate' ? 'mechanic_mate' : 'service_booking',
    flow_step: flowStep(state, variant),
    flow_step_name: state === 1 ? 'brand_check' : (stepNames[state] ?? String(state)),
    ...extra,
  })
}

/**
 * The purchase event of a booking: SEK, its id, the services and their total (value 0 in the
 * mechanic-mate variant, spec 03 §7, §9).
 */
export function trackPurchase(
  id: string,
  services: Record<string, SelectedService>,
  variant: BookingVariant = 'service',
): void {
  const items = Object.entries(services).map(([code, service]) => ({
    item_id: code,
    item_name: service.name,
    item_category: service.category,
    item_variant: service.type,
    price: service.price ?? 0,
    quantity: 1,
  }))
  pushToDataLayer({
    event: 'purchase',
    ecommerce: {
      currency: 'SEK',
      transaction_id: id,
      value: variant === 'mechmate' ? 0 : items.reduce((sum, item) => sum + item.price, 0),
      items,
    },
  })
}
