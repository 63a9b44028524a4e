/**
 * SQLite through @libsql/client. Reads and writes use separate connections so a long import
 * never holds up searches (WAL lets readers run beside the one writer).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createClient, type Client, type InValue } from '@libsql/client'
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
    query: async (sql, params = []) => rowsOf(await reader.execute({ sql, args: params as InValue[] })),
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
        await writer.execute('BEGIN IMMEDIATE')
        try {
          const result = await work(writerExecutor)
          await writer.execute('COMMIT')
          return result
        } catch (error) {
          await writer.execute('ROLLBACK')
          throw error
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
