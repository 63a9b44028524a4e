/** A slider's bounds and step, and the clamp every typed or dragged value goes through. */
export type SliderRange = { min: number; max: number; step: number }

/** The value within the range, on a step counted from the minimum (the maximum always allowed). */
export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.min
  if (value >= range.max) return range.max
  if (value <= range.min) return range.min
  return Math.min(range.max, range.min + Math.round((value - range.min) / range.step) * range.step)
}
