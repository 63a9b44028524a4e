/**
 * The dealers a Norwegian service request can go to (spec 03 §2.6, §5): the sites of the website's
 * sites index, with a Workshop department for cars; the motorcycle variant's one dealer by id. The
 * address is the catalog's (the Workshop department's, else the site's), never the browser's.
 */
import type { Site } from '@/cms/payload-types'
import { SearchInputError, searchOrThrow } from '@/services/search'

export type ServiceDealer = { id: string; name: string; city: string; email: string }

type Department = { group?: unknown; email?: unknown }
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function toDealer(record: Record<string, unknown>): ServiceDealer | null {
  const departments = Array.isArray(record.site_departments) ? (record.site_departments as Department[]) : []
  const workshop = departments.find((department) => department.group === 'Workshop')
  const email = text(workshop?.email) || text(record.site_email)
  const id = text(record.site_id)
  if (!id || !email) return null
  return { id, name: text(record.site_official_name) || id, city: text(record.site_city), email }
}

/**
 * Cars: the sites having a Workshop department (at most 100, the site selection's limit).
 * Motorcycles: the one dealer with the given id. Empty when the site has no sites index.
 */
export function serviceDealers(
  site: Pick<Site, 'catalog'>,
  variant: { typeMC: false } | { typeMC: true; dealerId: string },
): Promise<ServiceDealer[]> {
  return dealersWhere(
    site,
    variant.typeMC ? { site_id: [variant.dealerId] } : { site_department_groups: ['Workshop'] },
  )
}

async function dealersWhere(
  site: Pick<Site, 'catalog'>,
  filters: Record<string, string[]>,
): Promise<ServiceDealer[]> {
  const index = site.catalog?.siteIndex
  if (!index) return []
  try {
    const result = await searchOrThrow(
      {
        index,
        fields: ['site_id', 'site_official_name', 'site_city', 'site_email', 'site_departments'],
        filters,
        sort_name: 'website_sort_order_asc',
        limit: 100,
      },
      { cache: false },
    )
    return result.content.map(toDealer).filter((dealer): dealer is ServiceDealer => dealer !== null)
  } catch (error) {
    // An index nothing was imported into has no dealers. Other failures propagate.
    if (error instanceof SearchInputError) return []
    throw error
  }
}

/** The dealer a request names, from the catalog, or null when it is none of ours for that variant. */
export async function serviceDealer(
  site: Pick<Site, 'catalog'>,
  dealerId: string,
  typeMC: boolean,
): Promise<ServiceDealer | null> {
  const workshop: Record<string, string[]> = typeMC ? {} : { site_department_groups: ['Workshop'] }
  const dealers = await dealersWhere(site, { site_id: [dealerId], ...workshop })
  return dealers[0] ?? null
}
