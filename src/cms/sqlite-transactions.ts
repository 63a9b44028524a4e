import type { Client, Transaction, TransactionMode } from '@libsql/client'
import { logger } from '@/lib/log/logger'

/**
 * SQLite takes one writer at a time, and @libsql/client runs statements synchronously: a second
 * transaction of this process opening while the first is still open would block the event loop in
 * its busy wait, so the first could never commit, and it fails with SQLITE_BUSY. Payload's write
 * transactions of one process therefore take turns here (other processes, such as a catalog import,
 * and the other workers of the server, are still waited for through SQLite's busy timeout). A turn
 * not handed on within `maxWait` starts anyway, so a transaction opened inside another one cannot
 * hang forever.
 *
 * A transaction takes the client's connection and the client opens a new one for what follows,
 * without the busy timeout Payload set on the first: the next write would fail at once with
 * SQLITE_BUSY while another process writes. Each new connection gets the timeout here.
 */
export function serialiseTransactions(client: Client, busyTimeoutMs: number, maxWait = 15_000): void {
  const begin = client.transaction.bind(client)
  let queue: Promise<void> = Promise.resolve()

  client.transaction = (async (mode?: TransactionMode) => {
    let release!: () => void
    const turn = new Promise<void>((resolve) => (release = resolve))
    const previous = queue
    queue = previous.then(() => turn)
    let timer: NodeJS.Timeout | undefined
    await Promise.race([previous, new Promise((resolve) => (timer = setTimeout(resolve, maxWait)))])
    clearTimeout(timer)
    let transaction: Transaction
    try {
      transaction = await begin(mode)
    } catch (error) {
      release()
      throw error
    }
    // Not fatal: without it the next write may meet SQLITE_BUSY, which is then logged where it fails.
    await client
      .execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
      .catch((error: unknown) =>
        logger.warn({ code: 'SQLITE_BUSY_TIMEOUT_NOT_SET', err: error }, 'busy timeout not set'),
      )
    // The turn passes on when the transaction ends, however it ends.
    const ending =
      <A extends unknown[], R>(end: (...args: A) => R) =>
      (...args: A): R => {
        let result: R
        try {
          result = end(...args)
        } catch (error) {
          release()
          throw error
        }
        if (result instanceof Promise) result.then(release, release)
        else release()
        return result
      }
    transaction.commit = ending(transaction.commit.bind(transaction))
    transaction.rollback = ending(transaction.rollback.bind(transaction))
    transaction.close = ending(transaction.close.bind(transaction))
    return transaction
  }) as Client['transaction']
}
