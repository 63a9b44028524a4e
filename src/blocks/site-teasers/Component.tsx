import { logger } from '@/lib/log/logger'
import { searchOrThrow } from '@/services/search'
import { toFacilityCards } from '@/ui/facility/card-fields'
import { FacilityGrid } from '@/ui/facility/FacilityCard'
import { siteDetailPath, sitesIndex } from '@/ui/facility/site-context'
import { teaserSitesRequest } from '@/ui/facility/query'
import type { BlockComponent } from '../types'

/** Spec 03 §2.7 "Site teasers": four sites as cards, and a link to all of them when set. */
export const SiteTeasers: BlockComponent<'siteTeasers'> = async ({ block, context }) => {
  const index = sitesIndex(context)
  let sites
  try {
    sites = toFacilityCards((await searchOrThrow(teaserSitesRequest(index))).content)
  } catch (error) {
    // Teasers are an aside: without them the page reads on.
    logger.error({ code: 'SITE_TEASERS_FAILED', index, err: error }, 'site teasers search failed')
    return null
  }
  if (!sites.length) return null
  return (
    <section data-block="site-teasers" className="mx-auto w-full max-w-screen-2xl px-4 py-8">
      {block.title ? <h2 className="mb-4 text-2xl">{block.title}</h2> : null}
      <FacilityGrid sites={sites} detailPath={siteDetailPath(context)} />
      {block.link?.label && block.link.href ? (
        <p className="mt-4">
          <a className="font-semibold underline" href={block.link.href} data-site-teasers-link>
            {block.link.label}
          </a>
        </p>
      ) : null}
    </section>
  )
}
