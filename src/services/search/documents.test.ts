/**
 * The parsed records a worker keeps (query/segment/documents-cache.ts) belong to one version of
 * one index, even when Next.js has loaded the search module more than once in the process.
 */
import { describe, expect, it, vi } from 'vitest'
import { importRecords, searchOrThrow } from '.'
import { fixtureCars, vehicles, withFreshCatalog } from './test-fixtures'

const kitVehicles = 'kitvehicles_automotive-se'

// Two tables whose rows are numbered from 1: the same row ids in both indexes.
withFreshCatalog(async () => {
  await importRecords(kitVehicles, [
    { type_id: 't1', manufacturer: 'Volvo', model: 'XC60', type_manf_year: '2017–2021' },
    { type_id: 't2', manufacturer: 'Volvo', model: 'V60', type_manf_year: '2018–' },
  ])
  await importRecords(vehicles, fixtureCars.slice(0, 2))
})

describe('kept records', () => {
  it('are those of the index searched, whichever copy of the search module kept them', async () => {
    const types = await searchOrThrow({ index: kitVehicles, fields: ['type_id'] }, { cache: false })
    expect(types.content.map((type) => type.type_id).sort()).toEqual(['t1', 't2'])

    vi.resetModules()
    const again = await import('.')
    const cars = await again.searchOrThrow({ index: vehicles, fields: ['car_id'] }, { cache: false })
    expect(cars.content.map((car) => car.car_id).sort()).toEqual(['1', '2'])
  })
})
