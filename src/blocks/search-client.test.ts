import { afterEach, describe, expect, it, vi } from 'vitest'
import { postSearch } from './search-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('postSearch', () => {
  it('posts the request as JSON to /api/search and returns the response body', async () => {
    const body = { content: [{ car_id: '1' }], facet: [], total_items: 1, limit: 1, offset: 0 }
    const fetch = vi.fn(async () => Response.json(body))
    vi.stubGlobal('fetch', fetch)
    await expect(postSearch({ index: 'vehicles_x', filters: { car_id: ['1'] }, limit: 1 })).resolves.toEqual(
      body,
    )
    expect(fetch).toHaveBeenCalledWith('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"index":"vehicles_x","filters":{"car_id":["1"]},"limit":1}',
    })
  })

  it('throws on a failed response, so callers show their error state', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'bad' }, { status: 400 }))
    await expect(postSearch({ index: 'vehicles_x' })).rejects.toThrow('search failed: 400')
  })
})
