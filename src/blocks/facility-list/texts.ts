/** The facility list's and site blocks' dictionary keys (seeded in src/seed/dictionary-sites.ts). */
import { translator, type Dictionary } from '@/lib/i18n/dictionary'

export const facilityListTextKeys = [
  'facilityListSearchLabel',
  'facilityListSearchButton',
  'facilityListFacetAll',
  'facilityListCount',
  'facilityListMapLabel',
  'showMore',
  'noSearchResults',
  'carListError',
] as const
export type FacilityListTexts = Record<(typeof facilityListTextKeys)[number], string>

export function facilityListTexts(dictionary: Dictionary): FacilityListTexts {
  const t = translator(dictionary)
  return Object.fromEntries(facilityListTextKeys.map((key) => [key, t(key)])) as FacilityListTexts
}

/** A facet's label: `facilityFacet_site_city` and so on. */
export const facetLabelKey = (facet: string) => `facilityFacet_${facet}`
