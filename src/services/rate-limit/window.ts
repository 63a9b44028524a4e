/**
 * The decision of a fixed-window limiter: at most `limit` hits per `windowSeconds`, counted in
 * windows that start at multiples of the window length. Fixed windows need one counter row per
 * key and window and one atomic increment per hit; a burst across a window boundary may reach
 * twice the limit, which is acceptable for abuse control (a sliding window would cost a second
 * read per hit).
 */
export type Rule = { limit: number; windowSeconds: number }

export type Window = { start: number; end: number }

export type Decision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export function windowAt(now: number, rule: Rule): Window {
  const length = rule.windowSeconds * 1000
  const start = Math.floor(now / length) * length
  return { start, end: start + length }
}

/** `count` is the number of hits in the window, this one included. */
export function decide(count: number, rule: Rule, window: Window, now: number): Decision {
  if (count <= rule.limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.end - now) / 1000)) }
}
