import { logger } from '@/lib/log/logger'
import { parseFacetMap } from '@/services/search/list/facet-map'
import { withValueLabels, type FacetValues, type ValueNode } from '@/services/search/list/phrase'
import { catalogValueLabels } from '@/lib/i18n/catalog-values'
import { translator } from '@/lib/i18n/dictionary'
import { localisedPath } from '@/lib/site/languages'
import { searchOrThrow, type FacetValue } from '@/services/search'
import type { BlockComponent } from '../types'
import { HeroSearch } from './HeroSearch.lazy'

/** Only the names travel to the browser, not the counts. */
const names = (nodes: FacetValue[]): ValueNode[] =>
  nodes.map((node) =>
    node.children.length ? { text: node.text, children: names(node.children) } : { text: node.text },
  )

/**
 * Spec 02 §2 car search hero: a heading, a text and the search box. The facet values the phrase
 * is matched against come from one limit-0 facets call; without them the box still searches by
 * keyphrase.
 */
export const CarSearchHero: BlockComponent<'carSearchHero'> = async ({ block, context }) => {
  const { site, language, dictionary } = context
  const facetMap = parseFacetMap(site.catalog?.facetMap)
  if (!facetMap) throw new Error('Facet map is not defined in CarList')
  const t = translator(dictionary)
  const valueFacets = facetMap.filter((facet) => !facet.isRange)
  let facets: FacetValues[] = []
  try {
    const response = await searchOrThrow({
      index: site.catalog?.vehicleIndex ?? '',
      facets: valueFacets.map((facet) => facet.name),
      limit: 0,
    })
    // A phrase may name a value by its label in the page's language ("estate suv").
    const labels = catalogValueLabels(dictionary)
    facets = response.facet.flatMap((facet) =>
      facet.type === 'value'
        ? [withValueLabels({ name: facet.name, values: names(facet.value) }, labels)]
        : [],
    )
  } catch (error) {
    logger.warn(
      { code: 'HERO_SEARCH_FACETS_FAILED', site: site.name, err: error },
      'hero search facets failed',
    )
  }
  const searchUrl = block.searchUrl || localisedPath(site, language.code, site.pathToCarList || '/')
  return (
    <section data-block="car-search-hero" className="bg-brand text-brand-contrast">
      <div className="mx-auto flex max-w-7xl flex-col items-start px-4 py-14 md:py-20">
        <h2 className="text-3xl md:text-5xl">{block.title}</h2>
        {block.text ? <p className="mt-3 max-w-2xl text-lg">{block.text}</p> : null}
        <HeroSearch
          searchUrl={searchUrl}
          facets={facets}
          facetMap={valueFacets}
          texts={{
            label: t('heroSearchLabel'),
            placeholder: t('heroSearchPlaceholder'),
            button: t('heroSearchButton'),
          }}
        />
      </div>
    </section>
  )
}
