import { describe, expect, it } from 'vitest'
import { brands, versionsIn, versionYears } from './brands'
import { fuelsNamed, implausibilities } from './consistency'
import { demoSites } from './markets'
import { registrationPlate, ukAgeIdentifier } from './plates'
import { seeded } from './random'
import { generateDemoFeeds } from './seed'

const asOf = new Date('2026-11-25T00:00:00Z')

function problemsOf(feeds: ReturnType<typeof generateDemoFeeds>, day: Date): string[] {
  return demoSites.flatMap((site) =>
    feeds
      .find((feed) => feed.index === `vehicles_${site.name}`)!
      .records.flatMap((car) => implausibilities(car, site.market, day)),
  )
}

describe('the brand and model table', () => {
  it('names no version that contradicts its fuel, and no model after its brand', () => {
    for (const brand of brands)
      for (const model of brand.models) {
        expect(model.model.toLowerCase().startsWith(brand.brand.toLowerCase()), model.model).toBe(false)
        for (const version of model.versions) {
          const named = fuelsNamed(version.name)
          if (named) expect(named, `${brand.brand} ${model.model} ${version.name}`).toContain(version.fuel)
          const battery = version.fuel === 'electric' || version.fuel === 'phev'
          expect(Boolean(version.battery && version.range), `${model.model} ${version.name}`).toBe(battery)
        }
      }
  })

  it('has a version for every year a model was sold, none before the model came out', () => {
    for (const brand of brands)
      for (const model of brand.models) {
        for (let year = model.launched; year <= (model.ended ?? 2026); year++)
          expect(versionsIn(model, year).length, `${brand.brand} ${model.model} ${year}`).toBeGreaterThan(0)
        for (const version of model.versions)
          expect(versionYears(model, version)[0]).toBeGreaterThanOrEqual(model.launched)
      }
  })
})

describe('the generated demo feed', () => {
  it('has no contradictions, future registrations or cars older than their model', () => {
    expect(problemsOf(generateDemoFeeds({ asOf }), asOf)).toEqual([])
  })

  it.each(['2026-01-01', '2026-03-01', '2027-06-30', '2031-09-15'])(
    'is as believable when generated on %s',
    (day) => {
      const date = new Date(`${day}T00:00:00Z`)
      const feeds = generateDemoFeeds({ asOf: date, vehiclesPerSite: 250 })
      expect(problemsOf(feeds, date)).toEqual([])
      const cars = feeds.filter((feed) => feed.index.startsWith('vehicles_')).flatMap((feed) => feed.records)
      expect(cars.some((car) => car.car_year === date.getUTCFullYear() && !car.car_is_sample)).toBe(true)
    },
  )

  it('offers cars of this year back to ten years ago, of every body', () => {
    const cars = generateDemoFeeds({ asOf }).flatMap((feed) =>
      feed.index.startsWith('vehicles_') ? feed.records : [],
    )
    const years = new Set(cars.map((car) => car.car_year))
    expect(Math.min(...(years as Set<number>))).toBeLessThanOrEqual(2017)
    expect(years.has(2026)).toBe(true)
    expect(new Set(cars.map((car) => car.car_body)).size).toBeGreaterThanOrEqual(8)
  })

  it('dates British plates by the DVLA age identifier', () => {
    expect(ukAgeIdentifier(new Date('2024-03-01'))).toBe('24')
    expect(ukAgeIdentifier(new Date('2024-08-31'))).toBe('24')
    expect(ukAgeIdentifier(new Date('2024-09-01'))).toBe('74')
    expect(ukAgeIdentifier(new Date('2025-02-28'))).toBe('74')
    expect(ukAgeIdentifier(new Date('2021-01-15'))).toBe('70')
    expect(ukAgeIdentifier(new Date('2009-10-01'))).toBe('59')
    expect(registrationPlate(seeded(1), 'UK', new Date('2019-05-20'), 'Manchester')).toMatch(
      /^M[A-HJ-PR-Y]19 [A-HJ-PR-Z]{3}$/,
    )
  })
})
