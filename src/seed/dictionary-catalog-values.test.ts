import { describe, expect, it } from 'vitest'
import { catalogValueKey, catalogValueLabel, catalogValueLabels } from '@/lib/i18n/catalog-values'
import type { LanguageCode } from '@/lib/i18n/languages'
import { labels as vocabulary } from './catalog/vocabulary'
import { catalogValueDictionaryEntries as entries, conceptsOf } from './dictionary-catalog-values'

/** The seeded catalog-value labels as a page in one language reads them. */
const pageLabels = (language: LanguageCode) =>
  catalogValueLabels(
    Object.fromEntries(
      Object.entries(entries).flatMap(([key, values]) => (values[language] ? [[key, values[language]]] : [])),
    ),
  )

describe('seeded labels of the demo catalog values', () => {
  it('labels every value of every feed in English as the UK feed words it, and in other languages as theirs do', () => {
    const english = conceptsOf(vocabulary.UK)
    const en = pageLabels('en')
    for (const market of ['SE', 'NO', 'FI', 'SK'] as const) {
      for (const [field, concepts] of Object.entries(conceptsOf(vocabulary[market])))
        for (const [concept, value] of Object.entries(concepts))
          expect(catalogValueLabel(en, field, value)).toBe(english[field as keyof typeof english]![concept])
    }
    expect(catalogValueLabel(en, 'car_body', 'Stasjonsvogn')).toBe('Estate')
    expect(catalogValueLabel(en, 'car_color', 'Čierna')).toBe('Black')
    expect(catalogValueLabel(pageLabels('sk'), 'car_color', 'Hvit')).toBe('Biela')
    expect(catalogValueLabel(pageLabels('fi'), 'car_body', 'Stasjonsvogn')).toBe('Farmari')
  })

  it('has no entry where the language already writes the value so', () => {
    expect(entries[catalogValueKey('car_body', 'Stasjonsvogn')]).not.toHaveProperty('nb')
    expect(entries[catalogValueKey('car_color', 'Čierna')]).not.toHaveProperty('sk')
    expect(entries[catalogValueKey('car_fuel', 'Diesel')]).toBeUndefined()
  })
})
