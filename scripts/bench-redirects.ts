// Lookup cost of the redirect matcher with 5,000 rules on one site (target: p95 under 0.2 ms).
// Run: npm run bench:redirects. Figures go into docs/benchmarks-redirects.md by hand.
import { compileRedirects } from '../src/services/redirects/compile'
import type { RedirectRequest, RedirectRule } from '../src/services/redirects/types'

const ruleCount = 5_000
const lookups = 20_000

type Generated = { rule: RedirectRule; hit: RedirectRequest }

// A deterministic generator, so runs compare like with like.
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]
const request = (pathname: string, search = ''): RedirectRequest => ({
  host: 'site.localhost:3000',
  pathname,
  search,
})
const rule = (source: string, destination: string, has?: RedirectRule['has']): RedirectRule =>
  has ? { source, destination, permanent: true, has } : { source, destination, permanent: true }

/** A realistic mix: mostly literal paths spread over 250 sections, some parameters, wildcards and query conditions. */
function realisticRule(index: number): Generated {
  const section = `section-${index % 250}`
  const kind = index % 20
  if (index < 50)
    return {
      rule: rule(`/:lang(en|de|fr)/legacy-${index}`, `/legacy-${index}`),
      hit: request(`/en/legacy-${index}`),
    }
  if (kind < 12)
    return {
      rule: rule(`/${section}/page-${index}`, `/new/${index}`),
      hit: request(`/${section}/page-${index}`),
    }
  if (kind < 16)
    return {
      rule: rule(`/${section}/:id(\\d+)/item-${index}-:slug`, `/items/:slug`),
      hit: request(`/${section}/77/item-${index}-blue`),
    }
  if (kind < 18)
    return {
      rule: rule(`/archive-${index}/:path*`, `/archive/:path*`),
      hit: request(`/archive-${index}/a/b`),
    }
  return {
    rule: rule(`/${section}`, `/${section}/filtered-${index}`, [
      { type: 'query', key: 'cat', value: `c${index}` },
    ]),
    hit: request(`/${section}`, `?cat=c${index}`),
  }
}

/** Worst case for the index: every rule has a parameter right after the same first segment. */
function sameSectionRule(index: number): Generated {
  return {
    rule: rule(`/used/:brand-model-${index}/:path*`, `/buy-car/used-cars/:brand/${index}/:path*`),
    hit: request(`/used/bmw-model-${index}/x`),
  }
}

function misses(count: number): RedirectRequest[] {
  return Array.from({ length: count }, (_unused, index) =>
    index % 3 === 0
      ? request(`/used/unknown-${index}`)
      : index % 3 === 1
        ? request(`/section-${index % 250}/unknown-${index}`)
        : request(`/nothing-here-${index}/at/all`),
  )
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]
}

function run(name: string, generate: (index: number) => Generated): void {
  const generated = Array.from({ length: ruleCount }, (_unused, index) => generate(index))
  const compileStart = performance.now()
  const { match, skipped } = compileRedirects(generated.map((item) => item.rule))
  const compileMilliseconds = performance.now() - compileStart
  if (skipped.length > 0) throw new Error(`${skipped.length} generated rules did not compile`)
  const hits = generated.map((item) => item.hit)
  const missList = misses(hits.length)
  const requests = Array.from({ length: lookups }, (_unused, index) =>
    index % 2 === 0 ? pick(hits) : pick(missList),
  )
  for (const warmUp of requests) match(warmUp)

  const durations: number[] = []
  let matched = 0
  for (const each of requests) {
    const start = process.hrtime.bigint()
    if (match(each)) matched++
    durations.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  durations.sort((a, b) => a - b)
  const format = (milliseconds: number) => `${milliseconds.toFixed(4)} ms`
  console.log(
    `${name}: ${ruleCount} rules, ${lookups} lookups (${matched} hits), compile ${compileMilliseconds.toFixed(1)} ms, ` +
      `p50 ${format(percentile(durations, 0.5))}, p95 ${format(percentile(durations, 0.95))}, ` +
      `p99 ${format(percentile(durations, 0.99))}, max ${format(durations[durations.length - 1])}`,
  )
}

run('realistic mix', realisticRule)
run('worst case, one shared first segment', sameSectionRule)
