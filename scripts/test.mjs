// `npm test`: every test, on SQLite and on PostgreSQL.
//   1. services (Chromium, PostgreSQL, Redis) installed and started when missing
//   2. lint, formatting, type check
//   3. unit + integration tests (vitest) against each database
//   4. production build, then browser/HTTP tests against the production server (scripts/serve.mjs)
//      seeded on each database
// Ends with one line "N passed, N failed" over every test that ran.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const resultsDir = path.resolve('.test-results')
fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })

const totals = { passed: 0, failed: 0 }
const failures = []
// Each failed test (and each that passed only on a retry), named with its file and first message
// line, repeated at the very end so that a log cut to its tail still says what broke.
const failedTests = []

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  const ok = result.status === 0
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds}s)`)
  if (!ok) failures.push(label)
  return ok
}

function vitest(label, config, database, extraArgs = []) {
  const output = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`)
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '-c',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...extraArgs,
    ],
    { TEST_DB: database },
  )
  try {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name)
      if (file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'))
        failedTests.push(`✘ ${label} ${where}: ${firstLine(file.message)}`)
      for (const test of file.assertionResults ?? []) {
        const said = `${label} ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`
        if (test.status === 'failed') failedTests.push(`✘ ${said}`)
        else if (test.failureMessages?.length) failedTests.push(`↻ passed on a retry: ${said}`)
      }
    }
    if (report.numTotalTests === 0) {
      totals.failed += 1
      failures.push(`${label}: ran no test`)
    }
  } catch {
    if (ok) failures.push(`${label}: no report`)
    totals.failed += 1
  }
  return ok
}

function firstLine(text = '') {
  return (
    String(text)
      .split('\n')
      .find((line) => line.trim()) ?? ''
  )
}

const databases = (process.env.TEST_DATABASES || 'sqlite,postgres').split(',')

run('services', 'bash', ['scripts/ensure-services.sh'])
const lint = [
  run('lint', 'npx', ['eslint', '--max-warnings=0', '.']),
  run('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']),
  run('types', 'npx', ['tsc', '--noEmit', '-p', '.']),
]
totals.passed += lint.filter(Boolean).length
totals.failed += lint.filter((ok) => !ok).length

for (const database of databases) vitest(`unit+integration (${database})`, 'vitest.config.ts', database)

if (run('build', 'npm', ['run', 'build'])) {
  // In full on SQLite; on PostgreSQL the smoke set (see vitest.e2e.config.ts).
  for (const database of databases)
    vitest(
      `browser (${database}${database === 'postgres' ? ', smoke set' : ''})`,
      'vitest.e2e.config.ts',
      database,
      database === 'postgres' ? ['--tags-filter=smoke'] : [],
    )
} else {
  totals.failed += 1
}

for (const test of failedTests) console.log(test.slice(0, 400))
console.log('\n' + (failures.length ? `Failed: ${failures.join('; ')}` : 'All suites green.'))
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(failures.length || totals.failed ? 1 : 0)
