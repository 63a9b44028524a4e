import { describe, expect, it } from 'vitest'
import type { LanguageCode } from '@/lib/i18n/languages'
import { generateDemoFeeds } from './catalog/seed'
import { demoSites } from './catalog/markets'
import { labels } from './catalog/vocabulary'
import { kitTextKeys, kitTextsOf } from '@/blocks/kit-catalogue/texts'
import { dictionaryEntries } from './dictionary'

/**
 * Every market in its own words (decisions: What a visitor sees): the texts of the Swedish,
 * Norwegian, Finnish and Slovak sites, from the CMS dictionary and from the demo feeds, hold no
 * English interface words.
 */
const localLanguages = { SE: 'sv', NO: 'nb', FI: 'fi', SK: 'sk' } as const satisfies Record<
  string,
  LanguageCode
>

/** Words the same in English and the local language: names, units, loanwords. */
const sameInBoth = new Set([
  'menu',
  'video',
  'e-mail',
  'vin',
  'send',
  'acceleration',
  'acceleration 0–100 km/h',
  'miles',
  'suv',
  'model',
])
/** Fields of the feeds that hold codes, never shown: a department's group and type. */
const codeFields = new Set(['group', 'department_type'])

const normalise = (text: string) => text.trim().toLowerCase()
const englishWords = (entries: Iterable<string>) =>
  new Set([...entries].map(normalise).filter((word) => word.length > 1 && !sameInBoth.has(word)))

/** A phrase of the English dictionary (two words or more) met inside a local text. */
const englishPhraseIn = (text: string, phrases: readonly string[]) =>
  phrases.find((phrase) => normalise(text).includes(phrase))

describe('every market in its own words', () => {
  const english = Object.values(dictionaryEntries).map((values) => normalise(values.en))
  const phrases = [...englishWords(english)].filter((phrase) => /\s/.test(phrase) && phrase.length > 8)

  it.each(Object.values(localLanguages))('the %s dictionary holds no English interface text', (language) => {
    const found: string[] = []
    for (const [key, values] of Object.entries(dictionaryEntries)) {
      const local = values[language]
      if (local === values.en && !sameInBoth.has(normalise(local))) found.push(`${key}: ${local}`)
      const phrase = englishPhraseIn(local, phrases)
      if (phrase && !normalise(values.en).includes(phrase)) found.push(`${key}: ${local} (${phrase})`)
    }
    expect(found).toEqual([])
  })

  it('speaks of kits in the kit catalogue and its vehicle selector, in every language', () => {
    for (const key of Object.values(kitTextKeys)) {
      expect(Object.keys(dictionaryEntries[key] ?? {}).sort(), key).toEqual(
        ['en', 'en-GB', 'fi', 'nb', 'sk', 'sv'].sort(),
      )
    }
    const swedish = Object.fromEntries(
      Object.entries(dictionaryEntries).map(([key, values]) => [key, values.sv]),
    )
    const texts = kitTextsOf(swedish)
    expect([texts.chooseCar, texts.progress, texts.cartCount]).toEqual([
      'Välj bil',
      'Visar {shown} av {total}',
      '{count} produkter i varukorgen',
    ])
    expect(texts.noResults).toMatch(/tillbehör/)
    expect(texts.listError).toMatch(/Tillbehören/)
  })

  const feeds = generateDemoFeeds({ vehiclesPerSite: 120, asOf: new Date('2026-11-25T00:00:00Z') })
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, field]) => (codeFields.has(key) ? [] : strings(field)))
          : []
  const ukWords = labels.UK
  const feedEnglish = englishWords([
    ...Object.values(ukWords.staffTitles).flat(),
    ...ukWords.vacations,
    ...Object.values(ukWords.departments),
  ])

  it.each(demoSites.filter((site) => site.market !== 'UK').map((site) => site.name))(
    "%s's dealer feed names staff, departments and opening hours in the market's language",
    (name) => {
      const dealers = feeds.find((feed) => feed.index === `sites_${name}`)!.records
      const found = strings(dealers).filter((text) => feedEnglish.has(normalise(text)))
      expect([...new Set(found)]).toEqual([])
    },
  )

  it("gives staff titles that fit each department, the head's first", () => {
    const dealers = feeds.find((feed) => feed.index === 'sites_carstore-fi')!.records
    const departments = dealers.flatMap(
      (dealer) => dealer.site_departments as Array<{ group: string; users: Array<{ title: string }> }>,
    )
    const workshop = departments.find((department) => department.group === 'Workshop')!
    expect(workshop.users[0].title).toBe('Korjaamopäällikkö')
    expect(
      new Set(departments.flatMap((department) => department.users.map((user) => user.title))).size,
    ).toBeGreaterThan(4)
  })

  it.each(['automotive-no', 'carstore-no'])(
    "%s's cars carry Norway's own finance texts, with leasing mileage in km",
    (name) => {
      const cars = feeds.find((feed) => feed.index === `vehicles_${name}`)!.records
      const finance = cars.flatMap((car) =>
        strings([car.car_loan_option, car.car_company_leasing_option, car.car_private_leasing_option]),
      )
      expect(finance.length).toBeGreaterThan(10)
      const swedish =
        /\b(mån|månader|ränta|kontantinsats|restvärde|moms|Företagsleasing|Beräknat|Priset|Övermil|mil\/år)\b/
      expect(finance.filter((text) => swedish.test(text))).toEqual([])
      const company = cars.find((car) => car.car_company_leasing_option)!.car_company_leasing_option as {
        disclaimer: string
        default_company_leasing_mileage: number
      }
      expect(company.disclaimer).toMatch(/^\{mileage\} km\/år/)
      expect(company.default_company_leasing_mileage).toBe(15_000)
    },
  )
})

describe("the UK's feed in British English and units", () => {
  const feeds = generateDemoFeeds({ vehiclesPerSite: 750, asOf: new Date('2026-11-25T00:00:00Z') })
  const cars = feeds.find((feed) => feed.index === 'vehicles_automotive-uk')!.records
  const models = new Set(cars.map((car) => `${car.car_brand} ${car.car_model}`))

  it('names models as British buyers know them', () => {
    expect(models).toContain('BMW 3 Series')
    expect(models).toContain('Mercedes-Benz C-Class')
    expect(models).toContain('Škoda Octavia Estate')
    expect([...models].filter((name) => /-serie|-Klass|Kombi/.test(name))).toEqual([])
  })

  it('gives 0–62 mph, mpg, miles/kWh and miles, never the metric figures', () => {
    const texts = cars.flatMap((car) =>
      [
        car.car_acceleration_text,
        car.car_fuel_consumption,
        car.car_wltp_electric_consumption,
        car.car_wltp_electric_range,
      ].filter((text): text is string => typeof text === 'string'),
    )
    expect(texts.filter((text) => /km/.test(text))).toEqual([])
    expect(texts.some((text) => / s 0–62 mph$/.test(text))).toBe(true)
    expect(texts.some((text) => /^\d+\.\d mpg$/.test(text))).toBe(true)
    expect(texts.some((text) => /^\d+\.\d miles\/kWh$/.test(text))).toBe(true)
  })
})
