import type { LanguageCode } from '@/lib/i18n/languages'
import type { SeedBlock } from './blocks/types'
import type { DemoSite } from './sites'
import { wildcardPage } from './wildcard-page'

const titles: Record<LanguageCode, string> = {
  sv: 'Anläggning',
  nb: 'Forhandler',
  en: 'Dealer',
  'en-GB': 'Dealer',
  fi: 'Toimipiste',
  sk: 'Predajňa',
}

/**
 * The facility detail page of a demo site: a wildcard page at pathToSiteDetail with the
 * facility-detail block, so the car detail's seller block links land (issue 16).
 */
export function facilityDetailPage(site: DemoSite, language: LanguageCode, paths: Record<string, string>) {
  const main: SeedBlock[] = [{ blockType: 'facilityDetail' } as SeedBlock]
  return wildcardPage(site.pathToSiteDetail, titles[language], main, paths)
}
