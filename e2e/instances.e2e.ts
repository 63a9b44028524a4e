import http from 'node:http'
import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { defaultRules } from '../src/services/rate-limit/rules'
import { adminApi, adminToken } from './support/admin'
import { requestSite } from './support/browser'
import { startProductionServer, type RunningServer } from './support/server'
import { smoke } from './support/tags'

// Issue 23: two production servers on one PostgreSQL, as two machines behind a load balancer
// run. The suite's server is one; this file starts the other on the same database. It runs on the
// PostgreSQL pass only (vitest.e2e.config.ts): SQLite is one machine's database.
const otherPort = inject('port') + 7
let other: RunningServer
let mediaDir: string
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-other-media-'))
  other = await startProductionServer(
    {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: inject('databaseUrl'),
      SERVER_URL: `http://localhost:${otherPort}`,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      // Pages kept a minute and content five (the default): only the instance bus can make an
      // edit show on this server within the test.
      PAGE_CACHE_TTL_MS: '60000',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      RATE_LIMIT_LEAD_MAIL: '1000000/3600',
    },
    otherPort,
  )
})
afterAll(async () => {
  await other?.stop()
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true })
})

const onOther = (site: string, pathname: string, options: Parameters<typeof requestSite>[2] = {}) =>
  requestSite(site, pathname, { ...options, port: otherPort })

describe('two servers on one PostgreSQL', smoke, () => {
  it('an edit saved through one server is served by the other at once', async () => {
    const token = await adminToken()
    const found = await adminApi<{ docs: Array<{ id: number; value: string }> }>(
      token,
      '/api/dictionary?locale=sv&where[key][equals]=skipToContent&where[site][exists]=false',
    )
    const entry = found.body.docs[0]
    // The other server reads the text and keeps the page.
    const first = await onOther('automotive-se', '/om-oss/kontakt')
    expect(first.body).toContain(entry.value)
    expect((await onOther('automotive-se', '/om-oss/kontakt')).headers['x-page-cache']).toBe('hit')
    const edited = 'Hoppa till innehållet, andra servern'
    try {
      const saved = await adminApi(token, `/api/dictionary/${entry.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ value: edited }),
      })
      expect(saved.status).toBe(200)
      await expect
        .poll(async () => (await onOther('automotive-se', '/om-oss/kontakt')).body)
        .toContain(edited)
    } finally {
      await adminApi(token, `/api/dictionary/${entry.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ value: entry.value }),
      })
    }
    await expect
      .poll(async () => (await onOther('automotive-se', '/om-oss/kontakt')).body)
      .toContain(entry.value)
  })

  it('an editor signed in through one server is signed in on the other', async () => {
    const me = (token?: string) =>
      fetch(`http://localhost:${otherPort}/api/users/me`, {
        headers: token ? { authorization: `JWT ${token}` } : {},
      }).then((response) => response.json() as Promise<{ user: { email: string } | null }>)
    expect((await me()).user).toBeNull()
    expect((await me(await adminToken())).user?.email).toBe('admin@example.com')
  })

  it('counts a client’s requests to both servers against one limit', async () => {
    const { limit, windowSeconds } = defaultRules.stories
    // A client of its own (its own loopback address), sending fewer than the limit to each server
    // and more than it in all. Fixed windows start at multiples of their length: the burst starts
    // well inside one, so all of it is counted in the same window.
    const agent = new http.Agent({
      keepAlive: false,
      localAddress: `127.${randomInt(10, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`,
    } as http.AgentOptions)
    const length = windowSeconds * 1000
    await expect.poll(() => Date.now() % length < length - 20_000, { timeout: 30_000 }).toBe(true)
    const each = Math.ceil((limit * 3) / 4)
    const statuses = await Promise.all(
      Array.from({ length: 2 * each }, (_, index) =>
        requestSite('automotive-se', '/api/stories?lang=sv&path=/aktuellt', {
          agent,
          ...(index % 2 ? { port: otherPort } : {}),
        }).then((answer) => answer.status),
      ),
    )
    expect(each).toBeLessThan(limit)
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * each - limit)
  })
})
