import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'

// Editors, imports and visitors' form posts write at the same moment; on SQLite they must wait for
// one another, never fail (TEST_DB=sqlite|postgres).
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
})
afterAll(async () => {
  await cleanup?.()
})

describe('concurrent CMS writes', () => {
  it('all succeed, also after earlier transactions', async () => {
    for (let round = 0; round < 3; round++) {
      const created = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          payload.create({
            collection: 'dictionary',
            locale: 'sv',
            data: { key: `concurrent-${round}-${index}`, value: `Värde ${index}` },
            overrideAccess: true,
          }),
        ),
      )
      expect(created).toHaveLength(12)
    }
    const stored = await payload.count({
      collection: 'dictionary',
      where: { key: { like: 'concurrent-' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(36)
  })
})
