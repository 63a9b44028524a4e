import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

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
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // What only SQLite has (its write transactions' own connections) is left out on PostgreSQL.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DB === 'postgres' ? ['src/cms/sqlite-transactions.test.ts'] : []),
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
