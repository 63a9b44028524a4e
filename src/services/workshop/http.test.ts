import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearCache } from '@/lib/cache'
import { closeCatalogDatabases, importRecords, migrateCatalog } from '@/services/search'
import { seedWorkshopServices } from '@/seed/workshop/services'
import { createTestPayload } from '@/test/payload'

let payload: Payload
let cleanup: () => Promise<void>
let http: typeof import('./http')

const workshopDepartment = (erp: string, brands: string[]) => ({
  group: 'Workshop',
  erp_id: erp,
  brands: brands.map((name) => ({ brand_code: name.slice(0, 2).toUpperCase(), name })),
})

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  clearCache()
  await migrateCatalog()
  await importRecords('sites_automotive-se', [
    {
      site_id: 'automotive-se-1001',
      slug: 'automotive-stockholm',
      site_official_name: 'Automotive Stockholm',
      site_geocoord: '59.33,18.07',
      site_departments: [
        workshopDepartment('100.4502', ['Volvo', 'Land Rover']),
        { group: 'Parts', erp_id: '100.4503' },
      ],
    },
    {
      site_id: 'automotive-se-1002',
      slug: 'automotive-goteborg',
      site_official_name: 'Automotive Göteborg',
      // A site selling Kia without servicing it: Kia is no workshop brand.
      site_departments: [{ group: 'New cars', erp_id: '101.4500', brands: [{ name: 'Kia' }] }],
    },
  ])
  for (const vehicle of [
    {
      registrationNumber: 'ABC123',
      brand: 'Volvo',
      model: 'XC60',
      buildYear: 2021,
      hasServiceAgreement: true,
      region: 'Stockholms län',
    },
    { registrationNumber: 'KLA22E', brand: 'Kia', model: 'EV6', buildYear: 2023 },
  ])
    await payload.create({ collection: 'workshop-vehicles', data: vehicle, overrideAccess: true })
  await seedWorkshopServices(payload)
  http = await import('./http')
})
afterAll(async () => {
  await closeCatalogDatabases()
  await cleanup()
})

const body = async (response: Response) => ({ status: response.status, json: await response.json() })

describe('GET /api/mechmate/car/{reg}', () => {
  it('answers a serviced car whatever the case and spacing the visitor typed', async () => {
    expect(await body(await http.handleCarLookup('abc 123'))).toEqual({
      status: 200,
      json: {
        registrationNumber: 'ABC123',
        brand: 'Volvo',
        model: 'XC60',
        buildYear: 2021,
        hasServiceAgreement: true,
        region: 'Stockholms län',
        isSupported: true,
      },
    })
  })

  it('answers InvalidReg 400, VehicleNotFound 404 and an unserviced brand with its message', async () => {
    expect(await body(await http.handleCarLookup('AB12'))).toEqual({
      status: 400,
      json: {
        'Error Result': [
          {
            code: 'InvalidReg',
            message: 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
          },
        ],
      },
    })
    const missing = await body(await http.handleCarLookup('ZZZ999'))
    expect(missing.status).toBe(404)
    expect(missing.json['Error Result'][0].code).toBe('VehicleNotFound')
    const kia = await body(await http.handleCarLookup('KLA22E'))
    expect(kia.status).toBe(200)
    expect(kia.json).toMatchObject({ brand: 'Kia', isSupported: false })
    expect(kia.json['Error Result']).toEqual([
      { code: 'BrandNotSupported,Kia', message: 'Vi kan inte erbjuda service för bilar av märket Kia.' },
    ])
  })

  it('refuses a registry entry that is no Swedish plate', async () => {
    await expect(
      payload.create({
        collection: 'workshop-vehicles',
        data: { registrationNumber: 'QQQ111', brand: 'Volvo', model: 'V60', buildYear: 2020 },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/registration number/i)
    const stored = await payload.create({
      collection: 'workshop-vehicles',
      data: { registrationNumber: 'dkr 45a', brand: 'Volvo', model: 'V60', buildYear: 2020 },
      overrideAccess: true,
    })
    expect(stored.registrationNumber).toBe('DKR45A')
  })
})

describe('GET /api/mechmate/authorized-workshop/{brand}', () => {
  it('says whether any workshop is authorised for the brand, with hyphens for spaces', async () => {
    expect(await body(await http.handleAuthorizedWorkshop('volvo'))).toEqual({
      status: 200,
      json: { hasBrand: true },
    })
    expect(await body(await http.handleAuthorizedWorkshop('Land-Rover'))).toEqual({
      status: 200,
      json: { hasBrand: true },
    })
    expect(await body(await http.handleAuthorizedWorkshop('Kia'))).toEqual({
      status: 200,
      json: { hasBrand: false },
    })
    expect((await http.handleAuthorizedWorkshop(' ')).status).toBe(400)
  })
})

describe('GET /api/mechmate/services/{reg} and addons/{reg}', () => {
  it('lists the step-2 categories in order, the exclusive one marked, with median prices', async () => {
    const { status, json } = await body(
      await http.handleServices('ABC123', 'service', new URLSearchParams('lat=59.3&lng=18.1')),
    )
    expect(status).toBe(200)
    const categories = json.serviceOfferingCategories
    expect(categories.map((category: { name: string }) => category.name)).toEqual([
      'Service',
      'Hjul och däck',
      'Reparation och felsökning',
    ])
    expect(categories[0].selectionType).toBe('exclusive')
    expect(categories[1].selectionType).toBeUndefined()
    const original = categories[0].offerings.find(
      (offering: { code: string }) => offering.code === 'originalservice',
    )
    expect(original).toMatchObject({
      name: 'Originalservice',
      price: 3490,
      priceKnown: true,
      isAvailable: true,
    })
    const brakes = categories[2].offerings.find((offering: { code: string }) => offering.code === 'brakes')
    expect(brakes).toMatchObject({ price: null, priceKnown: false, notKnownPriceText: 'Pris efter kontroll' })
  })

  it('lists the add-ons apart, with a unit price', async () => {
    const { json } = await body(await http.handleServices('ABC123', 'addon', new URLSearchParams()))
    expect(json.serviceOfferingCategories).toHaveLength(1)
    const adblue = json.serviceOfferingCategories[0].offerings.find(
      (offering: { code: string }) => offering.code === 'adblue',
    )
    expect(adblue.unitPrice).toEqual({
      unit: 25,
      minimum: 5,
      maximum: 20,
      unitAbbreviation: 'l',
      postfix: 'kr/l',
    })
  })

  it('answers the car lookup errors and 400 for coordinates out of range', async () => {
    expect((await http.handleServices('AB12', 'service', new URLSearchParams())).status).toBe(400)
    expect((await http.handleServices('ZZZ999', 'service', new URLSearchParams())).status).toBe(404)
    const far = await body(await http.handleServices('ABC123', 'service', new URLSearchParams('lat=123')))
    expect(far).toMatchObject({ status: 400, json: { fields: { lat: expect.any(String) } } })
  })
})

describe('GET /api/mechmate/prices/{reg}/{mileage}/{departmentId}', () => {
  it('prices the chosen offerings at the workshop, the original service by mileage', async () => {
    const { status, json } = await body(
      await http.handlePrices(
        'ABC123',
        { mileage: '8400', departmentId: '100.4502' },
        new URLSearchParams('serviceOfferings=originalservice,wash,nosuchcode'),
      ),
    )
    expect(status).toBe(200)
    // 3,490 + 250 × 8.4 = 5,590; an unknown code is left out.
    expect(json.offers).toEqual(
      expect.arrayContaining([
        { code: 'originalservice', price: 5590 },
        { code: 'wash', price: 295 },
      ]),
    )
    expect(json.offers).toHaveLength(2)
  })

  it('answers 400 with field messages for a bad mileage or no offerings', async () => {
    const bad = await body(
      await http.handlePrices('ABC123', { mileage: '-3', departmentId: '100.4502' }, new URLSearchParams()),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.fields).sort()).toEqual(['mileage', 'serviceOfferings'])
  })
})
