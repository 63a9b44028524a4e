import 'server-only'
import { pageMetadata } from '@/services/content/metadata'
import { localisedPath } from '@/lib/site/languages'
import type { BlockRoute } from '../route-types'
import { carListPath } from '@/services/search/list/list-route'

/**
 * The car list page (spec 02 §2): below it only a brand (and model) the catalog knows resolves;
 * such a path is titled by its names through the site's title template and is its own canonical
 * page.
 */
export const carListRoute: BlockRoute = {
  async resolve({ site, remainingSegments }) {
    return (await carListPath(site, remainingSegments)) ? { kind: 'found' } : { kind: 'notFound' }
  },
  async metadata({ site, language, page, segments, remainingSegments }) {
    const names = (await carListPath(site, remainingSegments))?.names ?? []
    if (names.length === 0) return null
    const canonicalURL = new URL(
      localisedPath(site, language.code, '/' + segments.join('/')),
      site.url,
    ).toString()
    return pageMetadata(
      site,
      language,
      { ...page, metaTitle: names.join(' '), canonicalURL },
      remainingSegments,
    )
  },
}
