import { describe, expect, it } from 'vitest'
import { overBudget, readBudget, slowdown } from './test-budget.mjs'

const budget = {
  machine: 'reference',
  calibrationMs: 40,
  buildSeconds: 50,
  seconds: { lint: 30, build: 60 },
  totalSeconds: 100,
}

describe("the test suite's budget", () => {
  it('passes steps within their budget', () => {
    expect(overBudget(budget, { lint: 30, build: 59 }, 1)).toEqual([])
  })

  it('names each step over its budget, and the total over its own', () => {
    expect(overBudget(budget, { lint: 31, build: 75 }, 1)).toEqual([
      'lint: 31 s, budget 30 s',
      'build: 75 s, budget 60 s',
      'all steps: 106 s, budget 100 s',
    ])
  })

  it('gives a slower machine as much more time as the calibration work took it', () => {
    const factor = slowdown(budget, 100)
    expect(factor).toBe(2.5)
    expect(overBudget(budget, { lint: 70, build: 140 }, factor)).toEqual([])
    expect(overBudget(budget, { lint: 80, build: 140 }, factor)).toEqual(['lint: 80 s, budget 75 s'])
  })

  it('takes the build as the measure when it ran slower than the calibration work', () => {
    expect(slowdown(budget, 60, 100)).toBe(2)
    expect(slowdown(budget, 100, 60)).toBe(2.5)
  })

  it('never holds a faster machine to less than the reference', () => {
    expect(slowdown(budget, 20)).toBe(1)
    expect(slowdown(budget, 20, 40)).toBe(1)
  })

  it('names a step that has no budget', () => {
    expect(overBudget(budget, { lint: 1, 'new step': 1 }, 1)).toEqual([
      'new step: no budget in scripts/test-budget.json',
    ])
  })

  it('has a budget for every step npm test runs, within the total', () => {
    const written = readBudget()
    expect(Object.keys(written.seconds).sort()).toEqual([
      'browser (postgres, smoke set)',
      'browser (sqlite)',
      'build',
      'integration (postgres)',
      'lint, format, types',
      'unit+integration (sqlite)',
      'waiting for a seed',
    ])
    const sum = Object.values(written.seconds).reduce((total, seconds) => total + seconds, 0)
    expect(sum).toBeGreaterThanOrEqual(written.totalSeconds)
  })
})
