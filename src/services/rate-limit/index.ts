/**
 * Rate limits for everything anonymous callers can reach: `limitRequest` in front of a handler,
 * `consume` for a limit on something other than the client (an account, a mail recipient).
 * Over the limit the answer is 429 with Retry-After. When the counters cannot be reached the
 * request goes through: a visitor's lead matters more than the count.
 */
import { databaseConfig } from '@/lib/database'
import { logger } from '@/lib/log/logger'
import { responseRecord } from '@/lib/server/response-record'
import { addressList, clientAddress, clientKey, plainAddress } from './client'
import { ruleFor, type RuleName } from './rules'
import { openCounterStore, type CounterStore } from './store'
import { decide, windowAt, type Decision } from './window'

export { defaultRules, ruleFor, ruleVariable, type RuleName } from './rules'

const log = logger.child({ name: 'rate-limit' })
const sweepEveryMs = 60_000

// One store per process and database; Next.js may load this module once per route bundle.
const state = globalThis as typeof globalThis & {
  __rateLimit?: { url: string; store: Promise<CounterStore>; lastSweep: number }
}

function counters(): Promise<CounterStore> {
  const url = databaseConfig().url
  if (state.__rateLimit?.url !== url) {
    const store = openCounterStore(url)
    state.__rateLimit = { url, store, lastSweep: Date.now() }
    store.catch(() => {
      if (state.__rateLimit?.store === store) state.__rateLimit = undefined
    })
  }
  return state.__rateLimit.store
}

function sweepNowAndThen(store: CounterStore, now: number): void {
  const current = state.__rateLimit
  if (!current || now - current.lastSweep < sweepEveryMs) return
  current.lastSweep = now
  store.sweep(now).catch((error) => log.warn({ err: error, code: 'RATE_LIMIT_SWEEP_FAILED' }, 'sweep failed'))
}

/** Counts one hit of `key` against the rule and says whether it is within the limit. */
export async function consume(name: RuleName, key: string, now = Date.now()): Promise<Decision> {
  const rule = ruleFor(name)
  const window = windowAt(now, rule)
  try {
    const store = await counters()
    const count = await store.hit(`${name}:${key}`, window.start, window.end)
    sweepNowAndThen(store, now)
    return decide(count, rule, window, now)
  } catch (error) {
    log.warn({ err: error, code: 'RATE_LIMIT_UNAVAILABLE', rule: name }, 'rate-limit counters unavailable')
    return { allowed: true }
  }
}

/** Forgets the hits of `key` in the current window (a login that succeeded). */
export async function forget(name: RuleName, key: string, now = Date.now()): Promise<void> {
  try {
    await (await counters()).clear(`${name}:${key}`, windowAt(now, ruleFor(name)).start)
  } catch (error) {
    log.warn({ err: error, code: 'RATE_LIMIT_UNAVAILABLE', rule: name }, 'rate-limit counters unavailable')
  }
}

/**
 * Counts one hit of `key` in a period that starts with the key's first hit and lasts the rule's
 * window (no boundary to burst across). Unlike `consume` it fails closed: the limits that carry a
 * security bound (one-time code tries) throw when the counters cannot be reached.
 */
export async function consumePeriod(
  name: RuleName,
  key: string,
  now = Date.now(),
): Promise<Decision & { count: number }> {
  const rule = ruleFor(name)
  const store = await counters()
  const { count, endsAt } = await store.hitPeriod(`${name}:${key}`, now, rule.windowSeconds * 1000)
  sweepNowAndThen(store, now)
  return { ...decide(count, rule, { start: endsAt - rule.windowSeconds * 1000, end: endsAt }, now), count }
}

/** Whether `key`'s period has used up its rule's limit, without counting a hit (fails closed). */
export async function periodSpent(name: RuleName, key: string, now = Date.now()): Promise<boolean> {
  const count = await (await counters()).peekPeriod(`${name}:${key}`, now)
  return count >= ruleFor(name).limit
}

/** Forgets the period of `key` (a code that was verified clears its registration's failures). */
export async function forgetPeriod(name: RuleName, key: string): Promise<void> {
  await (await counters()).clear(`${name}:${key}`, 0)
}

/** The client's address as the server saw it (see ./client for X-Forwarded-For). */
export function requestClient(headers: Headers): string {
  return clientAddress({
    remoteAddress: responseRecord()?.remoteAddress,
    forwardedFor: headers.get('x-forwarded-for'),
    trustedProxies: addressList(process.env.TRUSTED_PROXIES),
  })
}

/** Addresses the operator exempts (RATE_LIMIT_EXEMPT: monitoring, the test suite's loopback). */
function exempt(client: string): boolean {
  return addressList(process.env.RATE_LIMIT_EXEMPT).some((address) => plainAddress(address) === client)
}

/** The client's counting key, or null when the client is exempt. */
export function clientBucket(headers: Headers): string | null {
  const client = requestClient(headers)
  return exempt(client) ? null : clientKey(client)
}

export function tooManyRequests(
  retryAfterSeconds: number,
  message = 'Too many requests, please try again later',
): Response {
  return Response.json(
    { error: message },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}

/** 429 when the request's client is over the rule's limit, otherwise null (and the hit counted). */
export async function limitRequest(request: Request, name: RuleName): Promise<Response | null> {
  const client = clientBucket(request.headers)
  if (client === null) return null
  const decision = await consume(name, client)
  return decision.allowed ? null : tooManyRequests(decision.retryAfterSeconds)
}

/** A route handler behind the client limit of one rule. */
export function withRateLimit<A extends unknown[]>(
  name: RuleName,
  handler: (request: Request, ...rest: A) => Promise<Response> | Response,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => (await limitRequest(request, name)) ?? handler(request, ...rest)
}

/** Closes the counters' connections (tests, scripts). */
export async function closeRateLimits(): Promise<void> {
  const current = state.__rateLimit
  state.__rateLimit = undefined
  if (current) await (await current.store).close()
}
