/**
 * npm run import -- <index> <file.ndjson> [--replace] [--batch-size N]
 * Loads a feed into a catalog index (e.g. vehicles_automotive-se) of the database named by
 * DATABASE_URL, with a progress bar on stderr. Malformed lines are listed with their line
 * numbers and skipped. --replace swaps the whole index in at the end (no empty moment).
 * When it is done, every server of the site hears of it on the instance bus (REDIS_URL, else
 * PostgreSQL's LISTEN/NOTIFY) and drops its kept pages and search answers at once.
 * Then the shared cache in front of the servers drops the pages that read the index (its tag
 * `catalog:<index>`, through the purge adapter: server/cache-purge.mjs).
 */
import { register } from 'node:module'
import { openInstanceBus } from '../server/instance-bus.mjs'
import {
  catalogTag,
  closeCatalogDatabases,
  importFeed,
  migrateCatalog,
  type ImportProgress,
} from '../src/services/search'
import { purgeAdapter } from '../server/cache-purge.mjs'

function usage(message?: string): never {
  if (message) process.stderr.write(`${message}\n`)
  process.stderr.write('usage: npm run import -- <index> <file.ndjson> [--replace] [--batch-size N]\n')
  process.exit(2)
}

function bar(progress: ImportProgress): string {
  const share = progress.totalBytes ? Math.min(1, progress.bytes / progress.totalBytes) : 0
  const width = 30
  const filled = Math.round(share * width)
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ${progress.imported.toLocaleString('en')} imported, ${progress.skipped} skipped`
}

async function main() {
  const args = process.argv.slice(2)
  const replace = args.includes('--replace')
  const batchAt = args.indexOf('--batch-size')
  const batchSize = batchAt >= 0 ? Number(args[batchAt + 1]) : 1000
  const positional = args.filter(
    (arg, position) => !arg.startsWith('--') && (batchAt < 0 || position !== batchAt + 1),
  )
  if (positional.length !== 2) usage()
  if (!Number.isInteger(batchSize) || batchSize < 1) usage('--batch-size takes a positive whole number')
  const [index, file] = positional
  const purge = purgeAdapter()
  await migrateCatalog()
  const report = await importFeed(index, file, {
    replace,
    batchSize,
    onProgress: (progress) => process.stderr.write(bar(progress)),
  })
  process.stderr.write('\n')
  for (const error of report.errors.slice(0, 50))
    process.stderr.write(`line ${error.line}: ${error.message}\n`)
  if (report.errors.length > 50) process.stderr.write(`… and ${report.skipped - 50} more skipped lines\n`)
  process.stdout.write(
    `${report.index}: ${report.imported} records imported${report.replaced ? ' (index replaced)' : ''}, ${report.skipped} lines skipped, ${(report.durationMs / 1000).toFixed(1)} s\n`,
  )
  await announce(report.index)
  if (report.imported > 0) await purge([catalogTag(report.index)])
  if (report.changed > 0) await matchAlerts(report.index)
  await closeCatalogDatabases()
}

/**
 * Queues the saved-search alerts the new and re-priced cars match ("Saved searches: matching");
 * the servers' job sends the mails, and matches anything this run leaves behind.
 */
async function matchAlerts(index: string) {
  try {
    // The alerts service is server code (server-only-hooks.mjs).
    register('./server-only-hooks.mjs', import.meta.url)
    const { matchPendingChanges } = await import('../src/services/alerts')
    const report = await matchPendingChanges({ index })
    process.stdout.write(
      `${index}: ${report.cars} changed cars matched ${report.matches} times against ${report.alerts} alerts\n`,
    )
  } catch (error) {
    process.stderr.write(
      `could not match saved searches (${error instanceof Error ? error.message : String(error)}): the servers' job will\n`,
    )
  }
}

/** Tells every server the index changed; the import stands even when none can be told. */
async function announce(index: string) {
  try {
    const bus = await openInstanceBus({
      databaseUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      onTags: () => {},
    })
    bus?.publish([catalogTag(index)])
    await bus?.close()
  } catch (error) {
    process.stderr.write(
      `could not tell the servers (${error instanceof Error ? error.message : String(error)}): they show the import once their page caches expire\n`,
    )
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\nimport failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
