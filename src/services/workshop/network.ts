/**
 * The workshops a car can be booked at: the catalog's Workshop departments with the brands each is
 * authorised for, and the other brands each takes for general service as set in the admin.
 */
import 'server-only'
import type { Payload } from 'payload'
import { capacitiesOf, generalServiceOf } from './capacity'
import {
  authorisedBrandNames,
  groupCoverOf,
  workshopsOf,
  type BrandCover,
  type GeneralService,
  type Workshop,
} from './workshops'

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

/**
 * The brands a workshop that takes bookings (one bay or more) is authorised for: the one source of
 * the brand check and the mechanic-mate logo list (decisions: Mechanic-mate variant), so a brand
 * whose only workshop takes no bookings is neither listed nor told it has one.
 */
export async function bookableBrands(payload: Payload, sitesIndex: string): Promise<string[]> {
  const workshops = await workshopsOf(sitesIndex)
  const capacities = await capacitiesOf(
    payload,
    workshops.map((workshop) => workshop.departmentId),
  )
  return authorisedBrandNames(
    workshops.filter((workshop) => (capacities.get(workshop.departmentId)?.bays ?? 0) > 0),
  )
}
