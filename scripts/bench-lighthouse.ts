// `npm run bench:lighthouse` (decisions: Fast on a phone): Lighthouse 12's mobile preset over every
// page type, with Debian's Chromium, against the production server with the page cache off
// (PAGE_CACHE_TTL_MS=0), so a figure is the render's, not the cache's. The median of
// LIGHTHOUSE_RUNS runs (default 5) per page is printed and written between the markers in
// docs/benchmarks.md, beside the framework's bare page (/next/floor) audited between the page's
// runs, so each row has its reference from the same minutes on the same machine. A benchmark: it
// asserts nothing.
import fs from 'node:fs'
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { defaultSettings } from 'lighthouse/core/config/constants.js'
import { demoSites } from '../src/seed/sites'
import { get } from './bench/http'
import { startBenchServer } from './bench/server'

type Target = { name: string; host: string; path: string }
type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  htmlKb: number
  /** The framework's bare page, audited between this page's runs: performance and TBT. */
  floorPerformance: number
  floorTbtMs: number
}

/** The reference: Next.js's bare page on the same server (served with FRAMEWORK_FLOOR=1). */
const floor: Target = { name: 'framework floor', host: 'localhost', path: '/next/floor' }

const port = Number(process.env.BENCH_PORT || 3200)
const runs = Number(process.env.LIGHTHOUSE_RUNS || 5)
// Comma-separated parts of page names: only the matching pages run, and nothing is written.
const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean)
const markers = ['<!-- bench:lighthouse:start -->', '<!-- bench:lighthouse:end -->'] as const

function site(name: string) {
  const found = demoSites.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`unknown demo site ${name}`)
  return found
}

/** The test server's search service. */
async function search<T>(body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as T
}

async function carPath(name: string, sample: boolean): Promise<string> {
  const [car] = (
    await search<{ content: Array<{ car_id: string; slug: string }> }>({
      index: `vehicles_${name}`,
      filters: { car_is_sample: [sample] },
      limit: 1,
    })
  ).content
  if (!car) throw new Error(`no ${sample ? 'sample' : 'used'} car on ${name}`)
  return `${site(name).pathToCarDetail}/${car.car_id}/${car.slug}`
}

/** The facility detail page of the site's first dealer. */
async function facilityPath(name: string): Promise<string> {
  const [dealer] = (
    await search<{ content: Array<{ slug: string }> }>({
      index: `sites_${name}`,
      limit: 1,
      sort_name: 'website_sort_order_asc',
    })
  ).content
  if (!dealer) throw new Error(`no dealer on ${name}`)
  return `${site(name).pathToSiteDetail}/${dealer.slug}`
}

/** The path segment of the site's most stocked brand (the car list names brands lowercased). */
async function firstBrand(name: string): Promise<string> {
  const { facet } = await search<{ facet: Array<{ name: string; value?: Array<{ text: string }> }> }>({
    index: `vehicles_${name}`,
    facets: ['car_brand'],
    limit: 0,
  })
  const brand = facet.find((candidate) => candidate.name === 'car_brand')?.value?.[0]?.text
  if (!brand) throw new Error(`no brand facet on ${name}`)
  return encodeURIComponent(brand.toLowerCase())
}

/** The first link of a page's HTML whose path matches `pattern`. */
async function firstLink(host: string, path: string, pattern: RegExp): Promise<string> {
  const page = await get(port, host, path)
  const link = [...page.body.matchAll(/href="(\/[^"#?]*)"/g)]
    .map((match) => match[1])
    .find((href) => pattern.test(href))
  if (!link) throw new Error(`no link matching ${pattern} on ${host}${path}`)
  return link
}

async function targets(): Promise<Target[]> {
  const se = 'automotive-se.localhost'
  const list = site('automotive-se').pathToCarList
  return [
    { name: 'home, automotive SE', host: se, path: '/' },
    { name: 'home, automotive UK', host: 'automotive-uk.localhost', path: '/' },
    { name: 'car list', host: se, path: list },
    { name: 'brand list', host: se, path: `${list}/${await firstBrand('automotive-se')}` },
    { name: 'car detail, used car', host: se, path: await carPath('automotive-se', false) },
    { name: 'car detail, sample car', host: se, path: await carPath('automotive-se', true) },
    { name: 'facility detail', host: se, path: await facilityPath('automotive-se') },
    { name: 'content page', host: se, path: '/om-oss/kontakt' },
    { name: 'facility list', host: se, path: site('automotive-se').pathToSiteDetail },
    { name: 'stories index', host: se, path: '/aktuellt' },
    { name: 'story', host: se, path: await firstLink(se, '/aktuellt', /^\/aktuellt\/[^/]+\/[^/]+$/) },
    // The UK car page with its finance calculator, the booking flow, the forms.
    {
      name: 'car detail, UK finance',
      host: 'automotive-uk.localhost',
      path: await carPath('automotive-uk', false),
    },
    { name: 'service booking', host: se, path: '/service/boka-service' },
    { name: 'sell-car form', host: se, path: '/kop-bil/salj-din-bil' },
    {
      name: 'service request form, NO',
      host: 'automotive-no.localhost',
      path: '/service/serviceforesporsel',
    },
    { name: 'CMS-built form', host: se, path: '/om-oss/tyck-till' },
    // The tire hotel flow (its first view, Search, drawn on the server).
    { name: 'tire hotel', host: se, path: '/service/dackhotell' },
    // The mechanic-mate booking (the headline, links and logos on the server, the flow an island).
    { name: 'mechanic-mate booking', host: se, path: '/service-och-verkstad/boka-service' },
    // The kit catalogue (page one drawn on the server).
    { name: 'kit catalogue', host: se, path: '/service/tillbehor' },
  ]
}

async function audit(
  url: string,
  chromePort: number,
): Promise<Omit<Figures, 'htmlKb' | 'floorPerformance' | 'floorTbtMs'>> {
  // Every run is a new visitor's first visit, as with a fresh Chromium per run (the Lighthouse
  // CLI): Lighthouse's defaults keep the origin's local storage and cookies between runs of one
  // browser, so runs 2–5 were a returning visitor whose HTTP cache was emptied, whose pages ask
  // for the site's fonts as they first draw (src/ui/site-fonts) and wait for them to download.
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage', 'cookies'],
  }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
  const lhr: Result = result.lhr
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  // What keeps accessibility, best practices or SEO under 100: the failed audits, named.
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failed = (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
    for (const failure of failed) console.log(`  ${category}: ${failure.id} (${failure.title})`)
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function table(rows: Array<[Target, Figures]>): string {
  const header =
    '| page | path | perf | LCP | TBT | CLS | a11y | best pr. | SEO | HTML | floor perf | floor TBT |'
  const lines = rows.map(
    ([target, f]) =>
      `| ${target.name} | \`${target.path.length > 48 ? `${target.path.slice(0, 45)}…` : target.path}\` | ${f.performance} | ${(f.lcpMs / 1000).toFixed(1)} s | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.htmlKb.toFixed(0)} KB | ${f.floorPerformance} | ${Math.round(f.floorTbtMs)} ms |`,
  )
  return [header, `|${' --- |'.repeat(12)}`, ...lines].join('\n')
}

function writeBenchmarks(text: string): void {
  const file = 'docs/benchmarks.md'
  const current = fs.readFileSync(file, 'utf8')
  const [start, end] = markers
  const block = `${start}\n${text}\n${end}`
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${current.trimEnd()}\n\n## Lighthouse, mobile (\`npm run bench:lighthouse\`)\n\n${block}\n`
  fs.writeFileSync(file, next)
}

process.env.PAGE_CACHE_TTL_MS = '0'
const { stop } = await startBenchServer(port)
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
})
try {
  const rows: Array<[Target, Figures]> = []
  for (const target of await targets()) {
    if (only && !only.some((part) => target.name.includes(part))) continue
    const url = `http://${target.host}:${port}${target.path}`
    // Unmeasured loads first: the server's first render of a route compiles and fills caches, in
    // each of its workers (four at once, on connections of their own, reach both of two).
    await Promise.all([0, 1, 2, 3].map(() => get(port, target.host, target.path)))
    type Audited = Awaited<ReturnType<typeof audit>>
    const samples: Audited[] = []
    const floorSamples: Audited[] = []
    for (let run = 0; run < runs; run++) {
      samples.push(await audit(url, chrome.port))
      floorSamples.push(await audit(`http://${floor.host}:${port}${floor.path}`, chrome.port))
    }
    const html = await get(port, target.host, target.path)
    const pick = (key: keyof Audited) => median(samples.map((sample) => sample[key]))
    const figures: Figures = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      htmlKb: Buffer.byteLength(html.body) / 1024,
      floorPerformance: median(floorSamples.map((sample) => sample.performance)),
      floorTbtMs: median(floorSamples.map((sample) => sample.tbtMs)),
    }
    rows.push([target, figures])
    console.log(
      `${target.name.padEnd(26)} perf ${figures.performance} LCP ${Math.round(figures.lcpMs)} ms TBT ${Math.round(figures.tbtMs)} ms CLS ${figures.cls.toFixed(3)} (floor: perf ${figures.floorPerformance}, TBT ${Math.round(figures.floorTbtMs)} ms)`,
    )
  }
  const heading = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} cores, Node ${process.version}; Lighthouse 12 mobile preset (simulated throttling), Debian Chromium, median of ${runs} runs, page cache off; each page's runs alternate with runs of the framework's bare page (floor columns). Targets: perf ≥ 95, LCP ≤ 2.5 s, TBT ≤ 150 ms, CLS ≤ 0.02, the other categories 100.`
  const text = `${heading}\n\n${table(rows)}`
  console.log(`\n${text}`)
  if (!only) writeBenchmarks(text)
} finally {
  await chrome.kill()
  await stop()
}
