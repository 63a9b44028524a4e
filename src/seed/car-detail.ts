import type { LanguageCode } from '@/lib/i18n/languages'
import type { SeedBlock } from './blocks/types'
import type { DemoSite } from './sites'
import { wildcardPage } from './wildcard-page'

const titles: Record<LanguageCode, string> = {
  sv: 'Bil',
  nb: 'Bil',
  en: 'Car',
  'en-GB': 'Car',
  fi: 'Auto',
  sk: 'Auto',
}

/** The car detail page of a demo site: a wildcard page at pathToCarDetail with the car-detail block. */
export function carDetailPage(site: DemoSite, language: LanguageCode, paths: Record<string, string>) {
  const main: SeedBlock[] = [{ blockType: 'carDetail', showSimilarCars: true } as SeedBlock]
  return wildcardPage(site.pathToCarDetail, titles[language], main, paths)
}
