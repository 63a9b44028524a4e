import { describe, expect, it } from 'vitest'
import type { BodyCode } from '@/services/search'
import { brands, versionsIn, versionYears } from './brands'
import { fuelsNamed, implausibilities, lookUp } from './consistency'
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

describe('the technical data of the generated feed', () => {
  const cars = generateDemoFeeds({ asOf }).flatMap((feed) =>
    feed.index.startsWith('vehicles_') ? feed.records : [],
  )
  const kilograms = (car: Record<string, unknown>) =>
    Number(/^(\d+) kg$/.exec(String(car.car_service_weight))![1])
  const seconds = (car: Record<string, unknown>) =>
    Number(/^(\d+\.\d) s 0–(100 km\/h|62 mph)$/.exec(String(car.car_acceleration_text))![1])
  const electric = (car: Record<string, unknown>) => lookUp(car).version?.fuel === 'electric'
  const named = (brand: string, model: string, version: string) =>
    cars.filter((car) => car.car_brand === brand && car.car_model === model && car.car_version === version)

  it("weighs every car within its body's real-world range, and no SUV as little as a city car", () => {
    // Kerb weights with driver: from a Kia Picanto to an electric Sprinter.
    const ranges: Record<BodyCode, [number, number]> = {
      hatchback: [900, 2100],
      sedan: [1300, 2600],
      wagon: [1150, 2250],
      suv: [1150, 2800],
      coupe: [1350, 2450],
      convertible: [950, 1700],
      van: [1400, 3100],
      pickup: [1900, 2600],
    }
    const outside = cars.flatMap((car) => {
      const [lightest, heaviest] = ranges[lookUp(car).model!.body]
      const weight = kilograms(car)
      return weight < lightest || weight > heaviest
        ? [`${car.car_brand} ${car.car_model_text}: ${weight} kg`]
        : []
    })
    expect(outside).toEqual([])
    // A large or costly SUV (a Cayenne, an XC90, an X5) weighs what one does: not a hatchback's 1 300 kg.
    const light = cars.filter(
      (car) =>
        lookUp(car).model!.body === 'suv' && lookUp(car).model!.priceEur >= 60_000 && kilograms(car) < 1800,
    )
    expect(light.map((car) => `${car.car_model_text}: ${car.car_service_weight}`)).toEqual([])
  })

  it('weighs an electric car more than the combustion cars of its model', () => {
    for (const model of new Set(cars.filter(electric).map((car) => `${car.car_brand} ${car.car_model}`))) {
      const ofModel = cars.filter((car) => `${car.car_brand} ${car.car_model}` === model)
      const combustion = ofModel.filter((car) => !['electric', 'phev'].includes(lookUp(car).version!.fuel))
      if (!combustion.length) continue
      const heaviestCombustion = Math.max(...combustion.map(kilograms))
      expect(Math.min(...ofModel.filter(electric).map(kilograms)), model).toBeGreaterThan(heaviestCombustion)
    }
  })

  it('makes the heavier of two cars of the same power, drive and kind of motor accelerate slower', () => {
    const kindOf = (car: Record<string, unknown>) =>
      `${car.car_power} ${car.car_drive} ${electric(car) ? 'electric' : 'combustion'}`
    const groups = new Map<string, Record<string, unknown>[]>()
    for (const car of cars) groups.set(kindOf(car), [...(groups.get(kindOf(car)) ?? []), car])
    let compared = 0
    const quicker: string[] = []
    for (const group of groups.values())
      for (const heavy of group)
        for (const light of group)
          if (kilograms(heavy) >= kilograms(light) + 150) {
            compared++
            if (seconds(heavy) <= seconds(light))
              quicker.push(
                `${heavy.car_brand} ${heavy.car_model_text} (${heavy.car_service_weight}, ${seconds(heavy)} s) vs ${light.car_brand} ${light.car_model_text} (${light.car_service_weight}, ${seconds(light)} s)`,
              )
          }
    expect(compared).toBeGreaterThan(100)
    expect(quicker.slice(0, 5)).toEqual([])
  })

  it('gives the quick cars their pace and the small ones theirs, within what real cars do', () => {
    const pace = (brand: string, model: string, version: string) => {
      const found = named(brand, model, version)
      expect(found.length, `${brand} ${model} ${version}`).toBeGreaterThan(0)
      return found.map(seconds)
    }
    expect(Math.max(...pace('Tesla', 'Model S', 'Plaid'))).toBeLessThan(3)
    expect(Math.max(...pace('Porsche', '911', 'Turbo S'))).toBeLessThan(3)
    expect(Math.max(...pace('Porsche', 'Taycan', 'Turbo'))).toBeLessThan(3.5)
    expect(Math.min(...pace('Kia', 'Picanto', '1.0 MPi'))).toBeGreaterThan(10)
    expect(Math.min(...pace('Dacia', 'Sandero', 'SCe 65'))).toBeGreaterThan(10)
    expect(Math.min(...pace('Volkswagen', 'Polo', '1.0 MPI 80'))).toBeGreaterThan(10)
    // The same version (of the same power) is as quick in every car, and every car within 2 and 20 s.
    const paceOf = new Map<string, number>()
    for (const car of cars) {
      const version = `${car.car_brand} ${car.car_model_text} ${car.car_power}`
      expect(seconds(car), version).toBe(paceOf.get(version) ?? seconds(car))
      paceOf.set(version, seconds(car))
    }
    const all = cars.map(seconds)
    expect(Math.min(...all)).toBeGreaterThanOrEqual(2)
    expect(Math.max(...all)).toBeLessThanOrEqual(20)
  })
})
