// Shapes shared by the matcher, the editor checks and the demo tables. A rule mirrors the CMS
// document (spec 01 §3 "Redirect rule"); every redirect is permanent, answered with 308 so the
// method and body survive the redirect.

export type QueryCondition = { type: 'query'; key: string; value?: string }
export type HostCondition = { type: 'host'; value: string }
export type RedirectCondition = QueryCondition | HostCondition

export type RedirectRule = {
  id?: string
  source: string
  destination: string
  permanent: true
  has?: RedirectCondition[]
}

export type RedirectRequest = {
  /** The Host header, port included or not. */
  host: string
  /** The request path as received (percent-encoded or not). */
  pathname: string
  /** The raw query string, with or without its leading '?'. */
  search: string
}

export type RedirectMatch = { location: string; status: 308; ruleIndex: number }

/** A rule the matcher could not compile; it is left out and the rest still apply. */
export type SkippedRule = { ruleIndex: number; source: string; reason: string }
