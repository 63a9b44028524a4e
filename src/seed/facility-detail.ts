import type { SeedBlock } from './blocks/types'
import { facilityList } from './blocks/sites'
import type { DemoSite } from './sites'

/**
 * The "Find us" page of a demo site, a wildcard page at its pathToSiteDetail (spec 02 §2 Facility
 * detail page): on its own path the facility list shows (the detail block has no slug and stays
 * out); at {pathToSiteDetail}/{slug} the detail shows and the list steps aside. A missing dealer
 * redirects back to this page's path.
 */
export function facilityPageBlocks(site: DemoSite): SeedBlock[] {
  return [{ blockType: 'facilityDetail', siteListPath: site.pathToSiteDetail } as SeedBlock, facilityList()]
}
