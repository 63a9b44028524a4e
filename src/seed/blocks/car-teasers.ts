import type { LanguageCode } from '@/lib/i18n/languages'
import { generateDemoFeeds } from '../catalog/seed'
import type { SeedBlock } from './types'

const titles: Record<LanguageCode, { picked: string; newest: string }> = {
  sv: { picked: 'Utvalda bilar', newest: 'Nyinkomna bilar' },
  nb: { picked: 'Utvalgte biler', newest: 'Nylig innkommet' },
  en: { picked: 'Featured cars', newest: 'Just arrived' },
  'en-GB': { picked: 'Featured cars', newest: 'Just arrived' },
  fi: { picked: 'Valitut autot', newest: 'Juuri saapuneet' },
  sk: { picked: 'Vybrané autá', newest: 'Práve dorazili' },
}

let feeds: ReturnType<typeof generateDemoFeeds> | null = null

/**
 * Four used cars of the site's demo catalogue (generated as the catalog seed will, the same day),
 * listed out of their feed order so the page shows the given order is kept.
 */
function pickedIds(siteName: string): string {
  feeds ??= generateDemoFeeds()
  const cars = feeds.find((feed) => feed.index === `vehicles_${siteName}`)?.records ?? []
  const used = cars.filter((car) => car.car_is_sample === false)
  return [30, 5, 17, 2]
    .flatMap((position) => (used[position] ? [String(used[position].car_id)] : []))
    .join(',')
}

/** Car teasers of a vehicle site's home page (spec 03 §2.7): picked cars, and the newest in a carousel. */
export function carTeasers(siteName: string, language: LanguageCode, carListPath: string): SeedBlock[] {
  const text = titles[language]
  return [
    { blockType: 'carTeasers', title: text.picked, carIds: pickedIds(siteName) } as SeedBlock,
    {
      blockType: 'carTeasers',
      title: text.newest,
      numberOfCars: 8,
      sort: 'car_publishdate_desc',
      carousel: true,
      button: { label: text.newest, url: carListPath },
    } as SeedBlock,
  ]
}
