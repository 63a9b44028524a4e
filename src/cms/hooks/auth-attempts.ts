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
    super(tooManyAttemptsMessage, 429)
  }
}

/** How long the client must wait when any of the checks is past its limit, else null. */
async function refusal(checks: Array<[RuleName, string]>): Promise<number | null> {
  const decisions = await Promise.all(checks.map(([rule, key]) => consume(rule, key)))
  const waits = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterSeconds]))
  return waits.length === 0 ? null : Math.max(...waits)
}

async function enforce(checks: Array<[RuleName, string]>, responseHeaders: () => Headers): Promise<void> {
  const wait = await refusal(checks)
  if (wait === null) return
  responseHeaders().set('Retry-After', String(wait))
  throw new TooManyAttempts()
}

/**
 * Password reset requests: per client and per account, as seconds to wait or null. Our
 * forgot-password endpoint asks this itself (it replaces Payload's operation, so the hook below
 * never sees a reset on REST).
 */
export async function resetRefusal(req: PayloadRequest, email: string): Promise<number | null> {
  if (req.payloadAPI === 'local') return null
  const client = clientBucket(req.headers)
  if (client === null) return null
  return refusal([
    ['resetClient', client],
    ['resetAccount', accountOf({ email })],
  ])
}

export const tooManyAttemptsMessage = 'Too many attempts, please try again later'

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
