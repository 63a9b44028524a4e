// The pure part of `npm run bench:lighthouse` (decisions: Fast on a phone): the CPU slowdown that
// makes this machine a mid-tier phone, medians, each page type's verdict against the targets, and
// the table written into docs/benchmarks.md.

/**
 * The `throttling.cpuSlowdownMultiplier` that makes a machine of Lighthouse `benchmarkIndex`
 * `index` emulate the mid-tier phone Lighthouse's mobile preset aims at: the piecewise-linear
 * calibration of Lighthouse's CPU throttling calculator (Lighthouse docs, throttling.md,
 * "Calibrating the CPU slowdown"): 150 → 1×, 800 → 2×, 1300 → 3×, then 1× more per 233 (1533 →
 * 4×, the preset's fixed default, 2000 → 6×). Under 150 the machine is slower than the phone and
 * cannot be slowed to it: 1×, marked `tooSlow`. Rounded to a tenth, as the calculator shows it.
 */
export function cpuMultiplierFor(index: number): { multiplier: number; tooSlow: boolean } {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`no benchmarkIndex: ${index}`)
  const multiplier =
    index >= 1300
      ? 3 + (index - 1300) / 233
      : index >= 800
        ? 2 + (index - 800) / 500
        : index >= 150
          ? 1 + (index - 150) / 650
          : 1
  return { multiplier: Math.round(multiplier * 10) / 10, tooSlow: index < 150 }
}

/** The median; of an even count, the mean of the middle two. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('the median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One page type's medians beside the floor's medians from the runs interleaved with them. */
export type PageFigures = {
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  accessibility: number
  bestPractices: number
  seo: number
  htmlKb: number
  floorPerformance: number
  floorTbtMs: number
}

/** The targets a page type is held to on the calibrated phone, in the order the table names them. */
export const targets = [
  {
    name: 'TBT Δ',
    text: 'TBT ≤ the floor’s + 150 ms',
    met: (f: PageFigures) => f.tbtMs <= f.floorTbtMs + 150,
  },
  {
    name: 'perf Δ',
    text: 'perf ≥ the floor’s − 5',
    met: (f: PageFigures) => f.performance >= f.floorPerformance - 5,
  },
  { name: 'perf', text: 'perf ≥ 95', met: (f: PageFigures) => f.performance >= 95 },
  { name: 'LCP', text: 'LCP ≤ 2.5 s', met: (f: PageFigures) => f.lcpMs <= 2500 },
  { name: 'CLS', text: 'CLS ≤ 0.02', met: (f: PageFigures) => f.cls <= 0.02 },
] as const

/** The names of the targets the page type misses; none when it meets them all. */
export function missedTargets(figures: PageFigures): string[] {
  return targets.filter((target) => !target.met(figures)).map((target) => target.name)
}

export type Row = { name: string; path: string; figures: PageFigures }

function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0'
}

function shortPath(path: string): string {
  return path.length > 40 ? `${path.slice(0, 39)}…` : path
}

/** The markdown table: one row per page type, its differences to the floor and its verdict. */
export function formatTable(rows: Row[]): string {
  const header = [
    'page',
    'path',
    'perf',
    'perf Δ',
    'TBT',
    'TBT Δ',
    'LCP',
    'CLS',
    'floor perf / TBT',
    'a11y / b.p. / SEO',
    'HTML',
    'targets',
  ]
  const lines = rows.map(({ name, path, figures: f }) => {
    const missed = missedTargets(f)
    const cells = [
      name,
      `\`${shortPath(path)}\``,
      String(f.performance),
      signed(f.performance - f.floorPerformance),
      `${Math.round(f.tbtMs)} ms`,
      `${signed(Math.round(f.tbtMs) - Math.round(f.floorTbtMs))} ms`,
      `${(f.lcpMs / 1000).toFixed(1)} s`,
      f.cls.toFixed(3),
      `${f.floorPerformance} / ${Math.round(f.floorTbtMs)} ms`,
      `${f.accessibility} / ${f.bestPractices} / ${f.seo}`,
      `${f.htmlKb.toFixed(0)} KB`,
      missed.length ? `missed: ${missed.join(', ')}` : 'met',
    ]
    return `| ${cells.join(' | ')} |`
  })
  return [`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`, ...lines].join('\n')
}

/** One line: how many page types meet every target, and what each of the others misses. */
export function summary(rows: Row[]): string {
  const failing = rows
    .map((row) => ({ name: row.name, missed: missedTargets(row.figures) }))
    .filter((row) => row.missed.length > 0)
  const head = `${rows.length - failing.length} of ${rows.length} page types meet every target`
  if (failing.length === 0) return `PASS: ${head}.`
  return `FAIL: ${head}; ${failing.map((row) => `${row.name} misses ${row.missed.join(', ')}`).join('; ')}.`
}
