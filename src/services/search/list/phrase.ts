/**
 * Spec 02 §4: a typed search phrase is split into words; words that match a facet value (or its
 * label in the page's language) become filters with their parent levels, the rest stays the
 * keyphrase. Multi-word values ('Land
 * Rover', 'Model 3') match as one. Pure; used by the list's search box and the hero search.
 */
import type { FacetMapEntry } from './facet-map'
import { addValue, type Filters } from './list-state'
import { foldText } from '@/services/search/query/text'
import { catalogValueLabel, type CatalogValueLabels } from '@/lib/i18n/catalog-values'

/**
 * A facet's values as a tree (the search response's `{text, children}` shape); `label` is what the
 * page calls a value when its language words it otherwise ("Estate" for "Stasjonsvogn").
 */
export type ValueNode = { text: string; label?: string; children?: ValueNode[] }
export type FacetValues = { name: string; values: ValueNode[] }

/** A facet's values with their labels in the page's language, so a typed label finds the value. */
export function withValueLabels(facet: FacetValues, labels: CatalogValueLabels): FacetValues {
  const fields = facet.name.split('>')
  const labelled = (nodes: readonly ValueNode[], level: number): ValueNode[] =>
    nodes.map((node) => {
      const label = catalogValueLabel(labels, fields[level] ?? '', node.text)
      return {
        text: node.text,
        ...(label !== node.text ? { label } : {}),
        ...(node.children?.length ? { children: labelled(node.children, level + 1) } : {}),
      }
    })
  return { name: facet.name, values: labelled(facet.values, 0) }
}

const longestValue = 4

function findPath(nodes: readonly ValueNode[], wanted: string, prefix: string[] = []): string[] | null {
  for (const node of nodes) {
    const path = [...prefix, node.text]
    if (node.text.toLowerCase() === wanted || node.label?.toLowerCase() === wanted) return path
    const below = node.children?.length ? findPath(node.children, wanted, path) : null
    if (below) return below
  }
  return null
}

export function splitPhrase(
  phrase: string,
  facets: readonly FacetValues[],
  facetMap: readonly FacetMapEntry[],
): { filters: Filters; keyphrase: string } {
  const words = phrase.trim().split(/\s+/).filter(Boolean)
  const searchable = facetMap.flatMap((entry) => {
    const facet = entry.isRange ? undefined : facets.find((candidate) => candidate.name === entry.name)
    return facet ? [facet] : []
  })
  const filters: Filters = {}
  const rest: string[] = []
  let index = 0
  while (index < words.length) {
    let matched = 0
    for (let length = Math.min(longestValue, words.length - index); length > 0 && !matched; length--) {
      const candidate = words
        .slice(index, index + length)
        .join(' ')
        .toLowerCase()
      for (const facet of searchable) {
        const path = findPath(facet.values, candidate)
        if (path) {
          filters[facet.name] = addValue(filters[facet.name] ?? [], path.join('>'))
          matched = length
          break
        }
      }
    }
    if (matched) index += matched
    else rest.push(words[index++])
  }
  return { filters, keyphrase: rest.join(' ') }
}

/** Merges filters from a phrase into existing ones (hierarchies keep their parents). */
export function mergeFilters(base: Filters, added: Filters): Filters {
  const out: Filters = { ...base }
  for (const [name, values] of Object.entries(added)) {
    out[name] = values.reduce((merged, value) => addValue(merged, value), out[name] ?? [])
  }
  return out
}

/**
 * The brand (and model) that one or two list-path segments name, matched case-insensitively
 * and with accents folded ("skoda" names "Škoda") against the brand facet's tree; null when a segment names nothing or there are more than two.
 */
export function resolvePathSegments(
  segments: readonly string[],
  tree: readonly ValueNode[],
): string[] | null {
  if (segments.length === 0) return []
  if (segments.length > 2) return null
  const named = (segment: string) => (node: ValueNode) => foldText(node.text) === foldText(segment)
  const brand = tree.find(named(segments[0]))
  if (!brand) return null
  if (segments.length === 1) return [brand.text]
  const model = brand.children?.find(named(segments[1]))
  return model ? [brand.text, `${brand.text}>${model.text}`] : null
}
