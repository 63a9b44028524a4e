import { describe, expect, it } from 'vitest'
import { parseImageFile } from '@/services/search'
import { demoSites as sites } from '../sites'
import { carsInStock, demoSiteNames, demoSites, siteDomain } from './markets'
import { brandCodes, type Dealer } from './dealers'
import { generateDemoFeeds } from './seed'
import {
  chooseMileage,
  companyLeasingFigures,
  initialCompanyLeasingChoice,
  mileageOptions,
  parseCompanyLeasingOption,
} from '@/services/finance/calculators'

const asOf = new Date('2026-11-25T00:00:00Z')
const feeds = generateDemoFeeds({ asOf })
const byKind = (kind: string) => feeds.filter((feed) => feed.index.startsWith(`${kind}_`))
const records = (kind: string) => byKind(kind).flatMap((feed) => feed.records)

describe('demo catalogue', () => {
  it('is the same on every run', () => {
    expect(JSON.stringify(generateDemoFeeds({ asOf })[0].records.slice(0, 20))).toBe(
      JSON.stringify(feeds[0].records.slice(0, 20)),
    )
  })

  it('has the indexes of every demo site and the promised amounts', () => {
    expect(byKind('vehicles').map((feed) => feed.index.slice('vehicles_'.length))).toEqual(demoSiteNames)
    expect(records('vehicles').length).toBeGreaterThanOrEqual(5_000)
    expect(records('sites').length).toBeGreaterThanOrEqual(60)
    expect(byKind('kits').every((feed) => feed.records.length >= 500)).toBe(true)
  })

  it("claims on every site's home page the cars its car list shows, and none where it shows none", () => {
    for (const site of sites) {
      const own = byKind('vehicles').find((feed) => feed.index === `vehicles_${site.name}`)
      expect(carsInStock(site), site.name).toBe(own ? own.records.length : null)
    }
  })

  it('links every car to a dealer of its own site and prices it in the market currency', () => {
    const currencies: Record<string, string> = {
      'automotive-se': 'SEK',
      'automotive-no': 'NOK',
      'automotive-uk': 'GBP',
      'carstore-se': 'SEK',
      'carstore-no': 'NOK',
      'carstore-fi': 'EUR',
      'carstore-sk': 'EUR',
    }
    for (const site of demoSiteNames) {
      const dealers = new Set(
        feeds.find((feed) => feed.index === `sites_${site}`)!.records.map((dealer) => dealer.site_id),
      )
      const cars = feeds.find((feed) => feed.index === `vehicles_${site}`)!.records
      expect(
        cars.every(
          (car) => dealers.has(car.car_site_id as string) && car.car_price_currency === currencies[site],
        ),
      ).toBe(true)
      expect(cars.filter((car) => car.caroftheweek).length).toBeGreaterThanOrEqual(3)
    }
  })

  it('offers a new car only of a brand some dealer of its site sells new', () => {
    // A new car with no dealer selling it has nobody to send its contact form to.
    for (const site of demoSiteNames) {
      const dealers = feeds.find((feed) => feed.index === `sites_${site}`)!.records as {
        site_departments: { group: string; email: string; brands: { name: string }[] }[]
      }[]
      const soldNew = new Set(
        dealers.flatMap((dealer) =>
          dealer.site_departments
            .filter((department) => department.group === 'New cars' && department.email)
            .flatMap((department) => department.brands.map((brand) => brand.name)),
        ),
      )
      const cars = feeds.find((feed) => feed.index === `vehicles_${site}`)!.records
      const samples = cars.filter((car) => car.car_is_sample)
      expect(samples.filter((car) => !soldNew.has(car.car_brand as string)).map((car) => car.car_id)).toEqual(
        [],
      )
      if (site.startsWith('automotive')) expect(samples.length).toBeGreaterThan(20)
    }
  })

  it('keeps prices, campaigns, samples and links consistent', () => {
    const cars = records('vehicles')
    const ids = new Set(cars.map((car) => car.car_id))
    for (const car of cars) {
      expect(car.car_price as number).toBeGreaterThan(0)
      if (car.car_has_campaign_price)
        expect(car.car_price as number).toBeLessThan(car.car_retail_price as number)
      if (car.car_is_sample) expect(car.car_mileage).toBe(0)
      for (const link of car.linked_vehicles as { vehicle_id: string }[])
        expect(ids.has(link.vehicle_id)).toBe(true)
    }
    expect(cars.some((car) => car.car_is_sample && (car.linked_vehicles as unknown[]).length > 0)).toBe(true)
    expect(cars.some((car) => car.autos_on_show)).toBe(true)
  })

  it("states each car's company leasing as the calculator opens it, and prices each mileage differently", () => {
    const leased = records('vehicles').filter((car) => car.car_company_leasing_option)
    expect(leased.length).toBeGreaterThan(0)
    for (const car of leased) {
      const option = parseCompanyLeasingOption(car.car_company_leasing_option)!
      const opening = initialCompanyLeasingChoice(option)
      expect(car.car_companyleasing_monthly_cost).toBe(companyLeasingFigures(option, opening).monthlyCost)
      const costs = mileageOptions(option).map(
        (mileage) => companyLeasingFigures(option, chooseMileage(option, opening, mileage)).monthlyCost,
      )
      expect(costs).toEqual([...costs].sort((a, b) => a - b))
      expect(new Set(costs).size).toBe(costs.length)
    }
  })

  it('gives every car several images of its own body and colour', () => {
    for (const car of records('vehicles').slice(0, 500)) {
      const images = car.car_images as { original: string }[]
      expect(images.length).toBeGreaterThanOrEqual(3)
      const specs = images.map((image) => parseImageFile(image.original.split('/').pop()!))
      expect(specs.every((spec) => spec?.type === 'car')).toBe(true)
      const looks = new Set(specs.map((spec) => (spec?.type === 'car' ? `${spec.body}-${spec.color}` : '')))
      expect(looks.size).toBe(1) // every picture shows the same car, from several views
      expect(new Set(specs.map((spec) => (spec?.type === 'car' ? spec.view : 0))).size).toBe(images.length)
    }
  })

  it('writes British numbers, postcodes, mileages and dealer texts on the UK site', () => {
    const british = /^\+44 (20 7946 0\d{3}|1\d\d 49[68] 0\d{3}|1632 960\d{3}|7700 900\d{3})$/
    for (const dealer of feeds.find((feed) => feed.index === 'sites_automotive-uk')!.records as Dealer[]) {
      const phones = [
        dealer.site_phone,
        ...dealer.site_departments.flatMap((department) => [
          department.phone,
          ...department.users.map((user) => user.phone),
        ]),
      ]
      expect(phones.filter((phone) => !british.test(String(phone)))).toEqual([])
      expect(dealer.site_zip).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/)
    }
    for (const car of feeds.find((feed) => feed.index === 'vehicles_automotive-uk')!.records) {
      expect(car.car_description).not.toMatch(/Välskött|Fabriksny|\bbil\b/)
      if (car.car_is_used) expect(car.car_mileage_text).toMatch(/^\d{1,3}(,\d{3})* miles$/)
      expect(car.car_price_text).toMatch(/^£\d{1,3}(,\d{3})*$/)
    }
  })

  it('gives dealers departments, staff, schedules and coordinates', () => {
    for (const dealer of records('sites')) {
      const departments = dealer.site_departments as {
        group: string
        users: unknown[]
        openingschedule: { openinghours: unknown[] }
      }[]
      expect(departments.map((department) => department.group)).toEqual(
        expect.arrayContaining(['New cars', 'Used cars', 'Workshop']),
      )
      expect(
        departments.every(
          (department) => department.users.length > 0 && department.openingschedule.openinghours.length === 7,
        ),
      ).toBe(true)
      if (dealer.site_geocoord !== undefined) expect(dealer.site_geocoord).toMatch(/^-?\d+\.\d+,-?\d+\.\d+$/)
    }
    // One dealer, the Swedish automotive site's last, is not geocoded (the map's default position).
    expect(records('sites').filter((dealer) => dealer.site_geocoord === undefined)).toHaveLength(1)
  })

  it('keeps different hours at different dealers and departments: Saturdays for some sales, not all workshops', () => {
    type Hours = { openingschedule: { openinghours: { displayText: string }[] } }
    for (const feed of byKind('sites')) {
      const departments = (feed.records as Dealer[]).flatMap(
        (dealer) => dealer.site_departments as unknown as (Dealer['site_departments'][number] & Hours)[],
      )
      const weeks = (group: string) =>
        departments
          .filter((department) => department.group === group)
          .map((department) => department.openingschedule.openinghours.map((day) => day.displayText))
      const distinct = (group: string) => new Set(weeks(group).map((week) => week.join('|'))).size
      const closed = (text: string) => !/\d/.test(text)
      for (const group of ['Workshop', 'New cars', 'Used cars'])
        expect(distinct(group), feed.index).toBeGreaterThan(1)
      expect(new Set(weeks('Workshop').map((week) => week[0])).size, feed.index).toBeGreaterThan(1)
      expect(
        weeks('New cars').some((week) => !closed(week[5])),
        feed.index,
      ).toBe(true)
      expect(
        weeks('Workshop').some((week) => closed(week[5])),
        feed.index,
      ).toBe(true)
      if (feed.index !== 'sites_automotive-uk')
        expect(
          weeks('Workshop').some((week) => !closed(week[5])),
          feed.index,
        ).toBe(true)
    }
  })

  it('gives a workshop one phone number: its dealer’s, shown on the site cards beside it', () => {
    for (const dealer of records('sites') as Dealer[]) {
      const workshops = dealer.site_departments.filter((department) => department.group === 'Workshop')
      expect(workshops.length).toBeGreaterThan(0)
      for (const workshop of workshops) expect(workshop.phone, dealer.site_id).toBe(dealer.site_phone)
    }
  })

  it("writes every address a visitor is shown at the site's own domain, none at .example", () => {
    for (const site of demoSiteNames) {
      const domain = `@${siteDomain(site)}`
      const dealers = feeds.find((feed) => feed.index === `sites_${site}`)!.records as Dealer[]
      const cars = feeds.find((feed) => feed.index === `vehicles_${site}`)!.records
      const addresses = [
        ...dealers.flatMap((dealer) => [
          String(dealer.site_email),
          ...dealer.site_departments.flatMap((department) => [
            department.email,
            ...department.users.map((user) => user.email),
          ]),
        ]),
        ...cars.flatMap((car) => [
          String(car.car_site_leads_email),
          ...(car.car_sellers as { email: string }[]).map((seller) => seller.email),
        ]),
      ]
      expect(
        addresses.filter((address) => !address.endsWith(domain)),
        site,
      ).toEqual([])
    }
    expect(siteDomain('automotive-se')).toBe('automotive.se')
  })

  it('gives no two dealers of a market the same street address', () => {
    for (const market of new Set(demoSites.map((site) => site.market))) {
      const names = demoSites.filter((site) => site.market === market).map((site) => `sites_${site.name}`)
      const streets = byKind('sites')
        .filter((feed) => names.includes(feed.index))
        .flatMap((feed) => feed.records.map((dealer) => dealer.site_street))
      expect(new Set(streets).size).toBe(streets.length)
    }
  })

  it('gives every brand its own code, and no two brands of a dealer the same one', () => {
    const codes = Object.values(brandCodes)
    expect(new Set(codes).size).toBe(codes.length)
    for (const dealer of records('sites') as Dealer[])
      for (const department of dealer.site_departments) {
        const names = new Map<string, string>()
        for (const brand of department.brands) {
          expect(names.get(brand.brand_code) ?? brand.name).toBe(brand.name)
          names.set(brand.brand_code, brand.name)
        }
      }
  })

  it("dates the first dealer's vacation around the feed's day and the second's after it", () => {
    for (const feed of byKind('sites')) {
      const [first, second] = feed.records as Dealer[]
      const vacation = (dealer: Dealer) =>
        (
          dealer.site_departments[0] as unknown as {
            openingschedule: { vacationdays: { vacationstart: string; vacationend: string }[] }
          }
        ).openingschedule.vacationdays[0]
      const day = asOf.toISOString().slice(0, 10)
      expect(vacation(first).vacationstart <= day && day <= vacation(first).vacationend).toBe(true)
      expect(vacation(second).vacationstart > day).toBe(true)
    }
  })
})
