import { describe, expect, it } from 'vitest'
import { cached, clearCache } from '@/lib/cache'
import { dropContentCacheTags } from '../../../server/server-contract.mjs'
import { cachedResponse, catalogTag, clearSearchCache, storeResponse } from './cache'

// What a server worker does when another server's edit or import arrives on the instance bus
// (server/serve.mjs): it hands the tags to the app through the server contract.
const response = { content: [{ car_id: 'a' }], facet: [], total_items: 1, limit: 1, offset: 0 }

describe('search answers when another server imports', () => {
  it('drops the kept answers on an import’s tag, and on "drop everything"', () => {
    for (const tags of [[catalogTag('vehicles_automotive-se')], ['*']]) {
      clearSearchCache()
      storeResponse('key', 3, response, JSON.stringify(response).length)
      expect(cachedResponse('key', 3)).toEqual(response)
      dropContentCacheTags(tags)
      expect(cachedResponse('key', 3)).toBeNull()
    }
  })

  it('keeps them on a content edit, and the content cache hears both', async () => {
    clearSearchCache()
    clearCache()
    storeResponse('key', 3, response, JSON.stringify(response).length)
    let loads = 0
    const load = async () => ++loads
    await cached('page', ['pages'], load)
    dropContentCacheTags(['pages'])
    expect(cachedResponse('key', 3)).toEqual(response)
    expect(await cached('page', ['pages'], load)).toBe(2)
    dropContentCacheTags([catalogTag('vehicles_automotive-se')])
    expect(await cached('page', ['pages'], load)).toBe(2)
  })
})
