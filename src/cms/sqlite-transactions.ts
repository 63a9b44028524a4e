import type { Client, Transaction, TransactionMode } from '@libsql/client'

/**
 * SQLite takes one writer at a time, and @libsql/client runs statements synchronously: a second
 * transaction of this process opening while the first is still open would block the event loop in
 * its busy wait, so the first could never commit, and it fails with SQLITE_BUSY. Payload's write
 * transactions of one process therefore take turns here (other processes, such as a catalog import,
 * are still waited for through SQLite's busy timeout). A turn not handed on within `maxWait`
 * starts anyway, so a transaction opened inside another one cannot hang forever.
 */
export function serialiseTransactions(client: Client, maxWait = 15_000): void {
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
