export type Remaining = { days: number; hours: number; minutes: number; seconds: number }

/** Whole days, hours, minutes and seconds from `now` to `target`, never below zero. */
export function remainingUntil(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  }
}
