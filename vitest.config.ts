import fs from 'node:fs'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { databaseDependentFiles } from './scripts/database-dependent-tests.mjs'

const include = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts']

/**
 * The PostgreSQL pass runs the files that depend on the database under test (TEST_DB), not the
 * unit tests that run the same on either pass; what only SQLite has (its write transactions' own
 * connections) is left out there.
 */
function postgresPass(): string[] {
  const root = import.meta.dirname
  const files = ['src', 'server', 'scripts'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  )
  return databaseDependentFiles(root, files).filter((file) => file !== 'src/cms/sqlite-transactions.test.ts')
}

// Unit and integration tests. Integration tests get a fresh database of the dialect named by
// TEST_DB (sqlite | postgres) through src/test/database.ts.
export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
      // Server-only guards throw outside React Server Components; tests call the server code directly.
      'server-only': path.resolve(import.meta.dirname, 'src/test/empty-module.ts'),
    },
  },
  test: {
    include: process.env.TEST_DB === 'postgres' ? postgresPass() : include,
    // The seed test seeds every demo site (about a minute on two cores) and reads what it wrote:
    // on the PostgreSQL pass, where JSON columns and ordering differ. The SQLite pass's browser
    // tests run on the same seed, every page of it read by the link crawl.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DB === 'postgres' ? [] : ['src/seed/seed.test.ts']),
    ],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
