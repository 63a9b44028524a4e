// @ts-check
// How the servers of one site (several machines, one PostgreSQL) tell each other what an edit
// changed (issue 23). The primary process of each server (scripts/serve.mjs) holds one bus: it
// publishes the content-cache tags its workers drop, and hands the tags other servers publish
// to its workers. On PostgreSQL the bus is LISTEN/NOTIFY on the database the servers already
// share; on SQLite (one machine by definition) there is none, and the workers' relay through the
// primary is all there is.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

export const channel = 'vrp_content_invalidate'
/** NOTIFY's payload is limited to 8000 bytes; a longer list of tags is sent as "drop everything". */
const maxPayload = 7_900
const retryMs = 1_000

/**
 * @typedef {{ publish(tags: string[]): void, close(): Promise<void>, instance: string }} InstanceBus
 * @param {{ databaseUrl?: string, onTags: (tags: string[] | 'all') => void, log?: (message: string) => void }} options
 * @returns {Promise<InstanceBus | null>} null when the database is not PostgreSQL
 */
export async function openInstanceBus({ databaseUrl = '', onTags, log = console.error }) {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return null
  const instance = randomUUID()
  /** @type {pg.Client | null} */
  let client = null
  let closed = false
  /** @type {string[]} */
  const pending = []

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'vrp-instance-bus' })
    next.on('notification', (message) => {
      try {
        const { from, tags } = JSON.parse(message.payload ?? '{}')
        if (from !== instance) onTags(Array.isArray(tags) ? tags : 'all')
      } catch {
        onTags('all')
      }
    })
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
      client.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((error) => {
        log(`INSTANCE_BUS_ERROR ${error.message}`)
      })
    }
  }

  client = await connect()
  return {
    instance,
    publish(tags) {
      const payload = JSON.stringify({ from: instance, tags })
      pending.push(payload.length <= maxPayload ? payload : JSON.stringify({ from: instance, tags: null }))
      flush()
    },
    async close() {
      closed = true
      const last = client
      client = null
      await last?.end().catch(() => {})
    },
  }
}
