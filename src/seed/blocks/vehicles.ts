import type { SeedBlock } from './types'

/** The facets of every vehicle site's car list and hero search, in display order (label keys). */
export const demoFacetMap: Record<string, string> = {
  'car_brand>car_model': 'facetBrandModel',
  car_body: 'facetBody',
  car_fuel: 'facetFuel',
  car_price: 'facetPrice',
  car_mileage: 'facetMileage',
  car_year: 'facetYear',
  car_gearbox: 'facetGearbox',
  car_drive: 'facetDrive',
  car_color: 'facetColor',
  car_site_city: 'facetCity',
  // The facility page's latest arrivals link to the list filtered by its town and name (spec 02 §2
  // Facility detail page).
  car_site_name: 'facetSite',
}

/** Sort names; the first is the default. */
export const demoSortOptions = [
  'car_publishdate_desc',
  'car_price_asc',
  'car_price_desc',
  'car_mileage_asc',
  'car_year_desc',
]

export const carList = (): SeedBlock => ({ blockType: 'carList' }) as SeedBlock

const heroTexts: Record<string, { title: string; text: string }> = {
  sv: {
    title: 'Hitta din nästa bil',
    text: 'Skriv märke, modell eller drivmedel – vi visar bilarna som passar.',
  },
  nb: {
    title: 'Finn din neste bil',
    text: 'Skriv merke, modell eller drivstoff – vi viser bilene som passer.',
  },
  en: {
    title: 'Find your next car',
    text: 'Type a make, model or fuel and we will show the cars that match.',
  },
  'en-GB': {
    title: 'Find your next car',
    text: 'Type a make, model or fuel and we will show the cars that match.',
  },
  fi: {
    title: 'Löydä seuraava autosi',
    text: 'Kirjoita merkki, malli tai käyttövoima – näytämme sopivat autot.',
  },
  sk: {
    title: 'Nájdite svoje ďalšie auto',
    text: 'Zadajte značku, model alebo palivo a ukážeme vám vhodné autá.',
  },
}

export const carSearchHero = (language: string, searchUrl: string): SeedBlock =>
  ({ blockType: 'carSearchHero', ...(heroTexts[language] ?? heroTexts.en), searchUrl }) as SeedBlock

export const carOfTheWeek = (): SeedBlock => ({ blockType: 'carOfTheWeek' }) as SeedBlock
