import { inject } from 'vitest'
import { demoSiteNames } from '../../src/seed/catalog/markets'
import { siteOf } from '../detail/support'

export type Dealer = Record<string, unknown> & {
  site_id: string
  slug: string
  site_official_name: string
  website_city: string
  site_geocoord?: string
  site_departments: Array<{
    name: string
    group: string
    email: string
    brands: Array<{ brand_code: string; name: string }>
    openingschedule: { vacationdays: Array<{ vacationtitle: string; vacationstart: string }> }
  }>
}

async function search<T>(body: Record<string, unknown>): Promise<T[]> {
  const response = await fetch(`${inject('baseUrl')}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`search failed: ${response.status}`)
  return ((await response.json()) as { content: T[] }).content
}

/** A site's dealers in the list's order (website_sort_order), straight from the search service. */
export const dealersOf = (site: string) =>
  search<Dealer>({ index: `sites_${site}`, limit: 48, sort_name: 'website_sort_order_asc' })

/** The cars the facility page lists as its latest arrivals. */
/** The dealer's 12 cars published last, newest first, with their publish dates. */
export const latestArrivals = (site: string, siteId: string) =>
  search<{ car_id: string; car_publishdate: string }>({
    index: `vehicles_${site}`,
    filters: { car_site_id: [siteId] },
    fields: ['car_id', 'car_publishdate'],
    limit: 12,
    sort_name: 'car_publishdate_desc',
  })

export const facilityPath = (site: string, slug: string) => `${siteOf(site).pathToSiteDetail}/${slug}`

/** The demo sites that have a catalog (and so dealers and a facility page). */
export const catalogSites = demoSiteNames
