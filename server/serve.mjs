// The production server: the Next.js server (what `next start` runs) in one worker process per
// core (node:cluster). Rendering is CPU-bound and one Node process uses one core; WEB_CONCURRENCY
// sets the number of workers (default: the cores this process may use). The primary listens on
// PORT and hands each connection to the worker with the fewest active connections
// (./worker-connections.mjs).
//
// Each worker keeps its own in-process content cache (src/lib/cache.ts). When an edit in one
// worker drops cached entries, the primary relays the tags to the other workers and answers once
// they have all dropped theirs, so the editor's save returns only when no worker serves stale
// content.
//
// Each worker also keeps rendered pages for a few seconds (server/page-cache.mjs), and an edit
// drops them all in every worker the same way.
//
// Several servers on one database hear each other through Redis (REDIS_URL) or PostgreSQL's
// LISTEN/NOTIFY (server/instance-bus.mjs): the primary publishes the tags its workers drop and
// hands other servers' tags (an edit's, a catalog import's) to its workers, so a change on one
// machine is served by all of them within moments.
//
// Pages for visitors may be kept by a shared cache in front of the servers (a CDN, a caching
// proxy): server/shared-cache.mjs says which and how, and the primary tells that cache what an
// edit changed through the purge adapter (server/cache-purge.mjs), once per edit.
//
// The worker and the app meet on the globalThis names of src/lib/server/contract.ts, set and read
// here only through ./server-contract.mjs.
import { AsyncLocalStorage } from 'node:async_hooks'
import cluster from 'node:cluster'
import http from 'node:http'
import os from 'node:os'
import compression from 'compression'
import next from 'next'
import { payloadSecretOrExit } from '../src/cms/payload-secret.mjs'
import { afterFirstPaint } from './after-first-paint.mjs'
import { purgeAdapter } from './cache-purge.mjs'
import { openInstanceBus } from './instance-bus.mjs'
import { isPageRequest, mayKeep, PageCache } from './page-cache.mjs'
import { sharedCacheHeaders, sharedCacheSettings, withoutNonce } from './shared-cache.mjs'
import { dropContentCacheTags, provideResponseRecords, provideServerWorker } from './server-contract.mjs'
import { shareConnections, takeConnections } from './worker-connections.mjs'
import { workerExecArgv } from './worker-flags.mjs'

const invalidate = 'content-cache:invalidate'
const dropped = 'content-cache:dropped'
const relayed = 'content-cache:relayed'

if (cluster.isPrimary) {
  // Refused before any worker starts; the workers inherit the secret (generated once for the demo).
  process.env.PAYLOAD_SECRET = payloadSecretOrExit()
  const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY) || os.availableParallelism())
  let purge
  try {
    sharedCacheSettings(process.env)
    purge = purgeAdapter()
  } catch (error) {
    console.error(`server not started: ${error.message}`)
    process.exit(1)
  }
  let stopping = false
  let nextRelay = 0
  /** relay id → workers yet to answer, and how to tell the worker the edit came from */
  const waiting = new Map()

  const finish = (relay) => {
    const entry = waiting.get(relay)
    if (!entry) return
    waiting.delete(relay)
    clearTimeout(entry.timer)
    if (entry.origin.isConnected()) entry.origin.send({ type: relayed, id: entry.id })
  }

  /** Tags dropped on another server: every worker drops them (nobody waits for the answers). */
  const fromOtherServer = (tags) => {
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker?.isConnected())
        worker.send({ type: invalidate, tags: tags === 'all' ? ['*'] : tags, id: -1 })
  }
  const bus = await openInstanceBus({
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    onTags: fromOtherServer,
  }).catch((error) => {
    console.error(`INSTANCE_BUS_ERROR ${error.message}: edits on other servers show after the cache TTL`)
    return null
  })

  const connections = shareConnections(Number(process.env.PORT || 3000), (error) => {
    // The workers follow: a cluster worker exits when its primary goes.
    console.error(`server not started: ${error.message}`)
    process.exit(1)
  })

  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, workers, os.availableParallelism()) })
  const fork = () => {
    const worker = cluster.fork({ VRP_SERVER_WORKER: '1' })
    connections.follow(worker)
    // A message to a worker that is dying fails on its channel: the worker is replaced on its
    // exit, and the primary, which holds the port, must not stop with it.
    worker.on('error', (error) => console.error(`server worker ${worker.process.pid}: ${error.message}`))
    worker.on('message', (message) => {
      if (message?.type === dropped) {
        const entry = waiting.get(message.id)
        if (entry && --entry.pending === 0) finish(message.id)
        return
      }
      if (message?.type !== invalidate) return
      bus?.publish(message.tags)
      const others = Object.values(cluster.workers ?? {}).filter(
        (other) => other && other !== worker && other.isConnected(),
      )
      const relay = nextRelay++
      // A worker that never answers (busy dying) or a slow purge must not hold the edit up long.
      const timer = setTimeout(() => finish(relay), 2_000)
      // The save answers once every worker dropped the tags and the shared cache was told.
      waiting.set(relay, { pending: others.length + 1, origin: worker, id: message.id, timer })
      const settle = () => {
        const entry = waiting.get(relay)
        if (entry && --entry.pending === 0) finish(relay)
      }
      void purge(message.tags).then(settle)
      for (const other of others) other.send({ type: invalidate, tags: message.tags, id: relay })
    })
  }

  for (let index = 0; index < workers; index++) fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(`server worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    fork()
  })
  const stop = (signal) => {
    stopping = true
    connections.close()
    void bus?.close()
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    }, 50)
    setTimeout(() => process.exit(0), 10_000).unref()
    check.unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
} else {
  // Asked to stop, a worker exits cleanly: a CPU profile (`--cpu-prof`, the benchmark's
  // BENCH_CPU_PROF) is written only on a clean exit.
  process.on('SIGTERM', () => process.exit(0))
  // The content cache (src/lib/cache.ts) registers how it drops tags when it first loads; a
  // worker that has not loaded it yet holds nothing to drop and answers all the same.
  const pageCache = new PageCache({ ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 5_000) })
  const sharedCache = sharedCacheSettings(process.env)
  const compress = compression()
  let nextEdit = 0
  const edits = new Map()
  provideServerWorker({
    relay(tags) {
      pageCache.clear()
      const id = nextEdit++
      return new Promise((resolve) => {
        edits.set(id, resolve)
        process.send({ type: invalidate, tags, id })
      })
    },
  })
  process.on('message', (message) => {
    if (message?.type === invalidate) {
      dropContentCacheTags(message.tags)
      pageCache.clear()
      process.send({ type: dropped, id: message.id })
    } else if (message?.type === relayed) {
      edits.get(message.id)?.()
      edits.delete(message.id)
    }
  })
  process.env.NODE_ENV = 'production'
  const port = Number(process.env.PORT || 3000)
  const app = next({ dev: false, dir: process.cwd(), port })
  await app.prepare()
  const handle = app.getRequestHandler()
  // A record per request that the page reaches while it renders (src/lib/server/response-record.ts):
  // it asks for a 302 there (Next.js answers every temporary redirect from a page with 307), and
  // says whether the page cache may keep the response.
  const records = new AsyncLocalStorage()
  provideResponseRecords(records)
  const consoleError = console.error
  console.error = (...args) => {
    const record = records.getStore()
    if (record) record.cacheable = false
    consoleError(...args)
  }
  const server = http.createServer((request, response) => {
    // Every response, static files included: browsers must not guess another content type.
    response.setHeader('X-Content-Type-Options', 'nosniff')
    // TRACE (and TRACK, CONNECT) reached the app, which failed on every route with a 500.
    if (!allowedMethods.includes(request.method ?? '')) {
      response.writeHead(405, {
        allow: allowedMethods.join(', '),
        'content-type': 'text/plain; charset=utf-8',
      })
      response.end('Method not allowed')
      return
    }
    const refused = refusedRequest(request.url)
    if (refused) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(refused)
      return
    }
    // The peer address travels in the record, not in a header a client could send itself.
    const record = { remoteAddress: request.socket.remoteAddress }
    const writeHead = response.writeHead
    response.writeHead = function (status, ...rest) {
      // The proxy's rewrite target names internal routes (/<site>/<language>/…): not for visitors.
      this.removeHeader('x-middleware-rewrite')
      return writeHead.call(
        this,
        status === 307 && record.redirectStatus ? record.redirectStatus : status,
        ...rest,
      )
    }
    // Brotli or gzip for every client that accepts it (next.config.ts turns Next's own
    // compression off, so the page cache sees the page uncompressed).
    compress(request, response, () => {
      const key = pageCache.keyOf(request)
      const hit = key ? pageCache.lookup(key, request) : null
      if (hit) {
        const shared = sharedCacheHeaders(request, hit.page, sharedCache)
        response.writeHead(200, { ...hit.headers, ...shared, 'x-page-cache': 'hit' })
        response.end(hit.body)
        return
      }
      if (key) response.setHeader('x-page-cache', 'miss')
      if (isPageRequest(request)) {
        const generation = pageCache.generation
        // A page is held until complete. Its framework scripts load once it is painted
        // (./after-first-paint.mjs); one the app allowed to keep leaves without its nonce (one
        // copy fits every visitor) and, to an anonymous visitor, as public.
        holdPage(response, (held) => {
          const page = { ...held, body: afterFirstPaint(held.body) }
          if (!mayKeep(page, record)) return page
          const unsigned = withoutNonce({
            policy: String(page.headers['content-security-policy']),
            body: page.body,
          })
          const kept = {
            status: page.status,
            headers: { ...page.headers, 'content-security-policy': unsigned.policy },
            body: unsigned.body,
          }
          if (key) pageCache.store(key, request, kept, record, generation)
          return {
            ...kept,
            headers: { ...kept.headers, ...sharedCacheHeaders(request, record, sharedCache) },
          }
        })
      }
      records.run(record, () =>
        handle(request, response).catch((error) => {
          console.error('REQUEST_FAILED', error)
          if (!response.headersSent) response.writeHead(500)
          response.end()
        }),
      )
    })
  })
  takeConnections(server)()
  console.log(`server worker ${process.pid} taking connections on port ${port}`)
}

/** The methods the site and its APIs answer; any other gets 405 before Next.js sees it. */
const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * Requests refused before Next.js sees them, with the reason: an address whose percent-escapes do
 * not decode (Next answers some of them, under /_next, with a 500), and a local image source with
 * a query string. The image optimiser keeps one transform on disk per distinct source URL, width
 * and quality; Next refuses widths and qualities next.config.ts does not declare, but takes any
 * query string on a local source, which local images never need.
 */
function refusedRequest(url = '/') {
  let pathname
  let source
  let parsed
  try {
    parsed = new URL(url, 'http://localhost')
    pathname = decodeURIComponent(parsed.pathname)
    source = parsed.searchParams.get('url') ?? ''
  } catch {
    return 'Bad request: the address is not a valid URL path'
  }
  // A NUL byte reaches no file or page, and PostgreSQL refuses it in a text parameter (a 500).
  if (pathname.includes('\u0000')) return 'Bad request: the address holds a NUL character'
  if (pathname === '/_next/image' && source.startsWith('/') && /[?#]/.test(source))
    return 'Bad request: a local image address takes no query string'
  // The short address (next.config.ts rewrites `/_i/640/m/x.png` to the optimiser).
  if (pathname.startsWith('/_i/') && (parsed.search || /[?#]/.test(pathname)))
    return 'Bad request: a local image address takes no query string'
  return null
}

/**
 * Holds a page back until it is complete and sends what `finish` makes of it (status, headers
 * and body, uncompressed: the compression below sees the result). Only a 200 HTML response is
 * held; others stream as ever.
 * @param {http.ServerResponse} response
 * @param {(page: { status: number, headers: http.OutgoingHttpHeaders, body: Buffer }) => { status: number, headers: http.OutgoingHttpHeaders, body: Buffer }} finish
 */
function holdPage(response, finish) {
  const { writeHead, write, end } = response
  /** @type {Buffer[] | null} */
  let chunks = null
  let decided = false
  const restore = () => Object.assign(response, { writeHead, write, end })
  const decide = () => {
    if (decided) return
    decided = true
    const html = String(response.getHeader('content-type') ?? '').startsWith('text/html')
    if (response.statusCode === 200 && html) chunks = []
    else restore()
  }
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return
    chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined))
  }
  response.writeHead = function (status, ...rest) {
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null)
    // A raw header list is not what Next.js sends; such a response is not held.
    if (Array.isArray(headers) || decided) {
      restore()
      return writeHead.call(this, status, ...rest)
    }
    this.statusCode = status
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) this.setHeader(name, value)
    decide()
    return chunks ? this : writeHead.call(this, status, ...rest)
  }
  response.write = function (chunk, encoding, callback) {
    decide()
    if (!chunks) return write.call(this, chunk, encoding, callback)
    keep(chunk, encoding)
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return true
  }
  response.end = function (chunk, encoding, callback) {
    decide()
    if (!chunks) return end.call(this, chunk, encoding, callback)
    keep(chunk, encoding)
    restore()
    const page = finish({ status: this.statusCode, headers: this.getHeaders(), body: Buffer.concat(chunks) })
    for (const name of this.getHeaderNames()) if (!(name in page.headers)) this.removeHeader(name)
    for (const [name, value] of Object.entries(page.headers))
      if (value !== undefined) this.setHeader(name, value)
    this.setHeader('content-length', page.body.length)
    writeHead.call(this, page.status)
    const done = [encoding, callback].find((argument) => typeof argument === 'function')
    return end.call(this, page.body, done)
  }
}
