import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client'
import { Sqlite3Transaction } from '@libsql/client/sqlite3'
import { expandConfig } from '@libsql/core/config'
import { transactionModeToBegin } from '@libsql/core/util'
import Database from 'libsql'
import { onlyReads, takeWriteTurn } from '@/lib/server/sqlite-write-turn'

/** The connections kept open between transactions; a nested transaction opens one more. */
const idleConnections = 2

/**
 * Payload's writes of one process take turns with every other writer of the process on the same
 * file (src/lib/server/sqlite-write-turn.ts): a transaction opening while another is still open
 * would block the event loop in its busy wait.
 *
 * The client itself runs a transaction on its own connection and opens a new one for what follows,
 * leaving the old one to the garbage collector: every write kept a database connection (and its
 * file descriptors) open until a collection, hundreds of them under a burst of writes. Transactions
 * here run on connections of their own instead, kept open with the busy timeout set and reused once
 * the transaction ends, so the client's connection stays the one for reads and single statements.
 *
 * A single write outside any transaction (Payload's jobs queue and its schedule write so, each
 * statement on its own) would meet the same busy wait behind an open transaction of this process,
 * stalling every request for the busy timeout and then failing: such writes take their turn too.
 * Reads never wait.
 */
export function serialiseTransactions(
  client: Client,
  url: string,
  busyTimeoutMs: number,
  maxWait = 15_000,
): void {
  const path = expandConfig({ url }, true).path
  const idle: Database.Database[] = []

  const connect = () => {
    const connection = new Database(path)
    connection.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
    return connection
  }
  const giveBack = (connection: Database.Database) => {
    if (idle.length < idleConnections) idle.push(connection)
    else connection.close()
  }

  const takeTurn = () => takeWriteTurn(path, maxWait)
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>, writes: (...args: A) => boolean = () => true) =>
    async (...args: A): Promise<R> => {
      if (!writes(...args)) return run(...args)
      const release = await takeTurn()
      try {
        return await run(...args)
      } finally {
        release()
      }
    }
  const execute = client.execute.bind(client) as (stmt: InStatement, args?: InArgs) => Promise<ResultSet>
  client.execute = inTurn(execute, (stmt) => !onlyReads(typeof stmt === 'string' ? stmt : stmt.sql))
  client.batch = inTurn(client.batch.bind(client)) as Client['batch']
  client.executeMultiple = inTurn(client.executeMultiple.bind(client))
  client.migrate = inTurn(client.migrate.bind(client))

  client.transaction = (async (mode: TransactionMode = 'write') => {
    const release = await takeTurn()

    let connection: Database.Database
    try {
      connection = idle.pop() ?? connect()
    } catch (error) {
      release()
      throw error
    }
    try {
      connection.exec(transactionModeToBegin(mode))
    } catch (error) {
      // Not begun (another process held the lock past the busy timeout): the connection is free.
      giveBack(connection)
      release()
      throw error
    }
    const transaction = new Sqlite3Transaction(connection, 'number') as unknown as Transaction

    // Once the transaction is over, however it ends, its connection goes back (or is closed) and
    // the turn passes on. A commit that fails leaves the transaction open for the caller's rollback.
    let ended = false
    const finish = () => {
      if (ended || connection.inTransaction) return
      ended = true
      giveBack(connection)
      release()
    }
    const ending =
      <A extends unknown[], R>(end: (...args: A) => R) =>
      (...args: A): R => {
        let result: R
        try {
          result = end(...args)
        } catch (error) {
          finish()
          throw error
        }
        if (result instanceof Promise) result.then(finish, finish)
        else finish()
        return result
      }
    transaction.commit = ending(transaction.commit.bind(transaction))
    transaction.rollback = ending(transaction.rollback.bind(transaction))
    transaction.close = ending(transaction.close.bind(transaction))
    return transaction
  }) as Client['transaction']
}
