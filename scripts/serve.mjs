// The production server: the Next.js server (what `next start` runs) in one worker process per
// core, sharing PORT through node:cluster. Rendering is CPU-bound and one Node process uses one
// core; WEB_CONCURRENCY sets the number of workers (default: the cores this process may use).
//
// Each worker keeps its own in-process content cache (src/lib/cache.ts). When an edit in one
// worker drops cached entries, the primary relays the tags to the other workers and answers once
// they have all dropped theirs, so the editor's save returns only when no worker serves stale
// content.
import cluster from 'node:cluster'
import os from 'node:os'

const invalidate = 'content-cache:invalidate'
const dropped = 'content-cache:dropped'
const relayed = 'content-cache:relayed'

if (cluster.isPrimary) {
  const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY) || os.availableParallelism())
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

  const fork = () => {
    const worker = cluster.fork({ VRP_SERVER_WORKER: '1' })
    worker.on('message', (message) => {
      if (message?.type === dropped) {
        const entry = waiting.get(message.id)
        if (entry && --entry.pending === 0) finish(message.id)
        return
      }
      if (message?.type !== invalidate) return
      const others = Object.values(cluster.workers ?? {}).filter(
        (other) => other && other !== worker && other.isConnected(),
      )
      const relay = nextRelay++
      // A worker that never answers (busy dying) must not hold the edit up for long.
      const timer = setTimeout(() => finish(relay), 2_000)
      waiting.set(relay, { pending: others.length, origin: worker, id: message.id, timer })
      if (others.length === 0) return finish(relay)
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
  // The content cache (src/lib/cache.ts) registers how it drops tags when it first loads; a
  // worker that has not loaded it yet holds nothing to drop and answers all the same.
  let nextEdit = 0
  const edits = new Map()
  globalThis.__serverWorker = {
    relay(tags) {
      const id = nextEdit++
      return new Promise((resolve) => {
        edits.set(id, resolve)
        process.send({ type: invalidate, tags, id })
      })
    },
  }
  process.on('message', (message) => {
    if (message?.type === invalidate) {
      globalThis.__contentCacheDrop?.(message.tags)
      process.send({ type: dropped, id: message.id })
    } else if (message?.type === relayed) {
      edits.get(message.id)?.()
      edits.delete(message.id)
    }
  })
  process.env.NODE_ENV = 'production'
  const { startServer } = await import('next/dist/server/lib/start-server.js')
  await startServer({
    dir: process.cwd(),
    isDev: false,
    port: Number(process.env.PORT || 3000),
    allowRetry: false,
  })
}
