import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseDependentFiles } from './database-dependent-tests.mjs'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-dependent-'))
function write(file: string, source: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), source)
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('the test files of the PostgreSQL pass', () => {
  write(
    'src/test/database.ts',
    "export const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'\n",
  )
  write('src/services/a/fixtures.ts', "import { dialect } from '@/test/database'\nexport { dialect }\n")
  write('src/services/a/a.test.ts', "import { dialect } from './fixtures'\n")
  write('src/services/b/cycle-one.ts', "import './cycle-two'\nexport const one = 1\n")
  write('src/services/b/cycle-two.ts', "import { one } from './cycle-one'\nimport('../a/fixtures')\n")
  write('src/services/b/b.test.ts', "import { one } from './cycle-one'\n")
  write('src/lib/pure/pure.test.ts', "import { format } from './format'\nimport { z } from 'zod'\n")
  write('src/lib/pure/format.ts', 'export const format = (value: number) => String(value)\n')
  write('scripts/own.test.ts', 'const database = process.env.TEST_DB\n')

  const files = [
    'src/services/a/a.test.ts',
    'src/services/b/b.test.ts',
    'src/lib/pure/pure.test.ts',
    'scripts/own.test.ts',
  ]

  it('are those that reach TEST_DB through any depth of the project’s imports, import cycles included', () => {
    expect(databaseDependentFiles(root, files)).toEqual([
      'src/services/a/a.test.ts',
      'src/services/b/b.test.ts',
      'scripts/own.test.ts',
    ])
  })

  it('leave out the unit tests that run the same on either database', () => {
    expect(databaseDependentFiles(root, ['src/lib/pure/pure.test.ts'])).toEqual([])
  })

  it('in this project include the integration tests of the services and the CMS', () => {
    const project = path.resolve(import.meta.dirname, '..')
    const chosen = databaseDependentFiles(project, [
      'src/services/leads/leads.test.ts',
      'src/cms/hooks/invalidate.test.ts',
      'src/lib/bounded-cache.test.ts',
    ])
    expect(chosen).toEqual(['src/services/leads/leads.test.ts', 'src/cms/hooks/invalidate.test.ts'])
  })
})
