import fs from 'node:fs'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take longest, longest first: the axe sweep, the admin's roles, the phone-width
 * sweep of every page type, the soak of 4,200 searches, the crawl of every page's links and the
 * booking flows. A fresh clone has no timings for vitest to order by (it falls back to file size),
 * and one of these started late ran alone at the end of the run.
 */
const longest = [
  'e2e/chrome/axe.e2e.ts',
  'e2e/roles.e2e.ts',
  'e2e/chrome/phone-width.e2e.ts',
  'e2e/fuzz.e2e.ts',
  'e2e/links.e2e.ts',
  'e2e/workshop/mechanic-mate.e2e.ts',
  'e2e/workshop/booking-flow.e2e.ts',
]

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const index = longest.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      return index === -1 ? longest.length : index
    }
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file)
  }
}

/** Files with no test tagged smoke: the PostgreSQL pass would load them only to run nothing. */
function withoutSmokeTests(): string[] {
  return fs
    .readdirSync(path.join(import.meta.dirname, 'e2e'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => path.join('e2e', file))
    .filter((file) => !fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('smoke'))
}

// Browser and HTTP tests against the production build (`next start`), seeded fresh for the run on
// the database named by TEST_DB. Chromium is Debian's, driven by playwright-core.
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'src/test/empty-module.ts'),
    },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // The axe sweep audits markup, which is the same on either database: `npm test` runs it on
    // the SQLite pass only.
    // Two servers on one database (e2e/instances.e2e.ts, and the caching proxy's own server in
    // e2e/shared-cache.e2e.ts) is what PostgreSQL is for: the PostgreSQL pass only.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DB === 'postgres'
        ? ['e2e/chrome/axe.e2e.ts', ...withoutSmokeTests()]
        : ['e2e/instances.e2e.ts', 'e2e/shared-cache.e2e.ts']),
    ],
    // Browser tests run in full on the SQLite pass. The PostgreSQL pass (`npm test` passes
    // --tags-filter=smoke) runs the tests tagged `smoke`: every HTTP and API test, since each
    // reaches the database, and in each browser file the tests that write or read what the
    // database holds (a flow to its end, a page type rendered); markup does not depend on it.
    tags: [
      {
        name: 'smoke',
        description: 'also run on the PostgreSQL pass: HTTP and API tests, and each flow once in a browser',
      },
    ],
    globalSetup: ['e2e/support/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // A worker's files share its loaded modules (playwright-core, the seed's tables): loading them
    // again for each of 60-odd files took about a minute and a half of the run. The files keep
    // their state in their own module scope and support modules hold none between files.
    isolate: false,
    // How long expect.poll waits for the page to reach a state (vitest's default of 1 s is too short
    // for a production server and Chromium sharing two cores); a wait, not a timing assertion.
    expect: { poll: { timeout: 10_000 } },
    // A browser test that fails is run once more: a production server, two browsers and the
    // database share two cores, and one slow frame must not sink the run. A test that is broken
    // fails both times; the report lists every test that needed its second try.
    retry: 1,
  },
})
