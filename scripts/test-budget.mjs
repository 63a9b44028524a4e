// @ts-check
// The test suite's time budget (scripts/test-budget.json): seconds per step of `npm test` on the
// reference machine, scaled by how much slower this machine is than the reference: the slower of a
// fixed piece of JavaScript timed at the start (one core) and the production build (both cores, as
// the tests). So a slower machine is held to the same work, not the same clock.
import fs from 'node:fs'
import path from 'node:path'

/** @typedef {{ machine: string, calibrationMs: number, buildSeconds: number, seconds: Record<string, number>, totalSeconds: number }} Budget */

/** @returns {Budget} */
export function readBudget(file = path.resolve('scripts/test-budget.json')) {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** One fixed piece of work of the kind the suite does most (objects, JSON, sorting, strings). */
function workload() {
  const rows = Array.from({ length: 40_000 }, (_, index) => ({
    id: index,
    name: `car ${(index * 7919) % 997}`,
    price: (index * 104_729) % 100_000,
  }))
  const parsed = JSON.parse(JSON.stringify(rows))
  parsed.sort((/** @type {any} */ a, /** @type {any} */ b) => a.price - b.price || (a.name < b.name ? -1 : 1))
  return parsed.length
}

/** This machine's time for the workload: the median of several runs after a warm-up, in ms. */
export function calibrate(runs = 9) {
  workload()
  const times = Array.from({ length: runs }, () => {
    const started = performance.now()
    workload()
    return performance.now() - started
  }).sort((a, b) => a - b)
  return times[Math.floor(runs / 2)]
}

/**
 * How many times slower than the reference this machine is: by the calibration work and, once the
 * build has run, by the build's time, whichever is slower; never below 1. The calibration runs on
 * one core and reads a machine whose cores are shared or slow to wake as faster than it is.
 * @param {Budget} budget @param {number} calibrationMs @param {number} [buildSeconds]
 */
export function slowdown(budget, calibrationMs, buildSeconds) {
  const byBuild = buildSeconds === undefined ? 1 : buildSeconds / budget.buildSeconds
  return Math.max(1, calibrationMs / budget.calibrationMs, byBuild)
}

/**
 * The steps (label → seconds taken) over their budget on this machine, and the total's, each as
 * a sentence. A step without a budget of its own is named too: every step must have one.
 * @param {Budget} budget @param {Record<string, number>} taken @param {number} factor
 */
export function overBudget(budget, taken, factor) {
  const over = []
  let total = 0
  for (const [label, seconds] of Object.entries(taken)) {
    total += seconds
    const allowed = budget.seconds[label]
    if (allowed === undefined) over.push(`${label}: no budget in scripts/test-budget.json`)
    else if (seconds > allowed * factor)
      over.push(`${label}: ${seconds.toFixed(0)} s, budget ${(allowed * factor).toFixed(0)} s`)
  }
  if (total > budget.totalSeconds * factor)
    over.push(`all steps: ${total.toFixed(0)} s, budget ${(budget.totalSeconds * factor).toFixed(0)} s`)
  return over
}
