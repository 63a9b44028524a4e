// The redirect matcher. Pure: rules in, a lookup function out.
//
// Behaviour, decided here and relied on by the proxy and the editor checks:
// - Order: the first matching rule in the editor's order wins, whatever its specificity.
// - Case: paths match case-insensitively (`/FindUs` matches `/findus`); captured parameters keep
//   the request's case. Query keys and values compare exactly; hosts ignore case.
// - Trailing slash: one trailing slash on the request or the source is ignored.
// - Encoding: matching runs on percent-encoded paths; non-ASCII text in sources, destinations and
//   requests is encoded first, so `/anläggningar` and `/anl%C3%A4ggningar` are the same path.
// - Query: the request's query string is kept unless the destination has its own `?…`, which
//   replaces it; a destination ending in a bare `?` drops the request's query.
// - Conditions: every `has` entry must hold. A query condition needs the key (any value, even
//   empty) and, when a value is given, one occurrence equal to it. A host condition compares the
//   hostname without port, unless the condition itself carries a port.
// - Parameters: `:name` in the destination path and query is replaced by what the source
//   captured; a wildcard (`:path*`) yields its segments joined with `/`; an empty optional
//   parameter removes itself and the slash before it.
// - Invalid sources are skipped and reported in `skipped`, so one bad rule cannot take a site down.
import { applyRule, type CompiledRule, compileRule, type PreparedRequest } from './compiled-rule'
import { normalisePathname, pathSegments } from './path'
import type { RedirectMatch, RedirectRequest, RedirectRule, SkippedRule } from './types'

export type CompiledRedirects = {
  match: (request: RedirectRequest) => RedirectMatch | null
  skipped: SkippedRule[]
}

// A trie over literal path segments. A rule sits at the node of its last literal segment, so a
// request only tests the rules along its own path (plus the root's, which start with a parameter).
type IndexNode = { rules: CompiledRule[]; children: Map<string, IndexNode> }

const emptyNode = (): IndexNode => ({ rules: [], children: new Map() })

export function compileRedirects(rules: RedirectRule[]): CompiledRedirects {
  const root = emptyNode()
  const skipped: SkippedRule[] = []
  rules.forEach((rule, index) => {
    let compiled: CompiledRule
    try {
      compiled = compileRule(rule, index)
    } catch (error) {
      skipped.push({ ruleIndex: index, source: rule.source, reason: (error as Error).message })
      return
    }
    let node = root
    for (const segment of compiled.staticSegments) {
      let child = node.children.get(segment)
      if (!child) node.children.set(segment, (child = emptyNode()))
      node = child
    }
    node.rules.push(compiled) // Pushed in editor order, so every node's list stays sorted.
  })
  return { match: (request) => matchRequest(root, request), skipped }
}

function matchRequest(root: IndexNode, request: RedirectRequest): RedirectMatch | null {
  const pathname = normalisePathname(request.pathname)
  const lowerCasePathname = pathname.toLowerCase()
  const candidateLists = [root.rules]
  let node: IndexNode | undefined = root
  for (const segment of pathSegments(lowerCasePathname)) {
    node = node.children.get(segment)
    if (!node) break
    candidateLists.push(node.rules)
  }
  const prepared = prepareRequest(request, pathname, lowerCasePathname)
  // Walk the candidate lists together in rule order, so the first rule in the editor's list wins.
  const positions = candidateLists.map(() => 0)
  for (;;) {
    let best = -1
    for (let list = 0; list < candidateLists.length; list++) {
      const candidate = candidateLists[list][positions[list]]
      if (candidate && (best === -1 || candidate.index < candidateLists[best][positions[best]].index))
        best = list
    }
    if (best === -1) return null
    const rule = candidateLists[best][positions[best]++]
    const location = applyRule(rule, prepared)
    if (location !== null) return { location, status: 308, ruleIndex: rule.index }
  }
}

function prepareRequest(
  request: RedirectRequest,
  pathname: string,
  lowerCasePathname: string,
): PreparedRequest {
  const hostWithPort = request.host.trim().toLowerCase()
  const search = request.search === '?' ? '' : request.search
  let query: URLSearchParams | undefined
  return {
    pathname,
    lowerCasePathname,
    hostWithPort,
    hostname: hostWithPort.replace(/:\d+$/, ''),
    search,
    query: () => (query ??= new URLSearchParams(search)),
  }
}
