// The secret Payload signs CMS sessions with. Plain JavaScript, because `npm start`
// (scripts/start.mjs, server/serve.mjs) checks it with plain Node before anything is built or
// served, and the Payload config reads it through the same function.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The default this project once shipped: anyone can sign an admin token with it. */
export const publishedDefaultSecret = 'local-development-secret-change-me'
const minimumLength = 32

export class PayloadSecretError extends Error {}

/** SERVER_URL unset or naming this machine: the local demo, which may generate its own secret. */
function isLocalDemo(env) {
  if (!env.SERVER_URL) return true
  try {
    const host = new URL(env.SERVER_URL).hostname
    return ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.localhost')
  } catch {
    return false
  }
}

/**
 * PAYLOAD_SECRET when set; otherwise, for the local demo, a random secret generated once into
 * `file` (mode 0600) and reused on later starts. A production server refuses the published
 * default, a short secret, and a missing one when it is not the local demo. While `next build`
 * runs nothing is signed, so a build without the secret gets a throwaway one.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [file]
 * @returns {string}
 */
export function payloadSecret(env = process.env, file = path.join(process.cwd(), 'data', 'payload-secret')) {
  const production = env.NODE_ENV === 'production'
  const configured = env.PAYLOAD_SECRET
  if (configured === publishedDefaultSecret)
    throw new PayloadSecretError(
      'PAYLOAD_SECRET is the published default: anyone could sign CMS sessions. Set a secret of your own.',
    )
  if (configured) {
    if (production && configured.length < minimumLength)
      throw new PayloadSecretError(
        `PAYLOAD_SECRET must be at least ${minimumLength} characters in production.`,
      )
    return configured
  }
  if (env.NEXT_PHASE === 'phase-production-build') return randomBytes(32).toString('hex')
  if (production && !isLocalDemo(env))
    throw new PayloadSecretError(
      `PAYLOAD_SECRET is not set and SERVER_URL (${env.SERVER_URL}) is not this machine: set a secret of at least ${minimumLength} characters, the same on every server.`,
    )
  return localSecret(file)
}

function localSecret(file) {
  const existing = readSecret(file)
  if (existing) return existing
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Written whole under another name, then linked into place: a second process starting at the
  // same moment either finds no file or the complete one, and the first link wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  fs.writeFileSync(draft, randomBytes(32).toString('hex') + '\n', { mode: 0o600 })
  try {
    fs.linkSync(draft, file)
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(draft, { force: true })
  }
  return readSecret(file)
}

function readSecret(file) {
  let secret
  try {
    secret = fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if (error?.code === 'ENOENT') return null
    throw error
  }
  if (secret.length < minimumLength)
    throw new PayloadSecretError(`${file} holds no usable secret: delete it to generate a new one.`)
  return secret
}

/** For `npm start`: the secret, or a message and exit code 1 instead of a server anyone can log in to. */
export function payloadSecretOrExit(env = process.env) {
  try {
    return payloadSecret({ ...env, NODE_ENV: 'production' })
  } catch (error) {
    if (!(error instanceof PayloadSecretError)) throw error
    console.error(`✘ ${error.message}`)
    process.exit(1)
  }
}
