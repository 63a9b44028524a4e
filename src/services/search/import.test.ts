import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importFeed, importRecords, searchOrThrow } from '.'
import { catalogDb } from './db/connection'
import type { CatalogDb } from './db/types'
import { importItems } from './import/feed'
import { seeded } from '@/seed/catalog/random'
import { fixtureCars, withFreshCatalog, vehicles } from './test-fixtures'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-import-'))
withFreshCatalog()
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function feed(name: string, lines: string[]): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, lines.join('\n') + '\n')
  return file
}
const total = async (index = vehicles, filters: Record<string, string[]> = {}) =>
  (await searchOrThrow({ index, limit: 0, filters })).total_items

describe('importFeed', () => {
  it('reports malformed lines with their line numbers, skips them and keeps every other record', async () => {
    const file = feed('bad-lines.ndjson', [
      JSON.stringify(fixtureCars[0]),
      '{"car_id": "x1", "car_brand": ',
      JSON.stringify(fixtureCars[1]),
      JSON.stringify({ car_brand: 'Volvo' }),
      JSON.stringify({ car_id: 'x2', car_price: 'cheap' }),
      '',
      '[1, 2]',
      JSON.stringify(fixtureCars[2]),
    ])
    const progress: number[] = []
    const report = await importFeed(vehicles, file, {
      batchSize: 2,
      onProgress: (step) => progress.push(step.imported),
    })
    expect(report.imported).toBe(3)
    expect(report.skipped).toBe(4)
    expect(report.errors.map((error) => error.line)).toEqual([2, 4, 5, 7])
    expect(report.errors[0].message).toMatch(/malformed JSON/)
    expect(report.errors[1].message).toMatch(/car_id is missing/)
    expect(report.errors[2].message).toMatch(/car_price must be a number/)
    expect(progress.at(-1)).toBe(3)
    expect(await total()).toBe(3)
  })

  it('updates a record imported again under the same id', async () => {
    await importRecords(vehicles, [{ ...fixtureCars[0], car_price: 123_456, car_equipment: ['Vinterhjul'] }])
    const result = await searchOrThrow({
      index: vehicles,
      filters: { car_id: ['1'] },
      fields: ['car_price', 'car_equipment'],
    })
    expect(result.content).toEqual([{ car_price: 123_456, car_equipment: ['Vinterhjul'] }])
    expect(await total()).toBe(3)
    expect(await total(vehicles, { car_equipment: ['Dragkrok'] })).toBe(1) // the old list values are gone
    expect((await searchOrThrow({ index: vehicles, keyphrase: 'vinterhjul', limit: 0 })).total_items).toBe(1)
  })

  it('replaces a whole index with a full import', async () => {
    const report = await importRecords(vehicles, fixtureCars.slice(3), { replace: true, batchSize: 2 })
    expect(report.imported).toBe(6)
    expect(await total()).toBe(6)
    expect(await total(vehicles, { car_brand: ['Volvo'] })).toBe(0)
  })

  it('searches during a full import see the old index, never an empty one', async () => {
    // The feed searches before handing over each record, i.e. between the import's batches.
    const seen: number[] = []
    async function* probingFeed() {
      for (const [position, car] of fixtureCars.slice(0, 3).entries()) {
        seen.push(await total())
        yield { line: position + 1, bytes: 0, record: car }
      }
    }
    await importItems(vehicles, probingFeed(), { replace: true, batchSize: 1 })
    expect(seen).toEqual([6, 6, 6])
    expect(await total()).toBe(3)
  })

  it('removes the replaced generation at the next import of the index', async () => {
    const db = await catalogDb()
    const rows = async () => Number((await db.query('SELECT count(*) AS n FROM catalog_vehicles'))[0].n)
    expect(await rows()).toBe(9) // the current 3 and the 6 they replaced, kept for searches in flight
    await importRecords(vehicles, [fixtureCars[0]])
    expect(await rows()).toBe(3)
    expect(await total()).toBe(3)
  })
})

describe('response cache', () => {
  it('serves a repeated search from the cache until an import changes the index', async () => {
    await importRecords(vehicles, fixtureCars, { replace: true })
    const request = { index: vehicles, filters: { car_id: ['2'] }, fields: ['car_price'] }
    expect((await searchOrThrow(request)).content).toEqual([{ car_price: 450_000 }])
    // A change behind the service's back is not seen while the cached answer is fresh…
    const db = await catalogDb()
    await db.transaction((tx) => tx.query('DELETE FROM catalog_vehicles WHERE "car_id" = ?', ['2']))
    expect((await searchOrThrow(request)).content).toEqual([{ car_price: 450_000 }])
    // …but an import of that index invalidates it at once.
    await importRecords(vehicles, [{ ...fixtureCars[1], car_price: 399_000 }])
    expect((await searchOrThrow(request)).content).toEqual([{ car_price: 399_000 }])
  })

  it('an import into another index does not change this one', async () => {
    await importRecords('vehicles_automotive-no', [{ car_id: 'n1', car_brand: 'Volvo' }])
    expect(await total('vehicles_automotive-no')).toBe(1)
    expect(await total()).toBe(9)
  })
})

describe('searches while an import changes the index', () => {
  it('start again on the new version instead of mixing two versions', async () => {
    const db = await catalogDb()
    let imported = false
    // The import lands between the search's first read of the index and its next one.
    const racing: CatalogDb = {
      ...db,
      readAll: async (statements) => {
        if (!imported) {
          imported = true
          await importRecords(vehicles, [{ ...fixtureCars[1], car_price: 377_000 }])
        }
        return db.readAll(statements)
      },
    }
    const result = await searchOrThrow(
      { index: vehicles, filters: { car_id: ['2'] }, fields: ['car_price'] },
      { db: racing, cache: false },
    )
    expect(imported).toBe(true)
    expect(result.content).toEqual([{ car_price: 377_000 }])
    expect(result.total_items).toBe(1)
  })
})

describe('after an incremental import', () => {
  const index = 'vehicles_carstore-se'
  const requests = [
    {
      index,
      facets: ['car_brand>car_model', 'car_fuel', 'car_year', 'car_price', 'car_equipment', 'car_site_city'],
      sort_name: 'car_price_asc',
      limit: 20,
      fields: ['car_id', 'car_price'],
    },
    {
      index,
      keyphrase: 'navigation',
      filters: { car_fuel: ['Diesel', 'El'] },
      facets: ['car_fuel'],
      limit: 5,
    },
    { index, filters: { car_equipment: ['Dragkrok'] }, sort_name: 'car_mileage_desc', fields: ['car_id'] },
  ]
  const statements: string[] = []
  const recording = async (): Promise<CatalogDb> => {
    const db = await catalogDb()
    return { ...db, readAll: (list) => (statements.push(...list.map((s) => s.sql)), db.readAll(list)) }
  }

  it('patches the columns a search process holds with the changed rows, answering as a fresh load does', async () => {
    const db = await recording()
    await importRecords(index, fixtureCars, { replace: true })
    for (const request of requests) await searchOrThrow(request, { db, cache: false })
    await importRecords(index, [
      {
        ...fixtureCars[0],
        car_price: 95_000,
        car_brand: 'Saab',
        car_model: '9-3',
        car_equipment: ['Takbox'],
      },
      { ...fixtureCars[4], car_id: '10', car_price: 80_000, car_equipment: ['Dragkrok', 'Navigation'] },
      { ...fixtureCars[8], car_fuel: null, car_year: null },
    ])
    statements.length = 0
    const patched = []
    for (const request of requests) patched.push(await searchOrThrow(request, { db, cache: false }))
    // Only the changed rows were read: no whole column, no list of every row.
    expect(statements.some((sql) => sql.includes('changed > ?'))).toBe(true)
    expect(
      statements.filter((sql) => /AS vals FROM catalog_vehicles(_values x)? WHERE (part|x\.field)/.test(sql)),
    ).toEqual([])

    const fresh = []
    for (const request of requests) fresh.push(await searchOrThrow(request, { db: { ...db }, cache: false }))
    expect(patched).toEqual(fresh)
    expect(patched[0].total_items).toBe(10)
    expect(patched[0].content.slice(0, 3)).toEqual([
      { car_id: '10', car_price: 80_000 },
      { car_id: '9', car_price: 90_000 },
      { car_id: '1', car_price: 95_000 },
    ])
    expect(patched[2].total_items).toBe(3) // car 1 lost its Dragkrok, car 10 has one
  })

  it('answers as a fresh load does, import after import: filters, facets, sorts and keyphrases', async () => {
    const db = await recording()
    const random = seeded(11)
    const kit = ['Navigation', 'Dragkrok', 'Takbox', 'Backkamera']
    const fuels = ['Diesel', 'El', 'Bensin', null]
    const mixed = [
      ...requests,
      {
        index,
        keyphrase: 'volvo',
        filters: { car_price: [100_000, 400_000], 'car_fuel.neq': ['Bensin'] },
        facets: ['car_brand>car_model', 'car_price', 'car_equipment', 'car_publishdate'],
        sort_name: 'car_price_desc',
        limit: 4,
        fields: ['car_id', 'car_price', 'car_fuel'],
      },
      {
        index,
        keyphrase: 'dragkrok',
        facets: ['car_fuel', 'car_year'],
        sort_name: 'car_year_desc',
        limit: 3,
      },
      {
        index,
        filters: { car_equipment: ['Navigation', 'Takbox'], car_fuel: ['Diesel', 'El'] },
        facets: ['car_fuel', 'car_equipment', 'car_mileage'],
        sort_name: 'car_mileage_asc',
        limit: 20,
        offset: 1,
        fields: ['car_id'],
      },
    ]
    await importRecords(index, fixtureCars, { replace: true })
    for (const request of mixed) await searchOrThrow(request, { db, cache: false })
    let cars: (Record<string, unknown> & { car_id: string })[] = [...fixtureCars]
    for (let round = 0; round < 8; round++) {
      // A few cars get new prices, fuels, years and equipment (Dragkrok in the text too); every
      // other round one car is added.
      const changed = random.sample(cars, random.int(1, 3)).map((car) => ({
        ...car,
        car_price: random.int(5, 60) * 10_000,
        car_fuel: random.pick(fuels),
        car_year: random.chance(0.2) ? null : random.int(2015, 2025),
        car_equipment: random.sample(kit, random.int(0, 3)),
      }))
      if (round % 2) changed.push({ ...random.pick(fixtureCars), car_id: `${100 + round}` })
      await importRecords(index, changed)
      cars = [...cars.filter((car) => !changed.some((next) => next.car_id === car.car_id)), ...changed]
      statements.length = 0
      const patched = []
      for (const request of mixed) patched.push(await searchOrThrow(request, { db, cache: false }))
      // Patched, not loaded: no whole column, and keyphrases matched on the changed rows alone.
      expect(
        statements.filter((sql) =>
          /AS vals FROM catalog_vehicles(_values x)? WHERE (part|x\.field)/.test(sql),
        ),
      ).toEqual([])
      expect(statements.filter((sql) => /MATCH|@@/.test(sql)).every((sql) => / IN \(/.test(sql))).toBe(true)
      // Another database handle of its own: a segment loaded afresh from the same database.
      const fresh = []
      for (const request of mixed)
        fresh.push(
          await searchOrThrow(request, { db: { ...db, url: `${db.url}#fresh${round}` }, cache: false }),
        )
      expect(patched).toEqual(fresh)
      expect(patched[0].total_items).toBe(cars.length)
    }
  })

  it('a search that began on the earlier version finishes on one version, not half patched', async () => {
    const db = await catalogDb()
    // Reads answer as usual, but one search's reply can be held back after its read is done.
    let hold: Promise<void> | null = null
    let readDone: () => void = () => undefined
    const shared: CatalogDb = {
      ...db,
      readAll: async (list) => {
        const rows = await db.readAll(list)
        const wait = hold
        if (wait) readDone()
        if (wait) await wait
        return rows
      },
    }
    const request = {
      index,
      keyphrase: 'volvo',
      facets: ['car_brand', 'car_price'],
      sort_name: 'car_price_asc',
      limit: 20,
      fields: ['car_id', 'car_brand', 'car_price'],
    }
    await importRecords(index, fixtureCars, { replace: true })
    await searchOrThrow({ ...request, keyphrase: undefined }, { db: shared, cache: false })
    let release: () => void = () => undefined
    hold = new Promise<void>((resolve) => (release = resolve))
    const read = new Promise<void>((resolve) => (readDone = resolve))
    // It matches "volvo" on the earlier version, and gets its answer after the import is patched in.
    const begun = searchOrThrow(request, { db: shared, cache: false })
    await read
    hold = null
    await importRecords(index, [
      { ...fixtureCars[0], car_brand: 'Saab', car_model: '9-3', car_price: 10_000 },
    ])
    const next = await searchOrThrow({ ...request, keyphrase: 'xc60' }, { db: shared, cache: false })
    release()
    const fresh = { db: { ...db, url: `${db.url}#after` }, cache: false }
    expect(next).toEqual(await searchOrThrow({ ...request, keyphrase: 'xc60' }, fresh))
    const after = await searchOrThrow(request, fresh)
    expect(after.content.map((car) => car.car_id)).not.toContain('1')
    expect(await begun).toEqual(after)
  })

  it('loads afresh when rows went away behind the service’s back', async () => {
    const db = await recording()
    await searchOrThrow(requests[0], { db, cache: false })
    await db.transaction((tx) => tx.query('DELETE FROM catalog_vehicles WHERE "car_id" = ?', ['10']))
    await importRecords(index, [{ ...fixtureCars[1], car_price: 460_000 }])
    const after = await searchOrThrow(requests[0], { db, cache: false })
    expect(after).toEqual(await searchOrThrow(requests[0], { db: { ...db }, cache: false }))
    expect(after.total_items).toBe(9)
  })
})

describe('stored records', () => {
  const request = { index: vehicles, filters: { car_id: ['2', '3'] }, fields: ['car_id', 'car_price'] }

  it('are read once per index version, and an import is seen at the next search', async () => {
    await importRecords(vehicles, fixtureCars, { replace: true })
    const db = await catalogDb()
    const statements: string[] = []
    const recording: CatalogDb = {
      ...db,
      readAll: (list) => (statements.push(...list.map((s) => s.sql)), db.readAll(list)),
    }
    const first = await searchOrThrow(request, { db: recording, cache: false })
    expect(statements.filter((sql) => sql.includes('_docs'))).toHaveLength(1)
    statements.length = 0
    expect(await searchOrThrow(request, { db: recording, cache: false })).toEqual(first)
    expect(statements.filter((sql) => sql.includes('_docs'))).toEqual([])

    await importRecords(vehicles, [{ ...fixtureCars[1], car_price: 411_000 }])
    const after = await searchOrThrow(request, { db: recording, cache: false })
    expect(after.content).toEqual([
      { car_id: '2', car_price: 411_000 },
      first.content.find((car) => car.car_id === '3'),
    ])
  })

  it('are shared read-only: changing an answer does not change the next one', async () => {
    const mine = await searchOrThrow({ ...request, fields: undefined }, { cache: false })
    const kept = structuredClone(mine.content)
    mine.content[0].car_price = 1
    expect(() => (mine.content[0].car_equipment as string[]).push('Takbox')).toThrow(TypeError)
    expect((await searchOrThrow({ ...request, fields: undefined }, { cache: false })).content).toEqual(kept)
  })
})
