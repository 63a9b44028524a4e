/** Spec 03 §2.7: the sites having a department of group Workshop, at most 100. Pure. */
import type { SearchRequest } from '@/services/search/contract'
import { facilityCardFields } from './card-fields'

export const siteSelectionLimit = 100
export const siteTeaserCount = 4

export function workshopSitesRequest(index: string): SearchRequest {
  return {
    index,
    fields: [...facilityCardFields],
    filters: { site_department_groups: ['Workshop'] },
    sort_name: 'website_sort_order_asc',
    limit: siteSelectionLimit,
  }
}

export function teaserSitesRequest(index: string): SearchRequest {
  return {
    index,
    fields: [...facilityCardFields],
    sort_name: 'website_sort_order_asc',
    limit: siteTeaserCount,
  }
}

/** The cities of the sites, each once, in alphabetical order of the page's language. */
export function citiesOf(sites: Array<{ city: string }>, locale: string): string[] {
  return [...new Set(sites.map((site) => site.city).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, locale),
  )
}
