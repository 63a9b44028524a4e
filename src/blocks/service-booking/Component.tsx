import { headers } from 'next/headers'
import { mapStyleUrl } from '@/services/map/routes'
import { logger } from '@/lib/log/logger'
import { placesProvider } from '@/services/places'
import type { BlockComponent } from '../types'
import { prefillPosition } from './prefill'
import { ServiceBookingIsland } from './ServiceBooking.lazy'
import type { Place } from './state'

/** The place the page's `lat` and `lng` parameters name: the nearest Swedish town's name, their position. */
async function prefillPlace(search: string): Promise<Place | null> {
  const position = prefillPosition(new URLSearchParams(search))
  if (!position) return null
  const town = await placesProvider()
    .nearest(position)
    .catch((error: unknown) => {
      logger.warn({ code: 'BOOKING_PREFILL_FAILED', err: error }, 'prefill place lookup failed')
      return null
    })
  return {
    placeId: `position:${position.lat},${position.lng}`,
    name: town?.name ?? `${position.lat}, ${position.lng}`,
    region: town?.region ?? '',
    latitude: position.lat,
    longitude: position.lng,
  }
}

/**
 * Spec 03 §2.2 "Service booking flow (Swedish)". The server draws step 1 (prefilled from the
 * URL's lat and lng); the island runs the steps. Map code loads only at step 4.
 */
export const ServiceBooking: BlockComponent<'serviceBooking'> = async ({ block }) => {
  const search = (await headers()).get('x-original-search') ?? ''
  return (
    <section data-block="service-booking" className="mx-auto w-full max-w-screen-xl px-4 pt-6 pb-16">
      <ServiceBookingIsland
        prefill={await prefillPlace(search)}
        damageInspectionUrl={block.damageInspectionUrl}
        contactEmail={block.contactEmail}
        styleUrl={mapStyleUrl()}
      />
    </section>
  )
}
