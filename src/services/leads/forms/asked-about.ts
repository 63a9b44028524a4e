/**
 * What a lead asked about, as one short line for the desk's list ("Lead desk" in docs/decisions.md):
 * each form kind says it from its values and the catalog; these are the parts they share.
 */
import type { Site } from '@/cms/payload-types'
import { languageByCode } from '@/lib/i18n/languages'
import { currencyByMarket, type Market } from '@/ui/vehicle/format'
import type { AskedAbout, SiteFormat } from './types'

/** The stored line's most characters: a list cell and a page's line, not the whole request. */
export const askedAboutMax = 200

/** The site's figures: its first language's locale and its market's currency. */
export function siteFormat(site: Pick<Site, 'languages' | 'market'>): SiteFormat {
  const language = languageByCode(site.languages?.[0]?.language ?? '') ?? languageByCode('en')!
  return { locale: language.intlLocale, currency: currencyByMarket[(site.market ?? 'SE') as Market] }
}

/** The parts that are there, joined as one line of at most `askedAboutMax` characters. */
export function askedLine(parts: ReadonlyArray<string | null | undefined>, image: string | null = null) {
  const line = parts
    .map((part) => part?.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ')
  const askedAbout = line.length > askedAboutMax ? `${line.slice(0, askedAboutMax - 1)}…` : line
  return { askedAbout: askedAbout || null, askedAboutImage: image } satisfies AskedAbout
}
