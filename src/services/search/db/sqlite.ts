/**
 * SQLite through @libsql/client. Reads and writes use separate connections so a long import
 * never holds up searches (WAL lets readers run beside the one writer). Writes take their turn
 * with the process's other writers on the file, Payload's included (src/lib/server/sqlite-write-turn.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createClient, type Client, type InValue } from '@libsql/client'
import { onlyReads, takeWriteTurn } from '@/lib/server/sqlite-write-turn'
import type { CatalogDb, Executor, Row } from './types'

const pragmas = [
  'PRAGMA busy_timeout = 10000',
  'PRAGMA synchronous = NORMAL',
  'PRAGMA cache_size = -65536',
  'PRAGMA temp_store = MEMORY',
]

async function connect(url: string): Promise<Client> {
  const client = createClient({ url })
  for (const pragma of pragmas) await client.execute(pragma)
  return client
}

function rowsOf(result: { rows: unknown[] }): Row[] {
  return result.rows as Row[]
}

export async function openSqlite(url: string, file: string): Promise<CatalogDb> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const writer = await connect(url)
  await writer.execute('PRAGMA journal_mode = WAL')
  const reader = await connect(url)
  let queue: Promise<unknown> = Promise.resolve()

  const writerExecutor: Executor = {
    query: async (sql, params = []) => rowsOf(await writer.execute({ sql, args: params as InValue[] })),
  }

  return {
    dialect: 'sqlite',
    url,
    query: async (sql, params = []) => {
      const statement = { sql, args: params as InValue[] }
      if (onlyReads(sql)) return rowsOf(await reader.execute(statement))
      const release = await takeWriteTurn(file)
      try {
        return rowsOf(await reader.execute(statement))
      } finally {
        release()
      }
    },
    readAll: async (statements) => {
      if (statements.length === 1) {
        const [only] = statements
        return [rowsOf(await reader.execute({ sql: only.sql, args: only.params as InValue[] }))]
      }
      const results = await reader.batch(
        statements.map((statement) => ({ sql: statement.sql, args: statement.params as InValue[] })),
        'deferred',
      )
      return results.map(rowsOf)
    },
    transaction: <T>(work: (tx: Executor) => Promise<T>) => {
      const run = queue.then(async () => {
        const release = await takeWriteTurn(file)
        try {
          await writer.execute('BEGIN IMMEDIATE')
          try {
            const result = await work(writerExecutor)
            await writer.execute('COMMIT')
            return result
          } catch (error) {
            await writer.execute('ROLLBACK')
            throw error
          }
        } finally {
          release()
        }
      })
      queue = run.catch(() => undefined)
      return run
    },
    close: async () => {
      await queue
      reader.close()
      writer.close()
    },
  }
}
