// What one anonymous request may cost (GraphQL cost, REST limit and depth, image
// variants) and what responses give away (internal route keys, content sniffing, the floor page).
import { describe, expect, it } from 'vitest'
import { adminApi, graphql } from './support/admin'
import { requestSite } from './support/browser'
import { smoke } from './support/tags'

describe('GraphQL cost', smoke, () => {
  it('refuses every anonymous query with 401, before it runs: no page needs GraphQL', async () => {
    for (const query of ['{ Sites(limit: 5) { docs { name } } }', '{ Pages(limit: 20) { docs { id } } }']) {
      const response = await graphql(query, null)
      expect(response.status).toBe(401)
      const body = (await response.json()) as { data?: unknown; errors: Array<{ message: string }> }
      expect(body.data).toBeUndefined()
      expect(body.errors[0].message).toMatch(/signing in/)
    }
  })

  it('refuses 70 aliases of a small list query: each alias is a database query', async () => {
    const aliases = Array.from({ length: 70 }, (_, i) => `p${i}: Pages(limit: 20) { docs { id } }`)
    const response = await graphql(`{ ${aliases.join(' ')} }`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ message: string }> }
    expect(body.errors[0].message).toMatch(/complexity/i)
  })

  it('refuses the amplification query (75 aliases of Pages(limit: 500)) with 400 before running it', async () => {
    const aliases = Array.from({ length: 75 }, (_, i) => `p${i}: Pages(limit: 500) { docs { id title } }`)
    const response = await graphql(`{ ${aliases.join(' ')} }`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ message: string }> }
    expect(body.errors[0].message).toMatch(/complexity/i)
  })

  it('refuses a list without a limit (pagination: false)', async () => {
    expect((await graphql('{ Pages(pagination: false) { docs { id } } }')).status).toBe(400)
  })

  it('still answers an ordinary query', async () => {
    const response = await graphql('{ Sites(limit: 5) { docs { name } } }')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: { Sites: { docs: Array<{ name: string }> } } }
    expect(body.data.Sites.docs.length).toBeGreaterThan(0)
  })
})

describe('REST caps for anonymous callers', smoke, () => {
  type Doc = { parent?: { site?: { favicon?: unknown } | number } | number | null }

  it('caps limit at 100 and populates at most two levels deep', async () => {
    const response = await adminApi<{ docs: Doc[]; limit: number }>(
      null,
      '/api/pages?limit=100000&depth=10&locale=all&where[parent][exists]=true',
    )
    expect(response.status).toBe(200)
    expect(response.body.limit).toBe(100)
    expect(response.body.docs.length).toBeLessThanOrEqual(100)
    // page → parent (1) → site (2) → favicon (3): the favicon stays an id.
    const favicons = response.body.docs
      .map((doc) =>
        typeof doc.parent === 'object' && typeof doc.parent?.site === 'object'
          ? doc.parent.site.favicon
          : null,
      )
      .filter((favicon) => favicon != null)
    expect(favicons.length).toBeGreaterThan(0)
    for (const favicon of favicons) expect(typeof favicon).toBe('number')
  })

  it('does not lift the cap with pagination=false', async () => {
    const response = await adminApi<{ docs: unknown[] }>(null, '/api/pages?pagination=false&limit=0&depth=0')
    expect(response.status).toBe(200)
    expect(response.body.docs.length).toBeLessThanOrEqual(100)
    const all = await adminApi<{ totalDocs: number }>(null, '/api/pages?limit=1&depth=0')
    expect(all.body.totalDocs).toBeGreaterThan(100)
  })
})

describe('response headers', smoke, () => {
  it('do not name the internal route a page was rewritten to', async () => {
    const first = await requestSite('carstore-se', '/om-oss')
    const second = await requestSite('carstore-se', '/om-oss')
    for (const response of [first, second]) {
      expect(response.status).toBe(200)
      expect(response.headers['x-middleware-rewrite']).toBeUndefined()
    }
  })

  it('forbid content sniffing on static files too', async () => {
    const page = await requestSite('carstore-se', '/')
    const script = page.body.match(/\/_next\/static\/[^"]+\.js/)?.[0]
    expect(script).toBeDefined()
    const response = await requestSite('carstore-se', script!)
    expect(response.status).toBe(200)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('the framework-floor benchmark page', smoke, () => {
  it('is not served outside the benchmark', async () => {
    expect((await requestSite('carstore-se', '/next/floor')).status).toBe(404)
  })
})

describe('image optimiser', smoke, () => {
  const image = (source: string) =>
    requestSite('carstore-sk', `/_next/image?url=${encodeURIComponent(source)}&w=64&q=75`)

  it('refuses a local image address with a query string, which would be one more stored variant', async () => {
    expect((await image('/-/media/carstore-sk-favicon.png?variant=1')).status).toBe(400)
  })

  it('serves the declared widths of a local image', async () => {
    expect((await image('/-/media/carstore-sk-favicon.png')).status).toBe(200)
  })

  it('serves a local image by its short address, the same as by the long one, and no query string on it', async () => {
    const short = await requestSite('carstore-sk', '/_i/64/m/carstore-sk-favicon.png')
    const long = await image('/-/media/carstore-sk-favicon.png')
    expect(short.status).toBe(200)
    expect(short.headers['content-type']).toBe(long.headers['content-type'])
    expect(short.body).toEqual(long.body)
    expect((await requestSite('carstore-sk', '/_i/64/m/carstore-sk-favicon.png?v=1')).status).toBe(400)
    expect((await requestSite('carstore-sk', '/_i/65/m/carstore-sk-favicon.png')).status).toBe(400)
  })
})
