import { describe, expect, it } from 'vitest'
import { adminApi, adminToken } from './support/admin'
import { requestSite } from './support/browser'

// The browser tests' server runs two workers (WEB_CONCURRENCY=2 in the global setup), each with
// its own content cache; a new connection goes to the next worker in turn.
describe('a server of several workers', () => {
  it('an edit saved through one worker shows at once on every worker', async () => {
    const token = await adminToken()
    const found = await adminApi<{ docs: Array<{ id: number; value: string }> }>(
      token,
      '/api/dictionary?locale=sv&where[key][equals]=skipToContent&where[site][exists]=false',
    )
    const entry = found.body.docs[0]
    const visit = async () =>
      (await requestSite('automotive-se', '/om-oss/kontakt', { headers: { connection: 'close' } })).body
    // Every worker reads, and caches, the text.
    for (let visitNumber = 0; visitNumber < 4; visitNumber++) expect(await visit()).toContain(entry.value)
    const edited = 'Hoppa direkt till sidans innehåll'
    try {
      const saved = await adminApi(token, `/api/dictionary/${entry.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ value: edited }),
      })
      expect(saved.status).toBe(200)
      for (let visitNumber = 0; visitNumber < 4; visitNumber++) expect(await visit()).toContain(edited)
    } finally {
      await adminApi(token, `/api/dictionary/${entry.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ value: entry.value }),
      })
    }
  })
})
