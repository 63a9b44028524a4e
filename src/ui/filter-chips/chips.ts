import type { FilterChip } from './FilterChips'

/** A chip of one applied value (`value`), of a whole range (`value` null) or of the keyphrase (`facet` null). */
export type FacetChip = FilterChip & { facet: string | null; value: string | null }

/**
 * The chips of a list's filters, in the facets' order, then the keyphrase's: a range (exactly two
 * values) is one chip, every other selected value one each. Pure.
 */
export function facetChips(
  facets: readonly { name: string; isRange: boolean }[],
  filters: Readonly<Record<string, readonly string[]>>,
  keyphrase: string,
  texts: {
    range: (facet: string, values: readonly string[]) => string
    value: (facet: string, value: string) => string
  },
): FacetChip[] {
  const chips = facets.flatMap((facet): FacetChip[] => {
    const values = filters[facet.name] ?? []
    if (facet.isRange)
      return values.length === 2
        ? [{ key: facet.name, text: texts.range(facet.name, values), facet: facet.name, value: null }]
        : []
    return values.map((value) => ({
      key: `${facet.name}=${value}`,
      text: texts.value(facet.name, value),
      facet: facet.name,
      value,
    }))
  })
  if (keyphrase) chips.push({ key: 'keyphrase', text: `”${keyphrase}”`, facet: null, value: null })
  return chips
}
