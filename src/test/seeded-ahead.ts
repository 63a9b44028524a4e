import fs from 'node:fs'
import { testDialect } from './database'

/** A database seeded for the browser tests' server (scripts/seed.ts), with its media's folder. */
export type SeededRun = {
  dialect: 'sqlite' | 'postgres'
  port: number
  databaseUrl: string
  mediaDir: string
}

/**
 * The demo database `npm test` seeded ahead for the browser pass of TEST_DB's dialect
 * (e2e/support/seed-ahead.ts), when E2E_SEEDED describes one; null otherwise.
 */
export function seededAhead(): SeededRun | null {
  const file = process.env.E2E_SEEDED
  if (!file || !fs.existsSync(file)) return null
  const run = JSON.parse(fs.readFileSync(file, 'utf8')) as SeededRun
  return run.dialect === testDialect() ? run : null
}
