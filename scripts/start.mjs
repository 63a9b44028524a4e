// `npm start`: build when the sources changed since the last build, migrate and seed the database
// (demo content on a fresh database only), then serve the production build on PORT (3000).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { payloadSecretOrExit } from '../src/cms/payload-secret.mjs'

const port = process.env.PORT || '3000'
const fingerprintFile = '.next/source-fingerprint'

function sourceFingerprint() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' })
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'src', 'package-lock.json', 'next.config.ts'],
      { encoding: 'utf8' },
    )
    return createHash('sha256')
      .update(head + dirty)
      .digest('hex')
  } catch {
    return 'no-git'
  }
}

function step(label, command, args) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) {
    console.error(`✘ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}

// Checked first: a server that would sign sessions with a published secret is not worth building.
process.env.PAYLOAD_SECRET = payloadSecretOrExit()

const fingerprint = sourceFingerprint()
const built = fs.existsSync('.next/BUILD_ID') && fs.existsSync(fingerprintFile)
if (!built || fs.readFileSync(fingerprintFile, 'utf8') !== fingerprint || process.env.FORCE_BUILD) {
  step('build', 'npm', ['run', 'build'])
  fs.writeFileSync(fingerprintFile, fingerprint)
}
fs.mkdirSync('data', { recursive: true })
step('migrate and seed', 'npx', ['tsx', 'scripts/seed.ts'])

console.log(
  `\n▶ serving on http://localhost:${port} (sites at http://<site>.localhost:${port}, CMS at /admin)`,
)
const server = spawn(process.execPath, ['server/serve.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
