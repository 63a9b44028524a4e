import type { LanguageCode } from '@/lib/i18n/languages'
import type { SeedBlock } from './blocks/types'
import type { DemoSite } from './sites'

const titles: Record<LanguageCode, string> = {
  sv: 'Bil',
  nb: 'Bil',
  en: 'Car',
  'en-GB': 'Car',
  fi: 'Auto',
  sk: 'Auto',
}

/**
 * The car detail page of a demo site: a wildcard page at pathToCarDetail (its parent is the
 * seeded page at the path above it), holding the car-detail block. Null when no seeded page sits
 * at that parent path in this language.
 */
export function carDetailPage(site: DemoSite, language: LanguageCode, paths: Record<string, string>) {
  const segments = site.pathToCarDetail.split('/').filter(Boolean)
  const slug = segments.pop()
  const parentPath = '/' + segments.join('/')
  const parentKey = Object.keys(paths).find((key) => paths[key] === parentPath) ?? null
  if (!slug || !parentKey) return null
  const main: SeedBlock[] = [{ blockType: 'carDetail', showSimilarCars: true } as SeedBlock]
  return { parentKey, slug, title: titles[language], main }
}
