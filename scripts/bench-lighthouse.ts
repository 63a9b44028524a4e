// `npm run bench:lighthouse` (decisions: Fast on a phone): Lighthouse 12's mobile preset over every
// page type, with Debian's Chromium, against the production server with the page cache off
// (PAGE_CACHE_TTL_MS=0), so a figure is the render's, not the cache's. The CPU slowdown is
// calibrated to the machine first: the median benchmarkIndex of a few runs of the framework's bare
// page (/next/floor) gives the multiplier that makes this machine Lighthouse's mid-tier phone
// (scripts/bench/lighthouse-targets.ts), so a figure means the same on a faster or slower machine.
// Each page's median of LIGHTHOUSE_RUNS runs (default 3) sits beside the floor page's median of the
// runs interleaved with them, from the same minutes on the same machine, and is held to the
// targets there. Printed, and written between the markers in docs/benchmarks.md. A benchmark: it
// asserts nothing.
//
// BENCH_PORT: the server's port (default 3200). LIGHTHOUSE_CPU_MULTIPLIER: a fixed slowdown instead
// of the calibrated one; LIGHTHOUSE_CALIBRATION_RUNS: the floor runs it is calibrated on (3).
// LIGHTHOUSE_ONLY: comma-separated parts of page names, only those run, and nothing is written
// unless LIGHTHOUSE_WRITE=1 (the heading then names the subset). LIGHTHOUSE_BREAKDOWN=1 also prints
// where each page's main-thread time goes (Lighthouse's main-thread work by kind and its script
// time per file, medians of the runs, in the throttled milliseconds TBT counts).
// LIGHTHOUSE_COMPARE=<another checkout, built>: that build is served beside this one, on a port of
// its own with its own seeded database, and every run of a page and its floor on this build is
// followed by the same on that one, so the two are compared in the same minutes (nothing written).
import fs from 'node:fs'
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { defaultSettings } from 'lighthouse/core/config/constants.js'
import { demoSites } from '../src/seed/sites'
import { get } from './bench/http'
import {
  cpuMultiplierFor,
  formatTable,
  median,
  summary,
  targets as pageTargets,
  type PageFigures,
  type Row,
} from './bench/lighthouse-targets'
import { startBenchServer } from './bench/server'

type Target = { name: string; host: string; path: string }

/** The reference: Next.js's bare page on the same server (served with FRAMEWORK_FLOOR=1). */
const floor: Target = { name: 'framework floor', host: 'localhost', path: '/next/floor' }

const port = Number(process.env.BENCH_PORT || 3200)
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const calibrationRuns = Number(process.env.LIGHTHOUSE_CALIBRATION_RUNS || 3)
const fixedMultiplier = process.env.LIGHTHOUSE_CPU_MULTIPLIER
  ? Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER)
  : undefined
const only = process.env.LIGHTHOUSE_ONLY?.split(',')
  .map((part) => part.trim())
  .filter(Boolean)
const write = !process.env.LIGHTHOUSE_COMPARE && (!only || process.env.LIGHTHOUSE_WRITE === '1')
const breakdown = process.env.LIGHTHOUSE_BREAKDOWN === '1'
const compare = process.env.LIGHTHOUSE_COMPARE
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

type Audited = Omit<PageFigures, 'htmlKb' | 'floorPerformance' | 'floorTbtMs'> & {
  benchmarkIndex: number
  lighthouseVersion: string
  /** Main-thread time by kind ("kind: …") and script time by file ("script: …"), in ms. */
  work: Record<string, number>
}

type DetailItems = { items?: Record<string, unknown>[] } | undefined

/** The run's main-thread work by kind and script time by file (bootup-time), keyed for medians. */
function workOf(lhr: Result): Record<string, number> {
  const work: Record<string, number> = {}
  const kinds = lhr.audits['mainthread-work-breakdown']?.details as DetailItems
  for (const item of kinds?.items ?? []) work[`kind: ${String(item.groupLabel)}`] = Number(item.duration)
  const scripts = lhr.audits['bootup-time']?.details as DetailItems
  for (const item of scripts?.items ?? []) {
    // Chunk names carry the build's hash: the path up to it names the chunk across builds.
    const file = String(item.url).replace(/^https?:\/\/[^/]+/, '')
    work[`script: ${file}`] = Number(item.scripting)
  }
  return work
}

function printWork(samples: readonly Audited[]) {
  const keys = [...new Set(samples.flatMap((sample) => Object.keys(sample.work)))]
  const medians = keys
    .map((key) => [key, median(samples.map((sample) => sample.work[key] ?? 0))] as const)
    .filter(([, ms]) => ms >= 20)
    .sort((a, b) => b[1] - a[1])
  for (const [key, ms] of medians) console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${key}`)
}

/** One Lighthouse run; a page's (not the floor's) failed audits are printed. */
async function audit(
  url: string,
  chromePort: number,
  options: { cpuSlowdownMultiplier?: number; isFloor?: boolean } = {},
): Promise<Audited> {
  const { cpuSlowdownMultiplier, isFloor = false } = options
  // Every run is a new visitor's first visit, as with a fresh Chromium per run (the Lighthouse
  // CLI): Lighthouse's defaults keep the origin's local storage and cookies between runs of one
  // browser, so runs 2–5 were a returning visitor whose HTTP cache was emptied, whose pages ask
  // for the site's fonts as they first draw (src/ui/site-fonts) and wait for them to download.
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage', 'cookies'],
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
  const lhr: Result = result.lhr
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  // What keeps accessibility, best practices or SEO under 100: the failed audits, named.
  for (const category of isFloor ? [] : ['accessibility', 'best-practices', 'seo']) {
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    work: workOf(lhr),
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')

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
const loadAtStart = loadAverage()
const { stop } = await startBenchServer(port)
const compared = compare ? await startBenchServer(port + 10, { checkout: compare }) : null
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
})
try {
  const floorUrl = `http://${floor.host}:${port}${floor.path}`
  // The machine's CPU, as Lighthouse measures it before each run: the first run also warms the
  // server and the browser, so the median of a few stands for the machine.
  const calibration: Audited[] = []
  for (let run = 0; run < calibrationRuns; run++)
    calibration.push(await audit(floorUrl, chrome.port, { isFloor: true }))
  const benchmarkIndex = Math.round(median(calibration.map((sample) => sample.benchmarkIndex)))
  const calibrated = cpuMultiplierFor(benchmarkIndex)
  const multiplier = fixedMultiplier ?? calibrated.multiplier
  const multiplierSource =
    fixedMultiplier === undefined
      ? `calibrated: ${calibrated.reason}${calibrated.tooSlow ? '; the machine is slower than the phone, so 1×' : ''}`
      : `set by LIGHTHOUSE_CPU_MULTIPLIER; calibrated would be ${calibrated.multiplier}×`
  console.log(
    `benchmarkIndex ${benchmarkIndex} (median of ${calibrationRuns} floor runs: ${calibration.map((sample) => sample.benchmarkIndex).join(', ')}) → cpuSlowdownMultiplier ${multiplier}× (${multiplierSource})`,
  )
  const indexes: number[] = []

  const rows: Row[] = []
  const chosen = (await targets()).filter(
    (target) => !only || only.some((part) => target.name.includes(part)),
  )
  /** The builds measured: this one, and the one compared with it when asked. */
  const servers = [{ label: '', port }, ...(compared ? [{ label: ` (${compare})`, port: port + 10 }] : [])]
  for (const target of chosen) {
    const measured = servers.map(() => ({ samples: [] as Audited[], floorSamples: [] as Audited[] }))
    // Unmeasured loads first: the server's first render of a route compiles and fills caches, in
    // each of its workers (four at once, on connections of their own, reach both of two).
    for (const server of servers)
      await Promise.all([0, 1, 2, 3].map(() => get(server.port, target.host, target.path)))
    for (let run = 0; run < runs; run++)
      for (const [at, server] of servers.entries()) {
        const url = `http://${target.host}:${server.port}${target.path}`
        const serverFloor = `http://${floor.host}:${server.port}${floor.path}`
        measured[at].samples.push(await audit(url, chrome.port, { cpuSlowdownMultiplier: multiplier }))
        measured[at].floorSamples.push(
          await audit(serverFloor, chrome.port, { cpuSlowdownMultiplier: multiplier, isFloor: true }),
        )
      }
    for (const [at, server] of servers.entries()) {
      const { samples, floorSamples } = measured[at]
      indexes.push(...[...samples, ...floorSamples].map((sample) => sample.benchmarkIndex))
      const html = await get(server.port, target.host, target.path)
      const pick = (key: keyof PageFigures & keyof Audited) => median(samples.map((sample) => sample[key]))
      const figures: PageFigures = {
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
      const name = `${target.name}${server.label}`
      rows.push({ name, path: target.path, figures })
      console.log(
        `${name.padEnd(26)} perf ${figures.performance} LCP ${Math.round(figures.lcpMs)} ms TBT ${Math.round(figures.tbtMs)} ms CLS ${figures.cls.toFixed(3)} (floor: perf ${figures.floorPerformance}, TBT ${Math.round(figures.floorTbtMs)} ms; TBT runs ${samples.map((sample) => Math.round(sample.tbtMs)).join(', ')}, floor ${floorSamples.map((sample) => Math.round(sample.tbtMs)).join(', ')})`,
      )
      if (breakdown) {
        printWork(samples)
        console.log('  floor:')
        printWork(floorSamples)
      }
    }
  }
  const cpu = os.cpus()
  const heading = [
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu.length} cores (${cpu[0]?.model.trim()}), Node ${process.version}; load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end.`,
    `Lighthouse ${calibration[0].lighthouseVersion} mobile preset (simulated throttling), Debian Chromium, page cache off. **benchmarkIndex ${benchmarkIndex}** (median of ${calibrationRuns} floor runs; ${Math.min(...indexes)}–${Math.max(...indexes)} over the measured runs) → **CPU slowdown ${multiplier}×** (${multiplierSource}).`,
    `Median of ${runs} runs per page type, each run followed by one of the framework's bare page (the floor columns; Δ = page − floor).${only ? ` Only ${rows.length} page types (LIGHTHOUSE_ONLY=${only.join(',')}).` : ''}`,
    `Targets: ${pageTargets.map((target) => target.text).join('; ')}.`,
  ].join(' ')
  const text = `${heading}\n\n${formatTable(rows)}\n\n${summary(rows)}`
  console.log(`\n${text}`)
  if (write) writeBenchmarks(text)
} finally {
  await chrome.kill()
  await stop()
  await compared?.stop()
}
