/** The facility list's and site blocks' dictionary keys (seeded in src/seed/dictionary-sites.ts). */
import { translate, translator, type Dictionary } from '@/lib/i18n/dictionary'
import { fill } from '@/lib/i18n/fill'

export const facilityListTextKeys = [
  'facilityListSearchLabel',
  'facilityListSearchButton',
  'facilityListFacetAll',
  'facilityListCount',
  'facilityListMapLabel',
  'showMore',
  'facilityListEmpty',
  'facilityListError',
] as const
export type FacilityListTexts = Record<(typeof facilityListTextKeys)[number], string>

export function facilityListTexts(dictionary: Dictionary): FacilityListTexts {
  const t = translator(dictionary)
  return Object.fromEntries(facilityListTextKeys.map((key) => [key, t(key)])) as FacilityListTexts
}

/** A facet's label: `facilityFacet_site_city` and so on. */
export const facetLabelKey = (facet: string) => `facilityFacet_${facet}`

/**
 * The list's count: "Visar 48 av 120 anläggningar" while more are left to show; when all are
 * shown, the number alone in the language's plural ("1 anläggning", "9 anläggningar",
 * `facilityListAll_<plural category>`, `_other` where a language has no entry of its own).
 */
export function facilityCountText(
  dictionary: Dictionary,
  locale: string,
  shown: number,
  total: number,
): string {
  const number = new Intl.NumberFormat(locale)
  if (shown < total)
    return fill(translate(dictionary, 'facilityListCount'), {
      shown: number.format(shown),
      total: number.format(total),
    })
  const template =
    dictionary[`facilityListAll_${new Intl.PluralRules(locale).select(total)}`] ??
    translate(dictionary, 'facilityListAll_other')
  return fill(template, { total: number.format(total) })
}
