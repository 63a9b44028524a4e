import fs from 'node:fs'
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startCachePurger } from './cache-purger.mjs'

// e2e/shared-cache.e2e.ts runs the purger against real nginx cache files; here files laid out as
// nginx writes them (a binary header, the key line, the stored response) stand in for them.
const cacheFile = (dir: string, name: string, tags: string) => {
  const file = path.join(dir, name.slice(-1), name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const header = Buffer.from([0x05, 0, 0, 0, 0x0d, 0x0a, 0x0d, 0x0a, 0xff])
  const stored = `\nKEY: http://carstore-se.localhost/${name}\nHTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncache-tag: ${tags}\r\n\r\n<p>cache-tag: pages</p>`
  fs.writeFileSync(file, Buffer.concat([header, Buffer.from(stored, 'latin1')]))
  return file
}

let server: http.Server | undefined
afterEach(() => server?.close())

async function purger(dir: string) {
  server = await startCachePurger({ cacheDir: dir, port: 0, log: () => {} })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return (body: string) => fetch(url, { method: 'POST', body })
}

describe('the cache purger', () => {
  it('deletes the cached pages whose Cache-Tag names a purged tag, and only those', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-purger-'))
    const list = cacheFile(dir, 'a1', 'site:carstore-se,catalog:vehicles_carstore-se,pages')
    const content = cacheFile(dir, 'b2', 'site:carstore-se,pages')
    const purge = await purger(dir)
    const answer = await purge(JSON.stringify({ tags: ['catalog:vehicles_carstore-se'] }))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ purged: 1 })
    expect(fs.existsSync(list)).toBe(false)
    expect(fs.existsSync(content)).toBe(true)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('answers 400 with the field messages for a body that is not {"tags": [string, …]}', async () => {
    const purge = await purger(os.tmpdir())
    const answer = await purge(JSON.stringify({ tags: 'pages' }))
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { errors: Record<string, string> }).errors).toHaveProperty('tags')
    expect((await purge('not json')).status).toBe(400)
  })
})
