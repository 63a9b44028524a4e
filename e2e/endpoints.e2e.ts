import { inject, describe, expect, it } from 'vitest'
import { adminApi, adminToken, findPageId, graphql } from './support/admin'
import { requestSite } from './support/browser'
import { smoke } from './support/tags'

describe('/healthz', smoke, () => {
  it('reports the database status as JSON', async () => {
    const response = await fetch(`${inject('baseUrl')}/healthz`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { status: string; database: { ok: boolean; dialect: string } }
    expect(body.status).toBe('ok')
    expect(body.database.ok).toBe(true)
    expect(body.database.dialect).toBe(inject('databaseUrl').startsWith('file:') ? 'sqlite' : 'postgres')
  })
})

describe('/api/search', smoke, () => {
  const search = (offset: number) =>
    fetch(`${inject('baseUrl')}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index: 'vehicles_automotive-se', limit: 3, offset, fields: ['car_id'] }),
    })

  it('answers JSON, word for word the same when asked again, and pages by offset', async () => {
    const first = await search(1)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/json')
    const text = await first.text()
    const answer = JSON.parse(text) as { content: Array<{ car_id: string }>; offset: number; limit: number }
    expect(answer).toMatchObject({ offset: 1, limit: 3 })
    expect(answer.content).toHaveLength(3)
    expect(await (await search(1)).text()).toBe(text)
    const next = JSON.parse(await (await search(2)).text()) as typeof answer
    expect(next.content[0].car_id).toBe(answer.content[1].car_id)
  })
})

describe('media paths of the content platform', smoke, () => {
  it.each(['/-/media/carstore-sk-favicon.png', '/-/jssmedia/carstore-sk-favicon.png'])(
    '%s serves the file from the media library',
    async (path) => {
      const response = await requestSite('carstore-sk', path)
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
    },
  )

  it('answers a missing media file with 404', async () => {
    expect((await requestSite('carstore-sk', '/-/media/nothing-here.png')).status).toBe(404)
  })
})

describe('/feaas-render', smoke, () => {
  /** Renders the first block of a type in one area of a page, as the editor's one-block preview does. */
  async function renderBlock(
    site: string,
    path: string,
    locale: string,
    area: 'main' | 'footer',
    type: string,
  ) {
    const token = await adminToken()
    const pageId = await findPageId(token, site, path, locale)
    type Blocks = Array<{ id: string; blockType: string }> | null
    const page = await adminApi<Record<typeof area, Blocks> & { site: number }>(
      token,
      `/api/pages/${pageId}?locale=${locale}&depth=0`,
    )
    // A page without a footer of its own shows its site's (site-wide regions).
    const regions = await adminApi<{ docs: Array<Record<typeof area, Blocks>> }>(
      token,
      `/api/site-regions?where[site][equals]=${page.body.site}&locale=${locale}&depth=0`,
    )
    const blocks = page.body[area]?.length ? page.body[area] : regions.body.docs[0]?.[area]
    const block = blocks!.find((entry) => entry.blockType === type)!
    return requestSite(site, `/feaas-render?page=${pageId}&block=${block.id}&locale=${locale}`)
  }

  it('renders one block of a page by id', async () => {
    const response = await renderBlock('carstore-sk', '/o-carstore', 'sk', 'main', 'richContent')
    expect(response.status).toBe(200)
    expect(response.body).toContain('<h1>O nás</h1>')
    expect(response.body).not.toContain('Carstore Slovensko</p>')
  })

  it("renders a block in the page's language, with the site's page settings in that language", async () => {
    const response = await renderBlock('automotive-no', '/', 'en', 'footer', 'footer')
    expect(response.status).toBe(200)
    // Footer brand logos link to the car list of the English pages.
    expect(response.body).toContain('href="/en/buy-car?car_brand=BMW"')
  })

  it('answers an unknown block with 404', async () => {
    expect((await requestSite('carstore-sk', '/feaas-render?page=1&block=nope')).status).toBe(404)
  })
})

describe('CMS access for anonymous callers', smoke, () => {
  it('never lists users', async () => {
    const response = await adminApi(null, '/api/users')
    expect(response.status).toBe(403)
  })

  it('reads only published pages', async () => {
    const token = await adminToken()
    const pageId = await findPageId(token, 'carstore-se', '/om-oss', 'sv')
    await adminApi(token, `/api/pages/${pageId}?draft=true&locale=sv`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Hemligt utkast' }),
    })
    const anonymous = await adminApi<{ title: string }>(null, `/api/pages/${pageId}?draft=true&locale=sv`)
    expect(anonymous.body.title).toBe('Om oss')
    const editor = await adminApi<{ title: string }>(token, `/api/pages/${pageId}?draft=true&locale=sv`)
    expect(editor.body.title).toBe('Hemligt utkast')
  })

  it('cannot write content', async () => {
    const response = await adminApi(null, '/api/pages', {
      method: 'POST',
      body: JSON.stringify({ title: 'x' }),
    })
    expect(response.status).toBe(403)
  })
})

describe('GraphQL', smoke, () => {
  it('refuses a query above the complexity limit', async () => {
    const fields = Array.from(
      { length: 100 },
      (_, index) => `p${index}: Pages(limit: 100) { docs { id title } }`,
    ).join(' ')
    const response = await graphql(`{ ${fields} }`)
    const body = (await response.json()) as { errors?: Array<{ message: string }> }
    expect(body.errors?.[0]?.message).toMatch(/complexity/i)
  })
})
