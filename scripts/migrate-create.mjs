// Generates a Payload migration for both dialects from the current schema:
//   npm run migrate:create -- <name>
// Each dialect diffs against its own latest snapshot, so no database needs to be running for
// SQLite; PostgreSQL uses TEST_POSTGRES_URL (default: the local test server).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2]
if (!name) {
  console.error('usage: npm run migrate:create -- <name>')
  process.exit(2)
}
const sqliteFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-')), 'schema.db')
const targets = {
  sqlite: `file:${sqliteFile}`,
  postgres: process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test',
}
for (const [dialect, url] of Object.entries(targets)) {
  console.log(`\n== ${dialect}`)
  execFileSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts' },
  })
}
