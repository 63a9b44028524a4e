import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCatalogDatabases, importRecords, migrateCatalog, setCatalogDatabase } from '@/services/search'
import { createTestDatabase, type TestDatabase } from '@/test/database'
import { handleAutocomplete, handleNearest, handlePlace } from './http'
import { searchablePlaces } from './index'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  setCatalogDatabase(database.url)
  await migrateCatalog()
  await importRecords('sites_automotive-se', [
    {
      site_id: 'automotive-se-1003',
      slug: 'automotive-uppsala',
      site_official_name: 'Automotive Uppsala',
      site_street: 'Bilgatan 3',
      site_zip: '753 20',
      site_city: 'Uppsala',
      site_geocoord: '59.8586,17.6389',
      site_departments: [{ group: 'Workshop', erp_id: '102.4502', brands: [{ name: 'Volvo' }] }],
    },
  ])
})
afterAll(async () => {
  await closeCatalogDatabases()
  setCatalogDatabase(null)
  await database.drop()
})

const get = async (response: Promise<Response>) => {
  const answer = await response
  return { status: answer.status, json: await answer.json() }
}

describe('GET /api/places/autocomplete', () => {
  it('suggests Swedish towns by the start of their name, largest first, with the county', async () => {
    const { status, json } = await get(handleAutocomplete(new URLSearchParams('input=göteb')))
    expect(status).toBe(200)
    expect(json.predictions[0]).toMatchObject({ name: 'Göteborg', region: 'Västra Götalands län' })
    const malmo = await get(handleAutocomplete(new URLSearchParams('input=malmo&limit=1')))
    expect(malmo.json.predictions.map((place: { name: string }) => place.name)).toEqual(['Malmö'])
  })

  it('finds the group’s own dealer sites by name', async () => {
    const { json } = await get(handleAutocomplete(new URLSearchParams('input=automotive')))
    expect(json.predictions).toEqual([
      {
        placeId: 'site:automotive-se-1003',
        name: 'Automotive Uppsala',
        region: 'Bilgatan 3, 753 20 Uppsala',
        latitude: 59.8586,
        longitude: 17.6389,
        population: 10_000,
      },
    ])
  })

  it('answers 400 with a field message for an empty query or a limit out of range', async () => {
    const { status, json } = await get(handleAutocomplete(new URLSearchParams('input=%20&limit=99')))
    expect(status).toBe(400)
    expect(Object.keys(json.fields).sort()).toEqual(['input', 'limit'])
  })
})

describe('GET /api/places/place and /api/places/nearest', () => {
  it('gives a suggested place by its id, 404 for an unknown one', async () => {
    const { json } = await get(handleAutocomplete(new URLSearchParams('input=kiruna')))
    const kiruna = json.predictions[0]
    expect(await get(handlePlace(new URLSearchParams({ placeId: kiruna.placeId })))).toEqual({
      status: 200,
      json: kiruna,
    })
    expect((await get(handlePlace(new URLSearchParams('placeId=geonames:1')))).status).toBe(404)
  })

  it('names the nearest town to a position in Sweden, and none far outside it', async () => {
    const near = await get(handleNearest(new URLSearchParams('lat=59.3293&lng=18.0686')))
    expect(near).toMatchObject({ status: 200, json: { name: 'Stockholm', region: 'Stockholms län' } })
    expect((await get(handleNearest(new URLSearchParams('lat=48.85&lng=2.35')))).status).toBe(404)
    expect((await get(handleNearest(new URLSearchParams('lat=north&lng=2')))).status).toBe(400)
  })
})

describe('the places searched', () => {
  it('are built once while the dealers are unchanged, and again after the sites are imported', async () => {
    const first = await searchablePlaces('sites_automotive-se')
    expect(await searchablePlaces('sites_automotive-se')).toBe(first)
    await importRecords('sites_automotive-se', [
      {
        site_id: 'automotive-se-1003',
        slug: 'automotive-enkoping',
        site_official_name: 'Automotive Enköping',
        site_street: 'Bilgatan 3',
        site_zip: '745 37',
        site_city: 'Enköping',
        site_geocoord: '59.6361,17.0777',
        site_departments: [{ group: 'Workshop', erp_id: '102.4502', brands: [{ name: 'Volvo' }] }],
      },
    ])
    const after = await searchablePlaces('sites_automotive-se')
    expect(after).not.toBe(first)
    const { json } = await get(handleAutocomplete(new URLSearchParams('input=automotive')))
    expect(json.predictions.map((place: { name: string }) => place.name)).toEqual(['Automotive Enköping'])
  })
})
