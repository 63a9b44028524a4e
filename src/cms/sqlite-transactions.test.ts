import fs from 'node:fs'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCatalogDatabases, openCatalogDb } from '@/services/search/db/connection'
import { createTestPayload } from '@/test/payload'

// SQLite only (vitest.config.ts leaves this file out when TEST_DB=postgres): the write
// transactions' own connections (src/cms/sqlite-transactions.ts) and the files they hold.
let payload: Payload
let databaseUrl: string
let cleanup: () => Promise<void>

beforeAll(async () => {
  let database: { url: string }
  ;({ payload, database, cleanup } = await createTestPayload())
  databaseUrl = database.url
})

afterAll(async () => {
  await closeCatalogDatabases()
  await cleanup?.()
})

describe('SQLite connections', () => {
  /** Descriptors this process holds open on the database's files (database, WAL, shared memory). */
  function openDatabaseFiles(): number {
    const file = fs.realpathSync(databaseUrl.replace(/^file:/, ''))
    return fs
      .readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`)
        } catch {
          return ''
        }
      })
      .filter((target) => target.startsWith(file)).length
  }

  it('a burst of writes leaves no connection open behind it', async () => {
    const before = openDatabaseFiles()
    for (let round = 0; round < 10; round++)
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          payload.create({
            collection: 'dictionary',
            locale: 'sv',
            data: { key: `burst-${round}-${index}`, value: 'Värde' },
            overrideAccess: true,
          }),
        ),
      )
    // 200 write transactions; each used to keep a connection (three descriptors) until a garbage
    // collection. Now they share the few kept for transactions.
    expect(openDatabaseFiles()).toBeLessThanOrEqual(before + 9)
  })

  it('a write outside any transaction waits for an open one to end instead of failing', async () => {
    // The jobs queue writes so; the open transaction holds SQLite's write lock.
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID } as unknown as PayloadRequest
    await payload.db.create({
      collection: 'dictionary',
      data: { key: 'in-a-transaction', value: 'Värde' },
      req,
    })
    const single = payload.db.create({
      collection: 'dictionary',
      data: { key: 'on-its-own', value: 'Värde' },
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await payload.db.commitTransaction!(transactionID!)
    await expect(single).resolves.toMatchObject({ key: 'on-its-own' })
    const stored = await payload.find({
      collection: 'dictionary',
      where: { key: { in: ['in-a-transaction', 'on-its-own'] } },
      overrideAccess: true,
    })
    expect(stored.docs.map((entry) => entry.key).toSorted()).toEqual(['in-a-transaction', 'on-its-own'])
  })

  it('a Payload write waits for an open catalog transaction on the same file, and both are stored', async () => {
    // The saved-search job writes the catalog's tables in the server's process while a visitor's
    // booking is written through Payload; by default both live in the one file.
    const catalog = await openCatalogDb(databaseUrl)
    await catalog.query('CREATE TABLE IF NOT EXISTS write_turns (name TEXT)')
    let writeStarted!: () => void
    const started = new Promise<void>((resolve) => (writeStarted = resolve))
    let write: Promise<unknown> | undefined
    const transaction = catalog.transaction(async (tx) => {
      await tx.query('INSERT INTO write_turns (name) VALUES (?)', ['catalog'])
      write = payload.create({
        collection: 'dictionary',
        locale: 'sv',
        data: { key: 'beside-the-catalog', value: 'Värde' },
        overrideAccess: true,
      })
      writeStarted()
      await new Promise((resolve) => setTimeout(resolve, 50))
      await tx.query('INSERT INTO write_turns (name) VALUES (?)', ['catalog, later'])
    })
    await started
    await expect(transaction).resolves.toBeUndefined()
    await expect(write).resolves.toMatchObject({ key: 'beside-the-catalog' })
    const rows = await catalog.query('SELECT name FROM write_turns ORDER BY rowid')
    expect(rows.map((row) => row.name)).toEqual(['catalog', 'catalog, later'])
  })
})
