// Compiles one rule into a regular expression plus its conditions, and tests it against a
// request. Sources use path-to-regexp v6 syntax, as Next.js redirects do.
import { type Key, parse, pathToRegexp, type Token } from 'path-to-regexp'
import {
  buildLocation,
  type CapturedParameters,
  type ParsedDestination,
  parseDestination,
} from './destination'
import { encodeUnsafeCharacters, withoutTrailingSlash } from './path'
import type { QueryCondition, RedirectRule } from './types'

export type CompiledRule = {
  index: number
  pattern: RegExp
  keys: Key[]
  /** Lower-cased segments every matching path starts with; the rule index is keyed on them. */
  staticSegments: string[]
  /** The longest literal piece of the source, lower-cased: a cheap test before the regular expression. */
  requiredText: string
  queryConditions: QueryCondition[]
  /** Lower-cased hosts; the request must match every one (normally there is one). */
  hostConditions: string[]
  destination: ParsedDestination
}

/** What a request looks like once normalised, with the query parsed only when a rule needs it. */
export type PreparedRequest = {
  pathname: string
  lowerCasePathname: string
  hostWithPort: string
  hostname: string
  search: string
  query: () => URLSearchParams
}

export function normaliseSource(source: string): string {
  return withoutTrailingSlash(encodeUnsafeCharacters(source.trim()))
}

/** Throws a TypeError with path-to-regexp's message when the source is not a valid pattern. */
export function compileRule(rule: RedirectRule, index: number): CompiledRule {
  const source = normaliseSource(rule.source)
  if (!source.startsWith('/')) throw new TypeError('the source must start with "/"')
  const keys: Key[] = []
  // Not strict: an optional trailing slash, which also lets `/:path*` match the root `/`.
  const pattern = pathToRegexp(source, keys, { sensitive: false, strict: false })
  const conditions = rule.has ?? []
  const tokens = parse(source)
  return {
    index,
    pattern,
    keys,
    staticSegments: staticSegmentsOf(tokens),
    requiredText: longestLiteral(tokens),
    queryConditions: conditions.filter(
      (condition): condition is QueryCondition => condition.type === 'query',
    ),
    hostConditions: conditions.flatMap((condition) =>
      condition.type === 'host' ? [condition.value.trim().toLowerCase()] : [],
    ),
    destination: parseDestination(rule.destination),
  }
}

/** The Location for this request, or null when the rule does not apply. */
export function applyRule(rule: CompiledRule, request: PreparedRequest): string | null {
  // Many rules in one index bucket differ only after a parameter; a substring test rules most
  // of them out far faster than the regular expression would.
  if (!request.lowerCasePathname.includes(rule.requiredText)) return null
  const found = rule.pattern.exec(request.pathname)
  if (!found) return null
  for (const host of rule.hostConditions) {
    // A condition written with a port compares the full Host header; otherwise the port is ignored.
    if (host !== (host.includes(':') ? request.hostWithPort : request.hostname)) return null
  }
  if (rule.queryConditions.length > 0) {
    const query = request.query()
    for (const condition of rule.queryConditions) {
      if (!query.has(condition.key)) return null
      if (condition.value !== undefined && !query.getAll(condition.key).includes(condition.value)) return null
    }
  }
  const parameters: CapturedParameters = {}
  rule.keys.forEach((key, position) => {
    parameters[String(key.name)] = found[position + 1]
  })
  return buildLocation(rule.destination, parameters, request.search)
}

/**
 * The path segments that are fully literal before the first parameter: `/kop-bil/bilmarken/:brand`
 * gives [kop-bil, bilmarken]; `/varfor-:brand` gives [] because its first segment is partly a
 * parameter.
 */
function staticSegmentsOf(tokens: Token[]): string[] {
  const first = tokens[0]
  if (typeof first !== 'string') return []
  const pieces = first.toLowerCase().split('/').slice(1)
  const next = tokens[1]
  const lastIsWhole = next === undefined || (typeof next !== 'string' && next.prefix.startsWith('/'))
  const segments = lastIsWhole ? pieces : pieces.slice(0, -1)
  return segments.filter((segment) => segment !== '')
}

/** Literal text always present in a matching path (path-to-regexp keeps optional text inside keys). */
function longestLiteral(tokens: Token[]): string {
  const literals = tokens.filter((token): token is string => typeof token === 'string')
  return literals
    .reduce((longest, literal) => (literal.length > longest.length ? literal : longest), '')
    .toLowerCase()
}
