// The dealer-site blocks of the demo (spec 02 §2, spec 03 §2.7): the "Find us" page's facility list, a site
// selection on the service booking page and site teasers on the contact page.
import type { LanguageCode } from '@/lib/i18n/languages'
import { localisedSeedPath } from './shared'
import type { SeedBlock, SeedPageContext } from './types'

const siteTexts: Record<LanguageCode, { selection: string; teasers: string; allSites: string }> = {
  sv: { selection: 'Välj din verkstad', teasers: 'Våra anläggningar', allSites: 'Alla anläggningar' },
  nb: { selection: 'Velg ditt verksted', teasers: 'Våre anlegg', allSites: 'Alle anlegg' },
  en: { selection: 'Choose your workshop', teasers: 'Our dealers', allSites: 'All dealers' },
  'en-GB': { selection: 'Choose your workshop', teasers: 'Our dealers', allSites: 'All dealers' },
  fi: { selection: 'Valitse korjaamosi', teasers: 'Toimipisteemme', allSites: 'Kaikki toimipisteet' },
  sk: { selection: 'Vyberte si servis', teasers: 'Naše pobočky', allSites: 'Všetky pobočky' },
}

export const facilityList = (): SeedBlock =>
  ({
    blockType: 'facilityList',
    facets: ['site_city', 'site_department_groups'],
    showMap: true,
  }) as SeedBlock

export const siteSelection = (context: SeedPageContext): SeedBlock =>
  ({ blockType: 'siteSelection', title: siteTexts[context.language].selection }) as SeedBlock

export function siteTeasers(context: SeedPageContext): SeedBlock {
  const { site, language, paths } = context
  const texts = siteTexts[language]
  return {
    blockType: 'siteTeasers',
    title: texts.teasers,
    link: paths.findUs
      ? { label: texts.allSites, href: localisedSeedPath(site, language, paths.findUs) }
      : {},
  } as SeedBlock
}
