/**
 * Login and password reset under per-client limits, replacing Payload's account lock (which any
 * stranger could trip for the real user). Login counts attempts per client and account, and per
 * client over all accounts; a successful login clears its client-and-account count. Whether the
 * account exists changes neither the answer nor the work done: an unknown address costs the same
 * password hash a known one does.
 */
import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { clientBucket, consume, forget } from '@/services/rate-limit'
import type { RuleName } from '@/services/rate-limit'

// Payload's password hash (pbkdf2-sha256-v1: 600,000 iterations, 32 bytes), as it verifies one.
const hashPassword = promisify(pbkdf2)
const verifyCost = () => hashPassword('not a password', 'not a salt', 600_000, 32, 'sha256')

const accountOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

class TooManyAttempts extends APIError {
  constructor() {
    super('Too many attempts, please try again later', 429)
  }
}

async function enforce(checks: Array<[RuleName, string]>, responseHeaders: () => Headers): Promise<void> {
  const decisions = await Promise.all(checks.map(([rule, key]) => consume(rule, key)))
  const waits = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterSeconds]))
  if (waits.length === 0) return
  responseHeaders().set('Retry-After', String(Math.max(...waits)))
  throw new TooManyAttempts()
}

/**
 * Password reset requests: per client and per account. Our forgot-password endpoint calls this
 * itself (it replaces Payload's operation, so the hook below never sees a reset on REST).
 */
export async function limitResetAttempts(req: PayloadRequest, email: string): Promise<void> {
  if (req.payloadAPI === 'local') return
  const client = clientBucket(req.headers)
  if (client === null) return
  await enforce(
    [
      ['resetClient', client],
      ['resetAccount', accountOf({ email })],
    ],
    () => (req.responseHeaders ??= new Headers()),
  )
}

export const limitAuthAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  // Server code (seeding, scripts, tests) logs in through the local API: nobody to limit.
  if (req.payloadAPI === 'local') return args
  const client = clientBucket(req.headers)
  const account = accountOf(args.data)
  const responseHeaders = () => (req.responseHeaders ??= new Headers())
  if (client !== null) {
    await enforce(
      operation === 'login'
        ? [
            ['loginClient', client],
            ['loginAccount', `${client}|${account}`],
          ]
        : [
            ['resetClient', client],
            ['resetAccount', account],
          ],
      responseHeaders,
    )
  }
  if (operation === 'login' && account) {
    const user = await req.payload.db.findOne({
      collection: 'users',
      where: { email: { equals: account } },
      req,
    })
    if (!user) await verifyCost()
  }
  return args
}

export const clearLoginAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  const client = clientBucket(req.headers)
  if (client !== null) await forget('loginAccount', `${client}|${accountOf(user)}`)
  return user
}
