import { beforeEach, describe, expect, it } from 'vitest'
import { cached, clearCache, invalidateTags } from './cache'

describe('content cache', () => {
  beforeEach(() => clearCache())

  it('loads once and serves the cached value until its tag is invalidated', async () => {
    let loads = 0
    const load = async () => ++loads
    expect(await cached('k', ['pages'], load)).toBe(1)
    expect(await cached('k', ['pages'], load)).toBe(1)
    invalidateTags(['sites'])
    expect(await cached('k', ['pages'], load)).toBe(1)
    invalidateTags(['pages'])
    expect(await cached('k', ['pages'], load)).toBe(2)
  })

  it('does not keep a failed load', async () => {
    await expect(cached('k', [], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cached('k', [], async () => 'ok')).toBe('ok')
  })

  it('reloads after the time to live', async () => {
    let loads = 0
    await cached('k', [], async () => ++loads, 0)
    await new Promise((resolve) => setTimeout(resolve, 2))
    expect(await cached('k', [], async () => ++loads, 0)).toBe(2)
  })
})
