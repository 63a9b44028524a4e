import pg from 'pg'
import { createClient } from 'redis'
import { afterEach, describe, expect, it } from 'vitest'
import { openInstanceBus, type InstanceBus } from './instance-bus.mjs'

// The instance bus between servers (decisions: Running at scale) on the real engines: the local Redis
// (TEST_REDIS_URL; `npm test` starts one) and, on the PostgreSQL pass, LISTEN/NOTIFY on the test
// server. A lost connection is made by the server itself closing the bus's connection.
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'

/** Closes the connections of one bus (and no other) from the engine's side. */
const cutOff = {
  redis: async (bus: InstanceBus) => {
    const admin = createClient({ url: redisUrl })
    await admin.connect()
    try {
      const clients = String(await admin.sendCommand(['CLIENT', 'LIST']))
      const ids = clients
        .split('\n')
        .filter((line) => line.includes(` name=vrp-instance-bus-${bus.instance} `))
        .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1])
      expect(ids).toHaveLength(2)
      for (const id of ids) await admin.sendCommand(['CLIENT', 'KILL', 'ID', String(id)])
    } finally {
      await admin.close()
    }
  },
  postgres: async (bus: InstanceBus) => {
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    try {
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`vrp-instance-bus-${bus.instance}`],
      )
      expect(ended.rowCount).toBe(1)
    } finally {
      await admin.end()
    }
  },
}

const engines = [
  { kind: 'redis' as const, options: { redisUrl, databaseUrl: postgresUrl } },
  ...(process.env.TEST_DB === 'postgres'
    ? [{ kind: 'postgres' as const, options: { databaseUrl: postgresUrl } }]
    : []),
]

const open: InstanceBus[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()))
})

/** A bus that records what it hears. */
async function listeningBus(options: { redisUrl?: string; databaseUrl?: string }) {
  const heard: Array<string[] | 'all'> = []
  const bus = await openInstanceBus({ ...options, onTags: (tags) => heard.push(tags), log: () => {} })
  if (!bus) throw new Error('no bus')
  open.push(bus)
  return { bus, heard }
}

describe.each(engines)('the instance bus on $kind', ({ kind, options }) => {
  it('takes the engine the configuration names', async () => {
    const { bus } = await listeningBus(options)
    expect(bus.kind).toBe(kind)
  })

  it('hands one server’s tags to every other server, not back to itself', async () => {
    const one = await listeningBus(options)
    const two = await listeningBus(options)
    one.bus.publish(['pages', 'catalog:vehicles_automotive-se'])
    await expect.poll(() => two.heard).toEqual([['pages', 'catalog:vehicles_automotive-se']])
    two.bus.publish(['dictionary'])
    await expect.poll(() => one.heard).toEqual([['dictionary']])
    expect(two.heard).toEqual([['pages', 'catalog:vehicles_automotive-se']])
  })

  it('sends a list of tags too long for one message as "drop everything"', async () => {
    const one = await listeningBus(options)
    const two = await listeningBus(options)
    one.bus.publish(Array.from({ length: 2_000 }, (_, index) => `tag-${index}`))
    await expect.poll(() => two.heard).toEqual(['all'])
  })

  it('drops everything after a lost connection, and hears the others again', async () => {
    const one = await listeningBus(options)
    const two = await listeningBus(options)
    await cutOff[kind](two.bus)
    await expect.poll(() => two.heard, { timeout: 10_000 }).toEqual(['all'])
    // Connected again, it hears what is published from then on.
    await expect
      .poll(
        () => {
          one.bus.publish(['redirects'])
          return (
            two.heard.includes('all') && two.heard.some((tags) => tags !== 'all' && tags[0] === 'redirects')
          )
        },
        { timeout: 10_000 },
      )
      .toBe(true)
  })

  it('delivers what it published before it closes (an import’s announcement)', async () => {
    const two = await listeningBus(options)
    const one = await openInstanceBus({ ...options, onTags: () => {}, log: () => {} })
    one!.publish(['catalog:sites_automotive-se'])
    await one!.close()
    await expect.poll(() => two.heard).toEqual([['catalog:sites_automotive-se']])
  })
})

describe('the instance bus without Redis', () => {
  it('is none on SQLite: one machine, nothing to tell', async () => {
    await expect(openInstanceBus({ databaseUrl: 'file:./data/app.db', onTags: () => {} })).resolves.toBeNull()
  })

  it('fails at once when Redis cannot be reached, rather than holding the server up', async () => {
    await expect(
      openInstanceBus({ redisUrl: 'redis://127.0.0.1:1', onTags: () => {}, log: () => {} }),
    ).rejects.toThrow()
  })
})
