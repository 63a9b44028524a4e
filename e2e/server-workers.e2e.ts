import { describe, expect, it } from 'vitest'
import { adminApi, adminToken } from './support/admin'
import { requestSite } from './support/browser'
import { smoke } from './support/tags'

// The browser tests' server runs two workers (WEB_CONCURRENCY=2 in the global setup), each with
// its own content cache. A new connection goes to the worker with the fewest active connections
// (server/worker-connections.mjs), whatever other tests' browsers keep busy: sixteen opened at
// once reach both workers.
async function visitEveryWorker(site: string, path: string): Promise<string[]> {
  const visits = Array.from({ length: 16 }, () =>
    requestSite(site, path, { headers: { connection: 'close' } }),
  )
  return (await Promise.all(visits)).map(({ body }) => body)
}

describe('a server of several workers', smoke, () => {
  it('an edit saved through one worker shows at once on every worker', async () => {
    const token = await adminToken()
    const found = await adminApi<{ docs: Array<{ id: number; value: string }> }>(
      token,
      '/api/dictionary?locale=sv&where[key][equals]=skipToContent&where[site][exists]=false',
    )
    const entry = found.body.docs[0]
    // Every worker reads, and caches, the text.
    for (const body of await visitEveryWorker('automotive-se', '/om-oss/kontakt'))
      expect(body).toContain(entry.value)
    const edited = 'Hoppa direkt till sidans innehåll'
    try {
      const saved = await adminApi(token, `/api/dictionary/${entry.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ value: edited }),
      })
      expect(saved.status).toBe(200)
      for (const body of await visitEveryWorker('automotive-se', '/om-oss/kontakt'))
        expect(body).toContain(edited)
    } finally {
      await adminApi(token, `/api/dictionary/${entry.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ value: entry.value }),
      })
    }
  })

  it("a media document's alt text edited in the admin shows on the next page view", async () => {
    const token = await adminToken()
    const [page] = await visitEveryWorker('carstore-se', '/')
    const media = await adminApi<{ docs: Array<{ id: number; filename: string; alt: string | null }> }>(
      token,
      '/api/media?locale=sv&depth=0&limit=1000',
    )
    // A photo of the page (its optimiser address `/_i/<width>/m/<file>`): an image whose alt text
    // is its media document's (a brand logo's alt text is the brand's name, which its media
    // document happens to share).
    const images = [...page.matchAll(/<img [^>]*>/g)].map(([tag]) => tag)
    const image = media.body.docs.find(
      (doc) =>
        doc.filename.endsWith('.jpg') &&
        images.some((tag) => tag.includes(`/m/${doc.filename}`) && tag.includes(`alt="${doc.alt}"`)),
    )
    expect(image).toBeDefined()
    const edited = 'En röd bil framför verkstaden'
    try {
      const saved = await adminApi(token, `/api/media/${image!.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ alt: edited }),
      })
      expect(saved.status).toBe(200)
      for (const body of await visitEveryWorker('carstore-se', '/')) expect(body).toContain(`alt="${edited}"`)
    } finally {
      await adminApi(token, `/api/media/${image!.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ alt: image!.alt }),
      })
    }
  })
})
