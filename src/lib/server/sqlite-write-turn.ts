/**
 * SQLite takes one writer at a time, and @libsql runs statements synchronously: a writer of this
 * process that starts while another of its connections holds the write lock busy-waits with the
 * event loop blocked, so the holder can never finish, and one of the two fails with SQLITE_BUSY.
 * Every writer of a process on one database file therefore takes turns here: Payload's
 * (src/cms/sqlite-transactions.ts) and the catalog's (src/services/search/db/sqlite.ts), which share
 * the file by default. Other processes are still waited for through SQLite's busy timeout.
 *
 * A turn not handed on within `maxWait` starts anyway, so a write started inside another's turn
 * cannot hang forever.
 */
import path from 'node:path'
import { processSingleton } from './process-singleton'

const queues = processSingleton('sqliteWriteTurns', () => new Map<string, { last: Promise<void> }>())

/** A statement that only reads: it needs no turn. */
export const onlyReads = (sql: string) => /^\s*(select|pragma|explain)\b/i.test(sql)

/** Waits for this process's writes to `file` before it; answers the function that hands the turn on. */
export async function takeWriteTurn(file: string, maxWait = 15_000): Promise<() => void> {
  const key = path.resolve(file)
  let queue = queues.get(key)
  if (!queue) queues.set(key, (queue = { last: Promise.resolve() }))
  let release!: () => void
  const turn = new Promise<void>((resolve) => (release = resolve))
  const previous = queue.last
  queue.last = previous.then(() => turn)
  let timer: NodeJS.Timeout | undefined
  await Promise.race([previous, new Promise((resolve) => (timer = setTimeout(resolve, maxWait)))])
  clearTimeout(timer)
  return release
}
