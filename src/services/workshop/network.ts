/**
 * The workshops a car can be booked at: the catalog's Workshop departments with the brands each is
 * authorised for, and the other brands each takes for general service as set in the admin.
 */
import 'server-only'
import type { Payload } from 'payload'
import { generalServiceOf } from './capacity'
import { groupCoverOf, workshopsOf, type BrandCover, type GeneralService, type Workshop } from './workshops'

/** The Swedish flow books the workshops of automotive SE's dealer sites (spec 03 §7). */
export const workshopSitesIndex = () => process.env.WORKSHOP_SITES_INDEX || 'sites_automotive-se'

/** The site whose workshops the flow books (its id and address), the first by id; null without one. */
export async function workshopSite(payload: Payload): Promise<{ id: number; url?: string | null } | null> {
  const sites = await payload.find({
    collection: 'sites',
    where: { 'catalog.siteIndex': { equals: workshopSitesIndex() } },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { url: true },
  })
  return sites.docs[0] ?? null
}

export type WorkshopNetwork = {
  workshops: Workshop[]
  general: Map<string, GeneralService>
  /** How the group takes a brand: authorised, general service only, or not at all. */
  coverOf: (brand: string) => BrandCover
}

export async function workshopNetwork(payload: Payload, sitesIndex: string): Promise<WorkshopNetwork> {
  const [workshops, general] = await Promise.all([workshopsOf(sitesIndex), generalServiceOf(payload)])
  return { workshops, general, coverOf: (brand) => groupCoverOf(workshops, general, brand) }
}
