/** PostgreSQL through a pg pool. */
import pg from 'pg'
import { log } from '../log'
import type { CatalogDb, Executor, Row } from './types'

/** `?` placeholders → `$1…$n` (our SQL never contains a literal question mark). */
export function numberPlaceholders(sql: string): string {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

// Counts (bigint) and numerics come back as strings by default; our values fit in a double.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 || oid === 1700
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

function executor(client: pg.Pool | pg.PoolClient): Executor {
  return {
    query: async (sql, params = []) =>
      (await client.query(numberPlaceholders(sql), params as unknown[])).rows as Row[],
  }
}

export async function openPostgres(url: string): Promise<CatalogDb> {
  const pool = new pg.Pool({ connectionString: url, max: 8, types })
  // An idle connection the server closes (restart, dropped database) is only logged: without a
  // listener, pg's error event would end the process. The pool opens a new one when needed.
  pool.on('error', (error) => log.warn({ err: error }, 'idle catalog database connection closed'))
  const direct = executor(pool)

  async function withClient<T>(begin: string, work: (tx: Executor) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    try {
      await client.query(begin)
      const result = await work(executor(client))
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }

  return {
    dialect: 'postgres',
    url,
    query: direct.query,
    readAll: async (statements) => {
      if (statements.length === 1) return [await direct.query(statements[0].sql, statements[0].params)]
      return withClient('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
        const results: Row[][] = []
        for (const statement of statements) results.push(await tx.query(statement.sql, statement.params))
        return results
      })
    },
    transaction: (work) => withClient('BEGIN', work),
    close: () => pool.end(),
  }
}
