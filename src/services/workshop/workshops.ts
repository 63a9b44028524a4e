/**
 * The workshops: the Workshop departments of the dealer sites in the catalog (spec 03 §3
 * "Workshop"), with the brands each is authorised for, its opening schedule and coordinates, and
 * how a workshop takes a car's brand (authorised, or for general service as set in the admin).
 */
import type { HolidayMarket } from '@/lib/holidays'
import type { OpeningSchedule } from '@/lib/opening-hours'
import { searchOrThrow } from '@/services/search'
import { parseGeocoord } from '@/services/map/geocoord'
import { brandKey } from './brand-key'

export type Workshop = {
  departmentId: string
  siteId: string
  siteName: string
  address: string
  latitude: number | null
  longitude: number | null
  brands: string[]
  schedule: OpeningSchedule
  email: string | null
  phone: string | null
}

/** The Swedish flow's workshops keep Swedish time. */
export const workshopTimeZone = 'Europe/Stockholm'
/** …and Sweden's public holidays (src/lib/holidays). */
export const workshopMarket = 'SE' satisfies HolidayMarket

type Department = {
  group?: string
  erp_id?: string
  email?: string
  phone?: string
  brands?: Array<{ brand_code?: string; name?: string }>
  openingschedule?: OpeningSchedule
}

/**
 * The workshops read from one search answer. The search keeps its answer (the same object) until
 * the index is imported again or the answer expires, so the list is built once per answer and
 * every caller of that answer shares it: read it, never change it.
 */
const builtFrom = new WeakMap<object, Workshop[]>()

/** Spec 03 §2.7: sites with a Workshop department, at most 100. */
export async function workshopsOf(sitesIndex: string): Promise<Workshop[]> {
  const found = await searchOrThrow({
    index: sitesIndex,
    filters: { site_department_groups: ['Workshop'] },
    sort_name: 'website_sort_order_asc',
    limit: 100,
  })
  let workshops = builtFrom.get(found)
  if (!workshops) builtFrom.set(found, (workshops = workshopsIn(found.content)))
  return workshops
}

function workshopsIn(sites: Array<Record<string, unknown>>): Workshop[] {
  return sites.flatMap((site) => {
    const position = parseGeocoord(site.site_geocoord)
    const departments = (Array.isArray(site.site_departments) ? site.site_departments : []) as Department[]
    return departments
      .filter((department) => department.group === 'Workshop' && department.erp_id)
      .map((department) => ({
        departmentId: String(department.erp_id),
        siteId: String(site.site_id),
        siteName: String(site.site_official_name ?? ''),
        address: [site.site_street, [site.site_zip, site.site_city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        latitude: position?.lat ?? null,
        longitude: position?.lng ?? null,
        brands: (department.brands ?? [])
          .map((brand) => brand.name ?? brand.brand_code ?? '')
          .filter(Boolean),
        schedule: department.openingschedule ?? {},
        email: department.email ?? null,
        phone: department.phone ?? null,
      }))
  })
}

/**
 * The brands a workshop takes beyond those it is authorised for (decisions: Mechanic-mate variant),
 * as staff set them on its capacity in the admin: none, a list, or every brand.
 */
export type GeneralService = 'all' | string[]

/** How a workshop takes a car's brand: as its authorised workshop, for general service, or not. */
export type BrandCover = 'authorised' | 'general' | null

const sameBrand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The brands the workshops are authorised for, each once (the first spelling), in Swedish order. */
export function authorisedBrandNames(workshops: Workshop[]): string[] {
  const byKey = new Map<string, string>()
  for (const brand of workshops.flatMap((workshop) => workshop.brands))
    if (!byKey.has(brandKey(brand))) byKey.set(brandKey(brand), brand)
  return [...byKey.values()].sort(new Intl.Collator('sv').compare)
}

/** Whether the workshop is authorised for the car's brand. */
export const authorisedFor = (workshop: Workshop, brand: string) =>
  workshop.brands.some((name) => sameBrand(name, brand))

export function coverOf(workshop: Workshop, general: GeneralService | undefined, brand: string): BrandCover {
  if (authorisedFor(workshop, brand)) return 'authorised'
  if (general === 'all' || general?.some((name) => sameBrand(name, brand))) return 'general'
  return null
}

/**
 * How the group takes the brand: authorised when some workshop is, else general when some
 * workshop takes it for general service, else not at all (BrandNotSupported).
 */
export function groupCoverOf(
  workshops: Workshop[],
  general: Map<string, GeneralService>,
  brand: string,
): BrandCover {
  const covers = workshops.map((workshop) => coverOf(workshop, general.get(workshop.departmentId), brand))
  return covers.includes('authorised') ? 'authorised' : covers.includes('general') ? 'general' : null
}

/**
 * Whether the workshop takes the job: authorised for the car's brand, or taking it for general
 * service when no chosen offering is for authorised workshops only (the original service).
 */
export const takesJob = (
  workshop: Workshop,
  general: GeneralService | undefined,
  brand: string,
  services: Array<{ authorisedOnly?: boolean | null }>,
) => {
  const cover = coverOf(workshop, general, brand)
  return (
    cover === 'authorised' || (cover === 'general' && !services.some((service) => service.authorisedOnly))
  )
}
