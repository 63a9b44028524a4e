import { spawn } from 'node:child_process'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'

// Editors, imports and visitors' form posts write at the same moment; on SQLite they must wait for
// one another, never fail (TEST_DB=sqlite|postgres).
let payload: Payload
let databaseUrl: string
let cleanup: () => Promise<void>

beforeAll(async () => {
  let database: { url: string }
  ;({ payload, database, cleanup } = await createTestPayload())
  databaseUrl = database.url
})

/** Another process (a second server worker, an import) holding the write lock for a while. */
function writerInAnotherProcess(url: string, holdMs: number): Promise<void> {
  const script = url.startsWith('file:')
    ? `
      const Database = require('libsql')
      const db = new Database(${JSON.stringify(url.replace(/^file:/, ''))})
      db.exec('BEGIN IMMEDIATE')
      process.send('locked')
      setTimeout(() => { db.exec('COMMIT'); process.disconnect() }, ${holdMs})
    `
    : `
      const { Client } = require('pg')
      const client = new Client({ connectionString: ${JSON.stringify(url)} })
      client.connect()
        .then(() => client.query('BEGIN'))
        .then(() => client.query('LOCK TABLE dictionary IN EXCLUSIVE MODE'))
        .then(() => {
          process.send('locked')
          setTimeout(() => client.query('COMMIT').then(() => client.end()).then(() => process.disconnect()), ${holdMs})
        })
    `
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the other writer exited early (${code})`)))
  })
}

afterAll(async () => {
  await cleanup?.()
})

describe('concurrent CMS writes', () => {
  it('all succeed, also after earlier transactions', async () => {
    for (let round = 0; round < 3; round++) {
      const created = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          payload.create({
            collection: 'dictionary',
            locale: 'sv',
            data: { key: `concurrent-${round}-${index}`, value: `Värde ${index}` },
            overrideAccess: true,
          }),
        ),
      )
      expect(created).toHaveLength(12)
    }
    const stored = await payload.count({
      collection: 'dictionary',
      where: { key: { like: 'concurrent-' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(36)
  })

  it("waits for another process's write, also on the connection opened after a transaction", async () => {
    // Earlier transactions leave the client on a connection it opened itself.
    for (let index = 0; index < 2; index++)
      await payload.create({
        collection: 'dictionary',
        locale: 'sv',
        data: { key: `before-other-process-${index}`, value: 'Värde' },
        overrideAccess: true,
      })
    await writerInAnotherProcess(databaseUrl, 400)
    const created = await payload.create({
      collection: 'dictionary',
      locale: 'sv',
      data: { key: 'after-other-process', value: 'Värde' },
      overrideAccess: true,
    })
    expect(created.key).toBe('after-other-process')
  })
})
