// The kit catalogue (spec 03 §2.1) on every site's kits page, and the parts-kit vehicle selector that
// leads there from the service page.
import type { LanguageCode } from '@/lib/i18n/languages'
import type { SeedBlock, SeedPageContext } from './types'

export const kitCatalogue = (): SeedBlock => ({ blockType: 'kitCatalogue' }) as SeedBlock

const selectorTexts: Record<LanguageCode, { heading: string; text: string }> = {
  sv: {
    heading: 'Tillbehör till din bil',
    text: 'Välj märke, modell och årsmodell så visar vi tillbehören som passar.',
  },
  nb: {
    heading: 'Tilbehør til bilen din',
    text: 'Velg merke, modell og årsmodell, så viser vi tilbehøret som passer.',
  },
  en: {
    heading: 'Accessories for your car',
    text: 'Choose make, model and year and we show the accessories that fit.',
  },
  'en-GB': {
    heading: 'Accessories for your car',
    text: 'Choose make, model and year and we show the accessories that fit.',
  },
  fi: {
    heading: 'Lisävarusteet autoosi',
    text: 'Valitse merkki, malli ja vuosimalli, niin näytämme sopivat varusteet.',
  },
  sk: {
    heading: 'Príslušenstvo pre vaše auto',
    text: 'Vyberte značku, model a ročník a ukážeme vhodné príslušenstvo.',
  },
}

export const kitVehicleSelector = (context: SeedPageContext): SeedBlock[] =>
  context.paths.kits
    ? [
        {
          blockType: 'kitVehicleSelector',
          ...selectorTexts[context.language],
          cataloguePath: context.paths.kits,
        } as SeedBlock,
      ]
    : []
