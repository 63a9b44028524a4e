import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { runScript } from '../../src/test/run-script'

/** The page whose stored content the error-boundary test corrupts (carstore-se, sv). */
export const brokenPage = {
  site: 'carstore-se',
  path: '/om-oss/integritetspolicy',
  heading: 'Integritetspolicy',
}

/**
 * Corrupts one stored section the way a bad import or a manual database edit would: its spacer
 * gets a height the component does not know. Done before the server starts, so nothing is cached.
 */
export async function breakOneSection(databaseUrl: string): Promise<void> {
  const pageFilter = `path = '${brokenPage.path}' AND _parent_id IN (SELECT p.id FROM pages p JOIN sites s ON s.id = p.site_id WHERE s.name = '${brokenPage.site}')`
  if (databaseUrl.startsWith('file:')) {
    const client = createClient({ url: databaseUrl })
    await client.execute(
      `UPDATE pages_locales SET main = replace(main, '"height":"Small"', '"height":"Broken"') WHERE ${pageFilter}`,
    )
    client.close()
    return
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(
    `UPDATE pages_locales SET main = regexp_replace(main::text, '"height": ?"Small"', '"height": "Broken"')::jsonb WHERE ${pageFilter}`,
  )
  await client.end()
}

/** Loads records into a catalog index of the server's database the way a feed import does. */
export function importCars(
  databaseUrl: string,
  index: string,
  records: object[],
  env: Record<string, string> = {},
): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-feed-'))
  const feed = path.join(folder, 'feed.ndjson')
  fs.writeFileSync(feed, records.map((record) => JSON.stringify(record)).join('\n') + '\n')
  try {
    runScript('scripts/import.ts', [index, feed], { ...process.env, ...env, DATABASE_URL: databaseUrl })
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
