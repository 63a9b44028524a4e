import fs from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { inject } from 'vitest'
import { dictionaryEntries } from '../../src/seed/dictionary'
import { adminApi, adminToken } from '../support/admin'
import { requestSite } from '../support/browser'
import { smoke } from '../support/tags'

// A kit catalogue on a site whose catalogue has no kits: the server's search of page one fails.
const site = 'group-se'
const path = '/kit-prefetch-check'
let token: string
let pageId: number | undefined

beforeAll(async () => {
  token = await adminToken()
  const sites = await adminApi<{ docs: Array<{ id: number }> }>(
    token,
    `/api/sites?where[name][equals]=${site}`,
  )
  const created = await adminApi<{ doc: { id: number } }>(token, '/api/pages?locale=sv', {
    method: 'POST',
    body: JSON.stringify({
      site: sites.body.docs[0].id,
      title: 'Tillbehör',
      slug: path.slice(1),
      _status: 'published',
      main: [{ blockType: 'kitCatalogue' }],
    }),
  })
  expect(created.status).toBe(201)
  pageId = created.body.doc.id
})
afterAll(async () => {
  if (pageId) await adminApi(token, `/api/pages/${pageId}`, { method: 'DELETE' })
})

it('logs a failed prefetch as GET_SERVER_SIDE_PROPS_FAILED and shows kitListError', smoke, async () => {
  const response = await requestSite(site, path)
  expect(response.status).toBe(200)
  expect(response.body).toContain('data-list-error')
  expect(response.body).toContain(dictionaryEntries.kitListError.sv)
  expect(response.body).not.toContain('data-kit=')
  const logged = () =>
    fs
      .readFileSync(inject('serverLog'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('GET_SERVER_SIDE_PROPS_FAILED') && line.includes('KitCatalogue'))
  await expect.poll(() => logged().length).toBeGreaterThan(0)
  expect(JSON.parse(logged()[0])).toMatchObject({
    code: 'GET_SERVER_SIDE_PROPS_FAILED',
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    host: expect.stringMatching(/^group-se\.localhost(:\d+)?$/),
    component: 'KitCatalogue',
    site,
  })
})
