/**
 * Dictionary labels for the demo catalog's enumerated values (decisions: What a visitor sees),
 * derived from the feed generator's own vocabulary so the two cannot drift: a value written by one
 * market's feed gets, in every other language, that language's word for the same thing. A language
 * whose word is the value itself gets no entry (the value is shown as it is). Drive (AWD, FWD, RWD)
 * is written the same in every market and needs none.
 */
import { catalogValueKey, type LabelledCatalogField } from '@/lib/i18n/catalog-values'
import type { LanguageCode } from '@/lib/i18n/languages'
import { labels as vocabulary } from './catalog/vocabulary'
import type { MarketCode } from './catalog/markets'

/** Whose words a page in each language reads: English pages speak the UK feed's English. */
const vocabularyOfLanguage: Record<LanguageCode, MarketCode> = {
  sv: 'SE',
  nb: 'NO',
  en: 'UK',
  'en-GB': 'UK',
  fi: 'FI',
  sk: 'SK',
}

type Words = (typeof vocabulary)[MarketCode]

/** Each labelled field's words in one market's feed, by concept. */
export function conceptsOf(words: Words): Partial<Record<LabelledCatalogField, Record<string, string>>> {
  const [manual, automatic] = words.gearbox
  const [fresh, used] = words.condition
  return {
    car_body: words.body,
    car_fuel: words.fuel,
    car_color: words.color,
    car_gearbox: { manual, automatic },
    car_condition: { fresh, used },
  }
}

export type CatalogValueEntries = Record<string, Partial<Record<LanguageCode, string>>>

export function catalogValueEntries(): CatalogValueEntries {
  const entries: CatalogValueEntries = {}
  const conceptOfKey = new Map<string, string>()
  const languages = Object.keys(vocabularyOfLanguage) as LanguageCode[]
  for (const market of Object.keys(vocabulary) as MarketCode[]) {
    for (const [field, concepts] of Object.entries(conceptsOf(vocabulary[market]))) {
      for (const [concept, value] of Object.entries(concepts)) {
        const key = catalogValueKey(field, value)
        // One value meaning two things in two markets' feeds could not have one label.
        const known = conceptOfKey.get(key)
        if (known !== undefined && known !== concept)
          throw new Error(`${key} is both ${known} and ${concept}`)
        conceptOfKey.set(key, concept)
        for (const language of languages) {
          const words = conceptsOf(vocabulary[vocabularyOfLanguage[language]])
          const label = words[field as LabelledCatalogField]![concept]
          if (label !== value) (entries[key] ??= {})[language] = label
        }
      }
    }
  }
  return entries
}

export const catalogValueDictionaryEntries: CatalogValueEntries = catalogValueEntries()
