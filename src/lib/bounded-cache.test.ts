import { describe, expect, it } from 'vitest'
import { BoundedCache } from './bounded-cache'

function cacheAt(options: { maxBytes: number; ttlMs?: number; maxEntryBytes?: number }) {
  let now = 0
  const cache = new BoundedCache<string>({ ttlMs: 1_000, ...options, now: () => now })
  return { cache, advance: (ms: number) => (now += ms) }
}

describe('BoundedCache', () => {
  it('never holds more bytes than its bound, dropping the least recently used first', () => {
    const { cache } = cacheAt({ maxBytes: 300, maxEntryBytes: 300 })
    cache.set('a', 'A', 100)
    cache.set('b', 'B', 100)
    cache.set('c', 'C', 100)
    expect(cache.get('a')).toBe('A') // a is now the most recently used
    cache.set('d', 'D', 100)
    expect(cache.bytes).toBe(300)
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D'])
  })

  it('keeps its bound under many distinct keys', () => {
    const { cache } = cacheAt({ maxBytes: 10_000 })
    for (let index = 0; index < 5_000; index++) cache.set(`key ${index}`, 'x', 97 + (index % 7))
    expect(cache.bytes).toBeLessThanOrEqual(10_000)
    expect(cache.size).toBeLessThan(110)
  })

  it('does not keep an entry larger than its share, nor let it push the others out', () => {
    const { cache } = cacheAt({ maxBytes: 1_600 })
    cache.set('small', 's', 50)
    cache.set('huge', 'h', 101)
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.get('small')).toBe('s')
  })

  it('counts a replaced entry once', () => {
    const { cache } = cacheAt({ maxBytes: 1_000, maxEntryBytes: 1_000 })
    cache.set('a', 'one', 400)
    cache.set('a', 'two', 300)
    expect(cache.bytes).toBe(300)
    expect(cache.get('a')).toBe('two')
  })

  it('sweeps expired entries that nobody asks for again', () => {
    const { cache, advance } = cacheAt({ maxBytes: 1_000, maxEntryBytes: 1_000 })
    cache.set('old', 'o', 200)
    advance(600)
    cache.set('new', 'n', 100)
    advance(500)
    cache.sweep()
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(100)
    expect(cache.get('new')).toBe('n')
    advance(600)
    expect(cache.get('new')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })
})
