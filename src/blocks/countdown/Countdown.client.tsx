'use client'
import { useCallback, useSyncExternalStore } from 'react'
import { remainingUntil, type Remaining } from './remaining'

export type CountdownLabels = Record<keyof Remaining | 'ended', string>
const units: Array<keyof Remaining> = ['days', 'hours', 'minutes', 'seconds']

/**
 * Spec 01 §4: days, hours, minutes and seconds to the target, updated every second and stopping
 * at zero, where it says that it has ended (a heading over a row of zeros reads as broken). The server and the hydrating render show placeholders (no clock on the server), so
 * the markup never mismatches; the visitor's clock takes over right after.
 */
export function Countdown({
  target,
  labels,
  locale,
}: {
  target: number
  labels: CountdownLabels
  locale: string
}) {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (Date.now() >= target) return () => undefined
      const timer = setInterval(() => {
        onTick()
        if (Date.now() >= target) clearInterval(timer)
      }, 1000)
      return () => clearInterval(timer)
    },
    [target],
  )
  const now = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 1000) * 1000,
    () => null,
  )
  const remaining = now === null ? null : remainingUntil(target, now)
  const format = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 })
  const finished = remaining ? Object.values(remaining).every((value) => value === 0) : undefined
  return (
    <div role="timer" data-finished={finished === undefined ? undefined : String(finished)}>
      <dl className="flex justify-center gap-3 md:gap-6">
        {units.map((unit) => (
          <div
            key={unit}
            data-unit={unit}
            className="flex min-w-16 flex-col-reverse items-center rounded-lg bg-white/10 p-3 md:min-w-24"
          >
            <dt className="text-xs tracking-wide uppercase md:text-sm">{labels[unit]}</dt>
            <dd className="font-heading text-3xl tabular-nums md:text-5xl">
              {remaining ? format.format(remaining[unit]) : '––'}
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="mt-6 text-lg font-semibold">
        {finished ? labels.ended : null}
      </p>
    </div>
  )
}
