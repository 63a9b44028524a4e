// Small builders that keep the demo tables readable: one rule or one expectation per line.
import type {
  HostCondition,
  QueryCondition,
  RedirectCondition,
  RedirectRule,
} from '@/services/redirects/types'

export function redirect(source: string, destination: string, ...has: RedirectCondition[]): RedirectRule {
  return has.length > 0
    ? { source, destination, permanent: true, has }
    : { source, destination, permanent: true }
}

export function query(key: string, value?: string): QueryCondition {
  return value === undefined ? { type: 'query', key } : { type: 'query', key, value }
}

export function host(value: string): HostCondition {
  return { type: 'host', value }
}

export type ExpectedOutcome = { status: 308; location: string } | { status: 'no-redirect' }

/** One request of the HTTP replay. `path` includes the query; `host` defaults to the site's own host. */
export type RedirectExpectation = { site: string; host?: string; path: string; expect: ExpectedOutcome }

export type SiteExpectation = Omit<RedirectExpectation, 'site'>

export function redirects(path: string, location: string, onHost?: string): SiteExpectation {
  return { path, expect: { status: 308, location }, ...(onHost ? { host: onHost } : {}) }
}

export function staysPut(path: string, onHost?: string): SiteExpectation {
  return { path, expect: { status: 'no-redirect' }, ...(onHost ? { host: onHost } : {}) }
}
