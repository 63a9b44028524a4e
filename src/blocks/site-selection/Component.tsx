import { logger } from '@/lib/log/logger'
import { translator } from '@/lib/i18n/dictionary'
import { searchOrThrow } from '@/services/search'
import { ListStatus } from '@/ui/list-status/ListStatus'
import { toFacilityCards } from '@/ui/facility/card-fields'
import { FacilityCard } from '@/ui/facility/FacilityCard'
import { siteDetailPath, sitesIndex } from '@/ui/facility/site-context'
import type { BlockComponent } from '../types'
import { citiesOf, workshopSitesRequest } from '@/ui/facility/query'
import { SiteFilterIsland } from './SiteSelection.lazy'

/** Spec 03 §2.7 "Site selection": the workshop sites as cards, filtered by city in the browser. */
export const SiteSelection: BlockComponent<'siteSelection'> = async ({ block, context }) => {
  const t = translator(context.dictionary)
  const index = sitesIndex(context)
  let sites
  try {
    sites = toFacilityCards((await searchOrThrow(workshopSitesRequest(index))).content)
  } catch (error) {
    logger.error({ code: 'SITE_SELECTION_FAILED', index, err: error }, 'site selection search failed')
    return (
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <ListStatus status="error" texts={{ carListError: t('carListError'), noSearchResults: '' }} />
      </div>
    )
  }
  const detailPath = siteDetailPath(context, context.dictionary.siteSelectionDetailPath)
  return (
    <section data-block="site-selection" className="mx-auto w-full max-w-screen-2xl px-4 py-8">
      {block.title ? <h2 className="mb-4 text-2xl">{block.title}</h2> : null}
      <SiteFilterIsland
        cities={citiesOf(sites, context.language.code)}
        texts={{ label: t('siteSelectionFilterLabel'), all: t('facilityListFacetAll') }}
        items={sites.map((site) => ({
          key: site.id,
          city: site.city,
          card: <FacilityCard site={site} detailPath={detailPath} />,
        }))}
      />
    </section>
  )
}
