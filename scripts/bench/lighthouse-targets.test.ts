import { describe, expect, it } from 'vitest'
import {
  cpuMultiplierFor,
  formatTable,
  median,
  missedTargets,
  summary,
  type PageFigures,
} from './lighthouse-targets'

const passing: PageFigures = {
  performance: 97,
  lcpMs: 1800,
  tbtMs: 120,
  cls: 0.001,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  htmlKb: 146.4,
  floorPerformance: 100,
  floorTbtMs: 10,
}

describe('the CPU slowdown that makes this machine the mid-tier phone', () => {
  it('is the preset’s 4× for a high-end desktop and grows with the benchmark index', () => {
    expect(cpuMultiplierFor(1533).multiplier).toBe(4)
    expect(cpuMultiplierFor(2000).multiplier).toBe(6)
    expect(cpuMultiplierFor(1300).multiplier).toBe(3)
  })

  it('is interpolated between the calibration points and rounded to a tenth', () => {
    expect(cpuMultiplierFor(800).multiplier).toBe(2)
    expect(cpuMultiplierFor(1050).multiplier).toBe(2.5)
    expect(cpuMultiplierFor(475).multiplier).toBe(1.5)
    expect(cpuMultiplierFor(150)).toMatchObject({ multiplier: 1, tooSlow: false, capped: false })
  })

  it('is 1× on a machine slower than the phone, which says so', () => {
    expect(cpuMultiplierFor(100)).toMatchObject({ multiplier: 1, tooSlow: true, capped: false })
  })

  it('stops at the calculator’s last measured point, 6× at 2000, instead of extrapolating', () => {
    // The quiet machine whose extrapolated 8.7× left the bare page under perf 95.
    const fast = cpuMultiplierFor(2634)
    expect(fast).toMatchObject({ multiplier: 6, tooSlow: false, capped: true })
    expect(fast.reason).toContain('8.7×')
    expect(cpuMultiplierFor(2001).multiplier).toBe(6)
    expect(cpuMultiplierFor(1999)).toMatchObject({ multiplier: 6, capped: false })
    expect(cpuMultiplierFor(1766).multiplier).toBe(5)
  })

  it('says which part of the table gave the multiplier', () => {
    expect(cpuMultiplierFor(1533).reason).toBe(
      'index 1533 on the calculator’s table (1300 → 3×, +1× per 233)',
    )
    expect(cpuMultiplierFor(900).reason).toContain('800 → 2×, 1300 → 3×')
  })

  it('refuses a missing index rather than guessing one', () => {
    expect(() => cpuMultiplierFor(NaN)).toThrow(/benchmarkIndex/)
  })
})

describe('the median of the runs', () => {
  it('is the middle run, whatever order the runs came in', () => {
    expect(median([300, 20, 150])).toBe(150)
  })

  it('of an even count is the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

describe('the targets', () => {
  it('are all met by a page within them', () => {
    expect(missedTargets(passing)).toEqual([])
  })

  it('hold TBT to the floor’s plus 150 ms, not to 150 ms', () => {
    expect(missedTargets({ ...passing, tbtMs: 200, floorTbtMs: 60 })).toEqual([])
    expect(missedTargets({ ...passing, tbtMs: 211, floorTbtMs: 60 })).toEqual(['TBT Δ'])
  })

  it('hold perf to the floor’s minus 5 and to 95', () => {
    expect(missedTargets({ ...passing, performance: 95, floorPerformance: 100 })).toEqual([])
    expect(missedTargets({ ...passing, performance: 94, floorPerformance: 100 })).toEqual(['perf Δ', 'perf'])
    expect(missedTargets({ ...passing, performance: 94, floorPerformance: 96 })).toEqual(['perf'])
  })

  it('hold LCP to 2.5 s and CLS to 0.02', () => {
    expect(missedTargets({ ...passing, lcpMs: 2500, cls: 0.02 })).toEqual([])
    expect(missedTargets({ ...passing, lcpMs: 2600, cls: 0.03 })).toEqual(['LCP', 'CLS'])
  })
})

describe('the table and its summary', () => {
  const rows = [
    { name: 'car list', path: '/kop-bil', figures: passing },
    {
      name: 'home, automotive SE',
      path: '/kop-bil/bil/100074/porsche-macan-turbo-electric-2024-100074',
      figures: { ...passing, performance: 90, tbtMs: 420, floorTbtMs: 30 },
    },
  ]

  it('gives each page its figures, its differences to the floor and what it misses', () => {
    const lines = formatTable(rows).split('\n')
    expect(lines[0]).toBe(
      '| page | path | perf | perf Δ | TBT | TBT Δ | LCP | CLS | floor perf / TBT | a11y / b.p. / SEO | HTML | targets |',
    )
    expect(lines[1]).toBe(`|${' --- |'.repeat(12)}`)
    expect(lines[2]).toBe(
      '| car list | `/kop-bil` | 97 | −3 | 120 ms | +110 ms | 1.8 s | 0.001 | 100 / 10 ms | 100 / 100 / 100 | 146 KB | met |',
    )
    expect(lines[3]).toContain('| 90 | −10 | 420 ms | +390 ms |')
    expect(lines[3]).toContain('`/kop-bil/bil/100074/porsche-macan-turbo…`')
    expect(lines[3]).toMatch(/\| missed: TBT Δ, perf Δ, perf \|$/)
  })

  it('says which page types miss which targets', () => {
    expect(summary(rows)).toBe(
      'FAIL: 1 of 2 page types meet every target; home, automotive SE misses TBT Δ, perf Δ, perf.',
    )
    expect(summary(rows.slice(0, 1))).toBe('PASS: 1 of 1 page types meet every target.')
  })
})
