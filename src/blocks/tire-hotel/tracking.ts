/** The tire hotel's analytics, through the one dataLayer helper: a flow_interaction per view reached. */
import { pushToDataLayer } from '@/lib/tracking/data-layer'
import type { TireView } from './state'

const steps: Record<TireView, number> = {
  search: 1,
  login: 2,
  validate: 3,
  loggedIn: 4,
  booking: 5,
  confirmation: 6,
}

export function trackView(view: TireView): void {
  pushToDataLayer({
    event: 'flow_interaction',
    flow_name: 'tire_hotel',
    flow_step: steps[view],
    flow_step_name: view,
  })
}
