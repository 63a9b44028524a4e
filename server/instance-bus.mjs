// @ts-check
// How the servers of one site (several machines, one database) tell each other what an edit or an
// import changed (decisions: Running at scale). The primary process of each server
// (server/serve.mjs) holds one bus: it publishes the content-cache tags its workers drop, and
// hands the tags other servers publish to its workers; a catalog import (scripts/import.ts) opens
// one to publish its index's tag.
//
// With REDIS_URL set the bus is Redis pub/sub (either database). Otherwise, on PostgreSQL, it is
// LISTEN/NOTIFY on the database the servers already share; on SQLite (one machine by definition)
// there is none, and the workers' relay through the primary is all there is.
//
// Either way a server that lost its connection does not know what it missed: once connected
// again it drops everything.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createClient } from 'redis'

export const channel = 'vrp_content_invalidate'
/** NOTIFY's payload is limited to 8000 bytes; a longer list of tags is sent as "drop everything". */
const maxPayload = 7_900
const retryMs = 1_000

/**
 * @typedef {(tags: string[] | 'all') => void} OnTags
 * @typedef {{
 *   publish(tags: string[]): void,
 *   published(): Promise<void>,
 *   close(): Promise<void>,
 *   instance: string,
 *   kind: 'redis' | 'postgres',
 * }} InstanceBus
 * @param {{ databaseUrl?: string, redisUrl?: string, onTags: OnTags, log?: (message: string) => void }} options
 * @returns {Promise<InstanceBus | null>} null without Redis on SQLite
 */
export async function openInstanceBus({ databaseUrl = '', redisUrl = '', onTags, log = console.error }) {
  const instance = randomUUID()
  /** @param {string | undefined} payload */
  const receive = (payload) => {
    try {
      const { from, tags } = JSON.parse(payload ?? '{}')
      if (from !== instance) onTags(Array.isArray(tags) ? tags : 'all')
    } catch {
      onTags('all')
    }
  }
  /** @param {string[]} tags */
  const encode = (tags) => {
    const payload = JSON.stringify({ from: instance, tags })
    return payload.length <= maxPayload ? payload : JSON.stringify({ from: instance, tags: null })
  }
  if (redisUrl) return openRedisBus({ redisUrl, instance, receive, encode, onTags, log })
  if (/^postgres(ql)?:\/\//.test(databaseUrl))
    return openPostgresBus({ databaseUrl, instance, receive, encode, onTags, log })
  return null
}

/**
 * @typedef {{
 *   instance: string,
 *   receive: (payload: string | undefined) => void,
 *   encode: (tags: string[]) => string,
 *   onTags: OnTags,
 *   log: (message: string) => void,
 * }} BusParts
 */

/**
 * Two connections: a subscribed one only listens. The client reconnects by itself (and subscribes
 * again); commands sent while it is away wait for it.
 * @param {BusParts & { redisUrl: string }} parts
 * @returns {Promise<InstanceBus>}
 */
async function openRedisBus({ redisUrl, instance, receive, encode, onTags, log }) {
  let connected = false
  const options = {
    url: redisUrl,
    name: `vrp-instance-bus-${instance}`,
    // Unreachable at start, the bus fails (the server runs without it, as on a lost database);
    // lost later, it tries again every second.
    socket: {
      reconnectStrategy: (/** @type {number} */ _retries, /** @type {Error} */ cause) =>
        connected ? retryMs : cause,
    },
  }
  const publisher = createClient(options)
  const subscriber = createClient(options)
  /** @type {Set<Promise<unknown>>} */
  const sending = new Set()
  let ready = false
  for (const client of [publisher, subscriber])
    client.on('error', (error) => log(`INSTANCE_BUS_ERROR ${error.message}`))
  subscriber.on('ready', () => {
    // The first 'ready' is the first connection; any later one follows a lost connection.
    if (ready) onTags('all')
    ready = true
  })
  await Promise.all([publisher.connect(), subscriber.connect()]).catch(async (error) => {
    await Promise.all([publisher, subscriber].map((client) => client.destroy()))
    throw error
  })
  connected = true
  await subscriber.subscribe(channel, (message) => receive(message))
  return {
    instance,
    kind: 'redis',
    publish(tags) {
      const sent = publisher.publish(channel, encode(tags)).catch((error) => {
        log(`INSTANCE_BUS_ERROR ${error.message}`)
      })
      sending.add(sent)
      void sent.finally(() => sending.delete(sent))
    },
    async published() {
      await Promise.all(sending)
    },
    async close() {
      await Promise.all(sending)
      await Promise.all([publisher.quit(), subscriber.quit()].map((quit) => quit.catch(() => {})))
    },
  }
}

/**
 * @param {BusParts & { databaseUrl: string }} parts
 * @returns {Promise<InstanceBus>}
 */
async function openPostgresBus({ databaseUrl, instance, receive, encode, onTags, log }) {
  /** @type {pg.Client | null} */
  let client = null
  let closed = false
  /** @type {string[]} */
  const pending = []
  /** @type {Set<Promise<unknown>>} */
  const sending = new Set()

  const connect = async () => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: `vrp-instance-bus-${instance}`,
    })
    next.on('notification', (message) => receive(message.payload))
    next.on('error', (error) => {
      log(`INSTANCE_BUS_ERROR ${error.message}`)
      reconnect(next)
    })
    next.on('end', () => reconnect(next))
    await next.connect()
    await next.query(`LISTEN ${channel}`)
    return next
  }

  /** @param {pg.Client} lost */
  const reconnect = (lost) => {
    if (closed || client !== lost) return
    client = null
    lost.removeAllListeners()
    lost.end().catch(() => {})
    setTimeout(() => {
      if (closed) return
      connect().then(
        (fresh) => {
          client = fresh
          // Edits made elsewhere while this server was deaf are unknown: drop everything once.
          onTags('all')
          flush()
        },
        (error) => {
          log(`INSTANCE_BUS_ERROR ${error.message}`)
          client = lost
          reconnect(lost)
        },
      )
    }, retryMs).unref()
  }

  const flush = () => {
    while (client && pending.length > 0) {
      const payload = /** @type {string} */ (pending.shift())
      const sent = client.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((error) => {
        log(`INSTANCE_BUS_ERROR ${error.message}`)
      })
      sending.add(sent)
      void sent.finally(() => sending.delete(sent))
    }
  }

  client = await connect()
  return {
    instance,
    kind: 'postgres',
    publish(tags) {
      pending.push(encode(tags))
      flush()
    },
    async published() {
      await Promise.all(sending)
    },
    async close() {
      closed = true
      await Promise.all(sending)
      const last = client
      client = null
      await last?.end().catch(() => {})
    },
  }
}
