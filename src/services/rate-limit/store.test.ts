import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '@/test/database'
import { openCounterStore, type CounterStore } from './store'

// The counters on the database under test (TEST_DB=sqlite|postgres).
let database: TestDatabase
let store: CounterStore
let other: CounterStore
beforeAll(async () => {
  database = await createTestDatabase()
  store = await openCounterStore(database.url)
  // A second connection stands for another worker of the server.
  other = await openCounterStore(database.url)
})
afterAll(async () => {
  await store?.close()
  await other?.close()
  await database?.drop()
})

describe('rate-limit counters', () => {
  it('count every hit once when hits of two workers race', async () => {
    const counts = await Promise.all(
      Array.from({ length: 100 }, (_, index) => (index % 2 ? store : other).hit('race', 1000, 2000)),
    )
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1))
  })

  it('keep keys and windows apart, and forget a cleared window', async () => {
    expect(await store.hit('a', 0, 60_000)).toBe(1)
    expect(await store.hit('a', 0, 60_000)).toBe(2)
    expect(await store.hit('b', 0, 60_000)).toBe(1)
    expect(await store.hit('a', 60_000, 120_000)).toBe(1)
    await other.clear('a', 0)
    expect(await store.hit('a', 0, 60_000)).toBe(1)
  })

  it('sweep windows that have ended', async () => {
    await store.hit('old', 0, 5_000)
    await store.hit('live', 0, 50_000)
    await store.sweep(10_000)
    expect(await store.hit('old', 0, 5_000)).toBe(1)
    expect(await store.hit('live', 0, 50_000)).toBe(2)
  })
})

describe('rate-limit periods', () => {
  it('start with their first hit, count hits of two workers, and start again once ended', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? store : other).hitPeriod('period', 10_000 + index, 60_000),
      ),
    )
    expect(counts.map((hit) => hit.count).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    )
    const ends = new Set(counts.map((hit) => hit.endsAt))
    expect(ends.size).toBe(1)
    const [end] = ends
    expect(end).toBeGreaterThanOrEqual(70_000)
    expect(await store.hitPeriod('period', end - 1, 60_000)).toEqual({ count: 21, endsAt: end })
    expect(await other.hitPeriod('period', end, 60_000)).toEqual({ count: 1, endsAt: end + 60_000 })
    await store.clear('period', 0)
    expect((await store.hitPeriod('period', end + 1, 60_000)).count).toBe(1)
  })
})
