// Each malformed request gets a 4xx with a short message, never a 5xx (decisions: Bounds).
import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { adminApi, adminToken } from './support/admin'
import { requestSite } from './support/browser'
import { smoke } from './support/tags'

const baseUrl = () => inject('baseUrl')
/** A POST as the signed-in demo editor (GraphQL answers anonymous callers 401 before reading). */
const post = (path: string, body: string | FormData, contentType?: string) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      authorization: `JWT ${inject('adminToken')}`,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  })
/** A request with any method, as node:http sends it (fetch refuses TRACE). */
const rawRequest = (method: string, path: string) =>
  new Promise<{ status: number; allow: string }>((resolve, reject) => {
    const request = http.request(`${baseUrl()}${path}`, { method }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, allow: String(response.headers.allow ?? '') })
    })
    request.on('error', reject)
    request.end()
  })
const nested = (levels: number, inner: string) => '{"a":'.repeat(levels) + inner + '}'.repeat(levels)

describe('malformed requests get a 4xx', smoke, () => {
  it('GraphQL with malformed JSON: 400', async () => {
    expect((await post('/api/graphql', '{"query": ', 'application/json')).status).toBe(400)
  })

  it('GraphQL with a multipart body: 4xx', async () => {
    const form = new FormData()
    form.set('operations', '{')
    const status = (await post('/api/graphql', form)).status
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
  })

  it.each(['/-/media/%25', '/-/jssmedia/%25E0%25A4', '/api/media-library/%25zz', '/api/autosonshow/%25'])(
    '%s: 404',
    async (path) => {
      expect((await requestSite('carstore-se', path)).status).toBe(404)
    },
  )

  it.each(['/', '/api/search', '/api/pages'])('TRACE %s: 405 with the methods allowed', async (path) => {
    const answer = await rawRequest('TRACE', path)
    expect(answer.status).toBe(405)
    expect(answer.allow).toContain('GET')
  })

  it.each([
    '/api/pages?where[id][near]=1,2',
    '/api/pages?where[id][within]=1',
    '/api/pages?where[id][intersects]=1',
    '/api/pages?where[id][equals][0]=1',
    '/api/sites?where[or][0][name][like][a]=b',
  ])('REST where of a shape no field can answer, %s: 400', async (path) => {
    expect((await requestSite('carstore-se', path)).status).toBe(400)
  })

  it('an upload over the limit: 413 at once, naming the limit', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/png' }), 'huge.png')
    form.append('_payload', JSON.stringify({ alt: 'Too large' }))
    const response = await post('/api/media', form)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
      'The file is 11 MB; uploads are limited to 10 MB.',
    )
  })

  it("Payload's file route with a file that is not on disk: 404", async () => {
    expect((await adminApi(null, '/api/media/file/not-on-disk.png')).status).toBe(404)
  })

  it.each(['/api/pages?where[title][equals]=x', '/api/pages?sort=-title', '/api/pages?where[path][like]=om'])(
    'a where or sort on a localized field without a locale (%s): 200',
    async (path) => {
      expect((await adminApi(null, path)).status).toBe(200)
    },
  )

  it('a document id that is not a number: 404', async () => {
    expect((await adminApi(null, '/api/pages/abc')).status).toBe(404)
    expect((await adminApi(await adminToken(), '/api/pages/abc')).status).toBe(404)
  })

  it('e-mail verification, which editors do not use: 404', async () => {
    expect((await adminApi(null, '/api/users/verify/x', { method: 'POST' })).status).toBe(404)
  })

  it("Payload's migrations table: 404, naming no internal address", async () => {
    const response = await fetch(`${baseUrl()}/api/payload-migrations`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('localhost')
  })

  it('a lead whose values nest 5,000 levels: 400, not "storage is down"', async () => {
    const body = `{"form":"contact","values":${nested(5_000, '"x"')}}`
    const response = await post('/api/forms/comhub', body, 'application/json')
    expect(response.status).toBe(400)
  })

  it('a search whose selection tree nests 1,000 levels: 400, not an empty result', async () => {
    const tree = '{"value":"a","children":['.repeat(1_000) + '{"value":"b"}' + ']}'.repeat(1_000)
    const body = `{"index":"vehicles_carstore-se","facets":[{"name":"car_brand","filters":[${tree}]}]}`
    const response = await post('/api/search', body, 'application/json')
    expect(response.status).toBe(400)
  })
})

describe('concurrent page-view events', smoke, () => {
  it('stores 500 events sent 20 at a time, each answered 204', async () => {
    const marker = `/concurrency-${Date.now()}`
    const statuses: number[] = []
    let sent = 0
    const sender = async () => {
      while (sent < 500) {
        const index = sent++
        const response = await post(
          '/api/events',
          JSON.stringify({
            event: 'page_view',
            channel: 'WEB',
            pageName: 'Concurrency',
            language: 'sv',
            site: 'carstore-se',
            path: `${marker}/${index}`,
          }),
          'application/json',
        )
        statuses.push(response.status)
      }
    }
    await Promise.all(Array.from({ length: 20 }, sender))
    expect(statuses.filter((status) => status !== 204)).toEqual([])
    const stored = await adminApi<{ totalDocs: number }>(
      await adminToken(),
      `/api/tracking-events?limit=1&where[path][like]=${encodeURIComponent(marker)}`,
    )
    expect(stored.body.totalDocs).toBe(500)
  }, 120_000)
})
