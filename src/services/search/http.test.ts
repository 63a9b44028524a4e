import { describe, expect, it } from 'vitest'
import { handleSearchHttp, importRecords, indexNameFor, searchOrThrow } from '.'
import { fixtureCars, withFreshCatalog, vehicles } from './test-fixtures'

const dealerSites = 'sites_carstore-se'
const staffed = {
  site_id: 'staffed-1',
  site_official_name: 'Carstore Solna',
  site_email: 'solna@carstore.example',
  site_departments: [
    {
      group: 'Workshop',
      email: 'verkstad.solna@carstore.example',
      users: [
        { first_name: 'Kim', last_name: 'Berg', email: 'kim.berg@carstore.example', phone: '070 111 22 33' },
      ],
    },
  ],
}

const seller = { name: 'Alex Lind', email: 'alex.lind@carstore.example', phone: '070 444 55 66' }
const sold = { ...fixtureCars[0], car_sellers: [seller] }

withFreshCatalog(async () => {
  await importRecords(vehicles, [sold, ...fixtureCars.slice(1)])
  await importRecords(dealerSites, [staffed])
})

const post = (body: unknown) => handleSearchHttp(typeof body === 'string' ? body : JSON.stringify(body))

describe('POST /api/search', () => {
  it('answers a valid request with the search result', async () => {
    const response = await post({
      index: vehicles,
      limit: 2,
      facets: ['car_fuel'],
      sort_name: 'car_price_desc',
      fields: ['car_id'],
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      content: [{ car_id: '7' }, { car_id: '2' }],
      total_items: 9,
      limit: 2,
      offset: 0,
    })
  })

  it("takes a limit up to the car list's largest first load, 48 × 21", async () => {
    const response = await post({ index: vehicles, limit: 1008, fields: ['car_id'] })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ limit: 1008, total_items: 9 })
  })

  it.each([
    ['malformed JSON', '{"index": ', /Malformed JSON/],
    ['a body that is not an object', '[1]', /Invalid search request/],
    ['an unknown index', { index: 'vehicles_unknown-site' }, /Unknown index "vehicles_unknown-site"/],
    ['an index of an unknown kind', { index: 'cars_automotive-se' }, /Unknown index "cars_automotive-se"/],
    [
      'an unknown field in fields',
      { index: vehicles, fields: ['car_id', 'car_wings'] },
      /Unknown field "car_wings" in fields/,
    ],
    [
      'an unknown filter field',
      { index: vehicles, filters: { car_wings: ['2'] } },
      /Unknown field "car_wings" in filters/,
    ],
    [
      'an unknown facet level',
      { index: vehicles, facets: ['car_brand>car_wings'] },
      /Unknown field "car_wings" in facets/,
    ],
    ['an unknown sort', { index: vehicles, sort_name: 'car_wings_asc' }, /Unknown sort_name "car_wings_asc"/],
    ['a limit of the wrong type', { index: vehicles, limit: '10' }, /limit/],
    ['a negative limit', { index: vehicles, limit: -1 }, /limit/],
    ['a huge limit', { index: vehicles, limit: 1_000_000 }, /limit/],
    ["a limit above the car list's largest first load (1,008)", { index: vehicles, limit: 1009 }, /limit/],
    ['an offset past the cap', { index: vehicles, offset: 20_000 }, /offset/],
    ['filter values that are not a list', { index: vehicles, filters: { car_brand: 'Volvo' } }, /filters/],
    [
      'a range with one value',
      { index: vehicles, filters: { car_price: [100_000] } },
      /car_price" is a range filter and takes exactly two values/,
    ],
    ['a range with text', { index: vehicles, filters: { car_price: ['cheap', 'dear'] } }, /takes numbers/],
    [
      'a boolean that is not one',
      { index: vehicles, filters: { caroftheweek: ['maybe'] } },
      /takes true or false/,
    ],
    ['an unknown request key', { index: vehicles, page: 2 }, /page/],
  ])('answers %s with 400 and a message', async (_case, body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect((response.body as { error: string }).error).toMatch(message)
  })
})

describe('the staff directory', () => {
  it('stays off answers sent to any caller; the departments keep their own addresses', async () => {
    const response = await post({ index: dealerSites, limit: 10 })
    expect(response.status).toBe(200)
    const text = JSON.stringify(response.body)
    expect(text).toContain('verkstad.solna@carstore.example')
    expect(text).not.toContain('kim.berg@carstore.example')
    expect(text).not.toContain('Berg')
    // The facility detail page, rendered on the server, still reads the staff it shows.
    const local = await searchOrThrow({ index: dealerSites, limit: 10 })
    expect(JSON.stringify(local)).toContain('kim.berg@carstore.example')
  })

  it("leaves the cars' sellers off answers sent to any caller; the car page still reads them", async () => {
    for (const fields of [undefined, ['car_id', 'car_sellers']]) {
      const response = await post({ index: vehicles, limit: 20, fields })
      expect(response.status).toBe(200)
      const cars = (response.body as { content: Array<Record<string, unknown>> }).content
      expect(cars.map((car) => car.car_id)).toContain(sold.car_id)
      expect(JSON.stringify(cars)).not.toContain(seller.email)
      expect(cars.some((car) => 'car_sellers' in car)).toBe(false)
    }
    const local = await searchOrThrow({ index: vehicles, limit: 20 })
    expect(local.content.find((car) => car.car_id === sold.car_id)?.car_sellers).toEqual([seller])
  })
})

describe('indexNameFor', () => {
  const demoSiteNames = ['automotive-se', 'automotive-uk', 'carstore-fi']

  it('names the indexes of a site', () => {
    expect(indexNameFor('carstore-fi', 'vehicles', demoSiteNames)).toBe('vehicles_carstore-fi')
    expect(indexNameFor('automotive-uk', 'sites', demoSiteNames)).toBe('sites_automotive-uk')
    expect(indexNameFor('automotive-se', 'kitvehicles', demoSiteNames)).toBe('kitvehicles_automotive-se')
  })

  it('refuses a site it does not know', () => {
    expect(() => indexNameFor('hedin-de', 'vehicles', demoSiteNames)).toThrow(
      'Unknown sitecoreSiteName: hedin-de',
    )
  })
})
