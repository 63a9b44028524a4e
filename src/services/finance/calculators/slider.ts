/** A slider's bounds and step, and the clamp every typed or dragged value goes through. */
export type SliderRange = { min: number; max: number; step: number }

/** The value within the range, on a step counted from the minimum (the maximum always allowed). */
export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.min
  if (value >= range.max) return range.max
  if (value <= range.min) return range.min
  return Math.min(range.max, range.min + Math.round((value - range.min) / range.step) * range.step)
}

/**
 * A typed figure as typed, in whole units, when it is within the range; else the nearer bound
 * (decisions: Finance, "a typed down payment is kept as typed").
 */
export function boundToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.min
  return Math.min(range.max, Math.max(range.min, Math.round(value)))
}

/**
 * A slider's stops: from the minimum by the step, and the maximum as the last stop even when the
 * step does not land on it (a stop of its own), so the slider always reaches the stated maximum.
 */
export function lastStop(range: SliderRange): number {
  return range.max > range.min ? Math.ceil((range.max - range.min) / range.step) : 0
}

/** The value of a slider stop (0 … lastStop). */
export function stopValue(stop: number, range: SliderRange): number {
  return stop >= lastStop(range) ? range.max : range.min + Math.max(0, Math.round(stop)) * range.step
}

/** The stop nearest a value: where the slider shows a typed figure that lies between stops. */
export function nearestStop(value: number, range: SliderRange): number {
  const last = lastStop(range)
  if (!Number.isFinite(value) || value <= range.min) return 0
  if (value >= range.max) return last
  const below = Math.min(last, Math.floor((value - range.min) / range.step))
  const above = Math.min(last, below + 1)
  return value - stopValue(below, range) <= stopValue(above, range) - value ? below : above
}
