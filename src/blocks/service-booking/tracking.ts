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

/** One flow_interaction per step the visitor reaches. */
export function trackStep(state: number, extra: Record<string, unknown> = {}): void {
  pushToDataLayer({
    event: 'flow_interaction',
    flow_name: 'service_booking',
    flow_step: state === 0 ? 1 : state,
    flow_step_name: stepNames[state] ?? String(state),
    ...extra,
  })
}

/** The purchase event of a booking: SEK, its id, the services and their total. */
export function trackPurchase(id: string, services: Record<string, SelectedService>): void {
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
      value: items.reduce((sum, item) => sum + item.price, 0),
      items,
    },
  })
}
