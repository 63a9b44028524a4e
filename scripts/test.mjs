// `npm test`: every test, on SQLite and on PostgreSQL.
//   1. services (Chromium, PostgreSQL, Redis) installed and started when missing
//   2. lint, formatting and type check, side by side
//   3. unit and integration tests (vitest) on SQLite; on PostgreSQL the files that depend on the
//      database (vitest.config.ts)
//   4. production build, then browser/HTTP tests against the production server (server/serve.mjs)
//      seeded on each database: in full on SQLite, the smoke set on PostgreSQL. Their databases
//      are seeded beside steps 2 and 3 (seedAhead), and step 3's demo-content test reads a copy.
// The end lists each step's time against its budget (scripts/test-budget.json, scaled to this
// machine's speed) and names the steps over it, the slowest files and any test that passed only on
// a retry, then one line "N passed, N failed" over every test that ran. Going over the budget is
// reported, not failed ("The test suite's time budget" in docs/decisions.md).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { calibrate, overBudget, readBudget, slowdown } from './test-budget.mjs'

const resultsDir = path.resolve('.test-results')
fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })

const totals = { passed: 0, failed: 0 }
const failures = []
// Each failed test (and each that passed only on a retry), named with its file and first message
// line, repeated at the very end so that a log cut to its tail still says what broke.
const failedTests = []
/** The last output lines of each step that failed without naming a failed test. */
const unexplained = []
/** Seconds each budgeted step took, by label. */
const taken = {}
/** Every test file's time and retried tests, with the step it ran in. */
const files = []
const env = (extra) => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra })

/**
 * A step, its output streamed as it comes. The last lines are kept: when the step fails without
 * naming a failed test (a global setup that threw, a crash), they are repeated at the very end.
 */
async function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const tail = []
  const keep = (chunk) => {
    tail.push(...String(chunk).split('\n'))
    tail.splice(0, Math.max(0, tail.length - 40))
  }
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: env(extraEnv) })
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), keep(chunk)))
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), keep(chunk)))
    child.on('close', (code) => resolve(code))
    child.on('error', (error) => (keep(error.message), resolve(1)))
  })
  const seconds = (Date.now() - started) / 1000
  const ok = status === 0
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds.toFixed(0)}s)`)
  if (!ok) failures.push(label)
  return { ok, seconds, tail: tail.join('\n') }
}

/** Commands side by side, each one's output printed whole when it ends; one step of the budget. */
async function runTogether(label, commands) {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const results = await Promise.all(
    commands.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: env({ FORCE_COLOR: '0' }) })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (code) => {
            const ok = code === 0
            const seconds = ((Date.now() - started) / 1000).toFixed(0)
            console.log(
              `${ok ? '✔' : '✘'} ${name} (${seconds}s)${output.trim() ? `\n${output.trimEnd()}` : ''}`,
            )
            if (!ok) failures.push(name)
            resolve(ok)
          })
        }),
    ),
  )
  taken[label] = (Date.now() - started) / 1000
  console.log(`✔ ${label} (${taken[label].toFixed(0)}s)`)
  return results
}

async function vitest(label, config, database, extraArgs = [], extraEnv = {}) {
  const output = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`)
  const fileReport = output.replace(/\.json$/, '.files.json')
  const { ok, seconds, tail } = await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '-c',
      config,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/test-files-reporter.mjs',
      `--outputFile.json=${output}`,
      ...extraArgs,
    ],
    { TEST_DB: database, TEST_FILES_REPORT: fileReport, ...extraEnv },
  )
  taken[label] = seconds
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
      }
    }
    if (report.numTotalTests === 0) {
      totals.failed += 1
      failures.push(`${label}: ran no test`)
    }
    if (!ok && report.numFailedTests === 0) unexplained.push({ label, tail })
  } catch {
    if (ok) failures.push(`${label}: no report`)
    else unexplained.push({ label, tail })
    totals.failed += 1
  }
  try {
    for (const file of JSON.parse(fs.readFileSync(fileReport, 'utf8'))) files.push({ ...file, step: label })
  } catch {
    // no per-file report when vitest itself failed to start; the report above says so
  }
  return ok
}

/**
 * A browser pass's database, seeded beside the lint step and the integration tests
 * (e2e/support/seed-ahead.ts). A seed keeps about one of the two cores busy and waits on the
 * database in between, so beside other work it costs the run less than alone before its pass.
 * Resolves to the file describing the seeded database (E2E_SEEDED), or to null when seeding
 * failed: the browser pass then seeds its own, and fails with the seed's message if it is wrong.
 */
function seedAhead(database) {
  const file = path.join(resultsDir, `seeded-${database}.json`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'e2e/support/seed-ahead.ts', file], {
      env: env({ TEST_DB: database }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const seconds = () => ((Date.now() - started) / 1000).toFixed(0)
    child.on('close', (code) => {
      if (code === 0)
        console.log(
          `\n✔ seeded the browser tests' ${database} database beside the other steps (${seconds()}s)`,
        )
      else
        console.log(
          `\n✘ seeding the browser tests' ${database} database (${seconds()}s); its pass seeds its own:\n${output.trimEnd().split('\n').slice(-20).join('\n')}`,
        )
      resolve(code === 0 ? file : null)
    })
    child.on('error', () => resolve(null))
  })
}

/** The environment naming `database`'s seeded run, once seeded; time waited counts as a step. */
async function seededRun(database) {
  const started = Date.now()
  const file = await seeded[database]
  const seconds = (Date.now() - started) / 1000
  if (seconds >= 1) taken['waiting for a seed'] = (taken['waiting for a seed'] ?? 0) + seconds
  return file ? { E2E_SEEDED: file } : {}
}

function firstLine(text = '') {
  return (
    String(text)
      .split('\n')
      .find((line) => line.trim()) ?? ''
  )
}

const databases = (process.env.TEST_DATABASES || 'sqlite,postgres').split(',')
const budget = readBudget()
const calibrationMs = calibrate()
let factor = slowdown(budget, calibrationMs)
console.log(
  `▶ machine: ${calibrationMs.toFixed(0)} ms for the calibration work (reference ${budget.calibrationMs} ms, ` +
    `${budget.machine}): budgets ×${factor.toFixed(2)} until the build has been timed`,
)

await run('services', 'bash', ['scripts/ensure-services.sh'])
const seeded = Object.fromEntries(databases.map((database) => [database, seedAhead(database)]))
const checks = await runTogether('lint, format, types', [
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['types', 'npx', ['tsc', '--noEmit', '-p', '.']],
])
totals.passed += checks.filter(Boolean).length
totals.failed += checks.filter((ok) => !ok).length

for (const database of databases)
  await vitest(
    database === 'postgres' ? `integration (${database})` : `unit+integration (${database})`,
    'vitest.config.ts',
    database,
    [],
    // The demo-content test reads a copy of the seeded database instead of seeding again.
    await seededRun(database),
  )

const build = await run('build', 'npm', ['run', 'build'])
taken.build = build.seconds
factor = slowdown(budget, calibrationMs, build.seconds)
if (build.ok) {
  // In full on SQLite; on PostgreSQL the smoke set (see vitest.e2e.config.ts).
  for (const database of databases)
    await vitest(
      `browser (${database}${database === 'postgres' ? ', smoke set' : ''})`,
      'vitest.e2e.config.ts',
      database,
      database === 'postgres' ? ['--tags-filter=smoke'] : [],
      await seededRun(database),
    )
} else {
  totals.failed += 1
  unexplained.push({ label: 'build', tail: build.tail })
  for (const file of await Promise.all(Object.values(seeded)))
    if (file)
      await run('drop the seeded databases', 'npx', ['tsx', 'e2e/support/seed-ahead.ts', '--drop', file])
}

console.log(
  `\nTime per step (budget ×${factor.toFixed(2)} on this machine: build ${build.seconds.toFixed(0)} s against ` +
    `${budget.buildSeconds} s, calibration ${calibrationMs.toFixed(0)} ms against ${budget.calibrationMs} ms; scripts/test-budget.json):`,
)
for (const [label, seconds] of Object.entries(taken)) {
  const allowed = budget.seconds[label]
  console.log(
    `  ${label}: ${seconds.toFixed(0)} s${allowed === undefined ? '' : ` of ${(allowed * factor).toFixed(0)} s`}`,
  )
}
const allSeconds = Object.values(taken).reduce((sum, seconds) => sum + seconds, 0)
console.log(`  all steps: ${allSeconds.toFixed(0)} s of ${(budget.totalSeconds * factor).toFixed(0)} s`)
console.log('Slowest files (time in their worker):')
for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${file.seconds.toFixed(0).padStart(4)} s  ${file.file} (${file.step})`)
const over = overBudget(budget, taken, factor)
if (over.length) console.log(`Over budget: ${over.join('; ')}`)
const retried = files.flatMap((file) => file.retried.map((test) => `${file.step} ${file.file} › ${test}`))
console.log(`Retried: ${retried.length} test${retried.length === 1 ? '' : 's'} passed only on a retry`)
for (const test of retried) console.log(`  ↻ ${test.slice(0, 400)}`)

for (const { label, tail } of unexplained) console.log(`\n✘ ${label} ended with:\n${tail}`)
for (const test of failedTests) console.log(test.slice(0, 400))
console.log('\n' + (failures.length ? `Failed: ${failures.join('; ')}` : 'All suites green.'))
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(failures.length || totals.failed ? 1 : 0)
