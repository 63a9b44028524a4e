// @ts-check
// The purge endpoint beside an nginx cache (server/nginx-cache.mjs): open-source nginx cannot
// purge, so nginx passes the purge adapter's POST (`{"tags": [...]}`, server/cache-purge.mjs)
// here, and this deletes every cached file whose `Cache-Tag` header names one of the tags. An
// nginx cache file holds the upstream's response headers as text before the body; nginx takes a
// file that is gone for a miss and fetches the page again.
//
//   node server/cache-purger.mjs --cache-dir /var/cache/nginx/pages --port 8081
//
// Answers 200 `{"purged": <files deleted>}`, 400 with the field messages for a body that is not
// `{"tags": [string, …]}`.
import fs from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'

const purgeSchema = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(1_000) })
const maxBody = 64 * 1024
/** How much of a cache file is read for its headers (nginx's proxy_buffer_size bounds them). */
const headerBytes = 64 * 1024

/** @param {string} folder @returns {AsyncGenerator<string>} */
async function* files(folder) {
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

/** The Cache-Tag values in a cache file's stored response headers. @param {string} file */
async function tagsOf(file) {
  const handle = await fs.open(file, 'r').catch(() => null)
  if (!handle) return []
  try {
    const buffer = Buffer.alloc(headerBytes)
    const { bytesRead } = await handle.read(buffer, 0, headerBytes, 0)
    const head = buffer.subarray(0, bytesRead).toString('latin1')
    // A binary header, the line "KEY: <cache key>", then the response's status line and headers.
    const start = Math.max(0, head.indexOf('\nKEY: '))
    const end = head.indexOf('\r\n\r\n', start)
    const line = /\r\ncache-tag:[ \t]*([^\r\n]*)/i.exec(head.slice(start, end < 0 ? undefined : end))
    return line ? line[1].split(',').map((tag) => tag.trim()) : []
  } finally {
    await handle.close()
  }
}

/**
 * Deletes the cached files of every page tagged with one of the tags; returns how many.
 * @param {string} cacheDir @param {string[]} tags
 */
export async function purgeTags(cacheDir, tags) {
  const wanted = new Set(tags)
  let purged = 0
  for await (const file of files(cacheDir)) {
    if (!(await tagsOf(file)).some((tag) => wanted.has(tag))) continue
    await fs.rm(file, { force: true })
    purged++
  }
  return purged
}

/** @param {http.IncomingMessage} request @returns {Promise<string | null>} null when too long */
async function bodyOf(request) {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > maxBody) return null
  }
  return body
}

/** @param {http.ServerResponse} response @param {number} status @param {unknown} body */
const answer = (response, status, body) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

/**
 * The purge endpoint on 127.0.0.1:port; resolves once it listens.
 * @param {{ cacheDir: string, port: number, log?: (line: string) => void }} options
 * @returns {Promise<http.Server>}
 */
export function startCachePurger({ cacheDir, port, log = console.log }) {
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'POST') return answer(response, 405, { message: 'POST {"tags": [...]}' })
    const body = await bodyOf(request)
    if (body === null) return answer(response, 413, { message: 'body over 64 KB' })
    let json
    try {
      json = JSON.parse(body)
    } catch {
      return answer(response, 400, { message: 'body is not JSON', errors: {} })
    }
    const parsed = purgeSchema.safeParse(json)
    if (!parsed.success)
      return answer(response, 400, {
        message: 'expected {"tags": [string, …]}',
        errors: Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
        ),
      })
    const purged = await purgeTags(cacheDir, parsed.data.tags)
    log(`CACHE_PURGED ${purged} ${parsed.data.tags.join(',')}`)
    answer(response, 200, { purged })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argument = (/** @type {string} */ name) => {
    const at = process.argv.indexOf(name)
    return at < 0 ? undefined : process.argv[at + 1]
  }
  const cacheDir = argument('--cache-dir')
  const port = Number(argument('--port'))
  if (!cacheDir || !Number.isInteger(port) || port <= 0) {
    console.error('usage: node server/cache-purger.mjs --cache-dir <nginx proxy_cache_path> --port <port>')
    process.exit(2)
  }
  await startCachePurger({ cacheDir, port })
  console.log(`cache purger for ${cacheDir} listening on 127.0.0.1:${port}`)
}
