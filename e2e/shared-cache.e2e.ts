/**
 * A real caching reverse proxy (Debian's nginx, server/nginx-cache.mjs) in front of a
 * production server, as a CDN would stand: anonymous pages are kept and served from it, an
 * editor's requests never are, and an edit or an import through that server purges exactly the
 * pages built from what changed (purge adapter → nginx's purge location → server/cache-purger.mjs).
 *
 * The server behind nginx is a second one on the suite's database, started with CACHE_PURGE_URL
 * (the suite's own server has none): two servers on one database, so the PostgreSQL pass only
 * (vitest.e2e.config.ts), where the instance bus keeps the suite's server in step with its edits.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { nginxCacheConfig } from '../server/nginx-cache.mjs'
import { findCar } from './detail/support'
import { adminToken, findPageId } from './support/admin'
import { requestSite } from './support/browser'
import { importCars } from './support/fixtures'
import { startProductionServer, waitForHealthy, type RunningServer } from './support/server'
import { smoke } from './support/tags'

// Ports of this file's own, past the test server's: instances.e2e.ts, which may run at the same
// time, takes 7, 10 and 11 past it.
const proxyPort = inject('port') + 13
const serverPort = inject('port') + 14
const purgerPort = inject('port') + 15
const purgeUrl = `http://127.0.0.1:${proxyPort}/-/cache-purge`
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-nginx-'))
// nginx started as root runs its workers as an unprivileged user: they must reach the folders
// the master makes for them in here (it hands them the cache and temporary folders).
fs.chmodSync(workDir, 0o755)
const cacheDir = path.join(workDir, 'cache')
let server: RunningServer | undefined
let purger: ChildProcess | undefined
let nginx: ChildProcess | undefined

beforeAll(async () => {
  server = await startProductionServer(
    {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: inject('databaseUrl'),
      SERVER_URL: `http://localhost:${serverPort}`,
      MEDIA_DIR: fs.mkdtempSync(path.join(workDir, 'media-')),
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      CACHE_PURGE_URL: purgeUrl,
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    },
    serverPort,
  )
  // Its own process, as beside a real nginx: the imports below block this one (execFileSync).
  purger = spawn(
    process.execPath,
    ['server/cache-purger.mjs', '--cache-dir', cacheDir, '--port', String(purgerPort)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve, reject) => {
    purger?.stdout?.once('data', resolve)
    purger?.once('exit', (code) => reject(new Error(`the cache purger exited (${code})`)))
  })
  purger.stdout?.resume()
  const config = path.join(workDir, 'nginx.conf')
  fs.writeFileSync(
    config,
    nginxCacheConfig({
      port: proxyPort,
      upstreams: [`127.0.0.1:${serverPort}`],
      cacheDir,
      workDir,
      purgerPort,
    }),
  )
  nginx = spawn(
    process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    ['-p', workDir, '-c', config, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let errors = ''
  nginx.stderr?.on('data', (chunk) => (errors += chunk))
  await waitForHealthy(`http://127.0.0.1:${proxyPort}/healthz`, nginx, () => errors)
})

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve))
    nginx.kill('SIGQUIT')
    await exited
  }
  purger?.kill()
  await server?.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
})

const throughProxy = (site: string, pathname: string, headers: Record<string, string> = {}) =>
  requestSite(site, pathname, { port: proxyPort, headers })
const cacheStatus = (response: { headers: http.IncomingHttpHeaders }) => response.headers['x-cache-status']
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1]

describe('a caching proxy in front of the servers', smoke, () => {
  it('serves the second anonymous request of a page from its cache, with the tags it was built from', async () => {
    const first = await throughProxy('carstore-se', '/kop-bil')
    expect(first.status).toBe(200)
    expect(cacheStatus(first)).toBe('MISS')
    expect(first.headers['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    const tags = String(first.headers['cache-tag']).split(',')
    expect(tags).toEqual(
      expect.arrayContaining(['site:carstore-se', 'catalog:vehicles_carstore-se', 'pages', 'dictionary']),
    )
    expect(tags.some((tag) => /^page:\d+$/.test(tag))).toBe(true)
    expect(first.headers['surrogate-key']).toBe(tags.join(' '))
    const second = await throughProxy('carstore-se', '/kop-bil')
    expect(cacheStatus(second)).toBe('HIT')
    expect(second.body).toBe(first.body)
  })

  it("never answers an editor's request from the cache, and the server answers it privately", async () => {
    const cookie = `payload-token=${await adminToken()}`
    await throughProxy('carstore-se', '/om-oss')
    for (const response of [
      await throughProxy('carstore-se', '/om-oss', { cookie }),
      await throughProxy('carstore-se', '/om-oss', { cookie }),
    ]) {
      expect(response.status).toBe(200)
      expect(cacheStatus(response)).toBe('BYPASS')
      expect(response.headers['cache-control']).toMatch(/^private, no-cache, no-store/)
      expect(response.headers['cache-tag']).toBeUndefined()
    }
  })

  it("serves the next anonymous request fresh once an edit through the CMS API has purged it, and other sites' pages from the cache still", async () => {
    const token = await adminToken()
    const pageId = await findPageId(token, 'carstore-se', '/om-oss', 'sv')
    const edit = (title: string) =>
      fetch(`http://127.0.0.1:${serverPort}/api/pages/${pageId}?locale=sv`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ title }),
      })
    await throughProxy('carstore-se', '/om-oss')
    const kept = await throughProxy('carstore-se', '/om-oss')
    expect(cacheStatus(kept)).toBe('HIT')
    // Another site's page, kept as well: an edit purges only the edited page's site.
    await throughProxy('carstore-fi', '/meista/tietosuoja')
    expect(cacheStatus(await throughProxy('carstore-fi', '/meista/tietosuoja'))).toBe('HIT')
    const original = (await (
      await fetch(`http://127.0.0.1:${serverPort}/api/pages/${pageId}?locale=sv`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()) as { title: string }
    const edited = `${original.title} (purged)`
    try {
      expect((await edit(edited)).status).toBe(200)
      // The save answers once the proxy was told: the next request is fetched anew.
      const fresh = await throughProxy('carstore-se', '/om-oss')
      expect(cacheStatus(fresh)).toBe('MISS')
      expect(titleOf(fresh.body)).toContain(edited)
      expect(cacheStatus(await throughProxy('carstore-se', '/om-oss'))).toBe('HIT')
      expect(cacheStatus(await throughProxy('carstore-fi', '/meista/tietosuoja'))).toBe('HIT')
    } finally {
      expect((await edit(original.title)).status).toBe(200)
    }
    expect(titleOf((await throughProxy('carstore-se', '/om-oss')).body)).not.toContain(edited)
  })

  it('drops the pages that read a catalog index after an import into it, and only those', async () => {
    const site = 'carstore-fi'
    await throughProxy(site, '/osta-auto')
    await throughProxy(site, '/meista/tietosuoja')
    expect(cacheStatus(await throughProxy(site, '/osta-auto'))).toBe('HIT')
    const content = await throughProxy(site, '/meista/tietosuoja')
    expect(cacheStatus(content)).toBe('HIT')
    expect(String(content.headers['cache-tag'])).not.toContain(`catalog:vehicles_${site}`)
    const car = await findCar(site, { car_is_sample: [false] })
    importCars(inject('databaseUrl'), `vehicles_${site}`, [{ ...car, car_id: 'purged-by-import' }], {
      CACHE_PURGE_URL: purgeUrl,
    })
    expect(cacheStatus(await throughProxy(site, '/osta-auto'))).toBe('MISS')
    expect(cacheStatus(await throughProxy(site, '/meista/tietosuoja'))).toBe('HIT')
  })
})
