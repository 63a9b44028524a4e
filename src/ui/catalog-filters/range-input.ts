/**
 * Spec 02 §5 "Filters": the rules of a range facet's two number inputs and slider. Pure.
 */
export type Bounds = { min: number; max: number }

/** Spaces are stripped and the text parsed as an integer (leading zeros go with it); null if none. */
export function parseRangeText(text: string): number | null {
  const parsed = Number.parseInt(text.replace(/\s/g, ''), 10)
  return Number.isFinite(parsed) ? parsed : null
}

export function clamp(value: number, bounds: Bounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, value))
}

/**
 * The range to apply after one end changed: both ends clamped to the facet's bounds, and a low
 * value above the high one collapses both to the value just entered.
 */
export function nextRange(
  current: readonly [number, number],
  changed: 'low' | 'high',
  value: number,
  bounds: Bounds,
): [number, number] {
  const entered = clamp(value, bounds)
  const low = changed === 'low' ? entered : clamp(current[0], bounds)
  const high = changed === 'high' ? entered : clamp(current[1], bounds)
  return low > high ? [entered, entered] : [low, high]
}

/** The slider step: the range divided by 100, at least 1. */
export function sliderStep(bounds: Bounds): number {
  return Math.max(1, Math.round((bounds.max - bounds.min) / 100))
}

/** Range inputs apply 1500 ms after typing stops (spec 02 §9). */
export const rangeTypingDelayMs = 1500
