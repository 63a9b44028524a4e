import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { purgeAdapter } from './cache-purge.mjs'

type Received = { method?: string; headers: http.IncomingHttpHeaders; body: string }
const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

/** A purge endpoint on a free port answering `status`, and what it received. */
async function endpoint(status = 204): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body })
      response.writeHead(status).end()
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, received }
}

describe('the purge adapter', () => {
  it('POSTs the tags as JSON and in Cache-Tag and Surrogate-Key to CACHE_PURGE_URL, with the token', async () => {
    const { url, received } = await endpoint()
    const lines: string[] = []
    const purge = purgeAdapter({
      env: { CACHE_PURGE_URL: url, CACHE_PURGE_TOKEN: 'secret' },
      log: (line) => lines.push(line),
    })
    await purge(['pages', 'catalog:vehicles_automotive-se'])
    expect(received).toHaveLength(1)
    expect(received[0].method).toBe('POST')
    expect(JSON.parse(received[0].body)).toEqual({ tags: ['pages', 'catalog:vehicles_automotive-se'] })
    expect(received[0].headers['cache-tag']).toBe('pages,catalog:vehicles_automotive-se')
    expect(received[0].headers['surrogate-key']).toBe('pages catalog:vehicles_automotive-se')
    expect(received[0].headers.authorization).toBe('Bearer secret')
    expect(lines).toEqual([])
  })

  it('logs a refused purge and does not throw', async () => {
    const { url } = await endpoint(503)
    const lines: string[] = []
    await purgeAdapter({ env: { CACHE_PURGE_URL: url }, log: (line) => lines.push(line) })(['pages'])
    expect(lines).toEqual(['CACHE_PURGE_FAILED 503 pages'])
  })

  it('logs one line per purge when no CACHE_PURGE_URL is set', async () => {
    const lines: string[] = []
    await purgeAdapter({ env: {}, log: (line) => lines.push(line) })(['redirects'])
    expect(lines).toEqual(['CACHE_PURGE redirects (no CACHE_PURGE_URL: nothing to purge)'])
  })

  it('refuses a CACHE_PURGE_URL that is not an http(s) address', () => {
    expect(() => purgeAdapter({ env: { CACHE_PURGE_URL: 'ftp://cdn.example/purge' } })).toThrow(
      /CACHE_PURGE_URL/,
    )
    expect(() => purgeAdapter({ env: { CACHE_PURGE_URL: 'not a url' } })).toThrow(/CACHE_PURGE_URL/)
  })
})
