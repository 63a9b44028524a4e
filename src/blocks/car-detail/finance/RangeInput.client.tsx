'use client'

import { useId, useState } from 'react'
import { lastStop, nearestStop, stopValue, type SliderRange } from '@/services/finance/calculators/slider'

/**
 * A slider with a box to type the figure in (spec 02 §5: typed input allowed): the slider sets
 * the value at once; what is typed is handed over when the visitor leaves the box (the caller
 * bounds it), so a half-typed number is never clamped away mid-typing. The slider moves over
 * stops (the range's steps from the minimum, and the maximum as the last stop, so the stated
 * maximum is always reachable) and shows a typed figure between stops at the nearest one; it
 * speaks the figure itself (`valueText`), not the stop's number.
 */
export function RangeInput({
  label,
  name,
  range,
  value,
  valueText,
  onValue,
}: {
  label: string
  name: string
  range: SliderRange
  value: number
  /** The value as the visitor reads it ("30 000 kr", "10 %"), for the slider's aria-valuetext. */
  valueText: (value: number) => string
  onValue: (value: number) => void
}) {
  const id = useId()
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <div className="grid gap-1">
      <label htmlFor={id}>{label}</label>
      <input
        type="range"
        aria-label={label}
        aria-valuetext={valueText(value)}
        name={name}
        min={0}
        max={lastStop(range)}
        step={1}
        value={nearestStop(value, range)}
        onChange={(event) => onValue(stopValue(Number(event.target.value), range))}
      />
      {/* Any whole figure within the bounds may be typed: no step to mismatch. */}
      <input
        id={id}
        type="number"
        inputMode="numeric"
        name={`${name}-typed`}
        min={range.min}
        max={range.max}
        value={typed ?? String(value)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => {
          if (typed !== null) onValue(Number(typed.replace(/\s/g, '').replace(',', '.')))
          setTyped(null)
        }}
        className="min-h-11 rounded border border-neutral-400 px-2"
      />
    </div>
  )
}

/** A slider whose label shows the chosen value ("Lånetid: 36 mån", "Term: 48 months"). */
export function LabelledSlider({
  label,
  shown,
  name,
  range,
  value,
  onValue,
}: {
  label: string
  shown: string
  name: string
  range: SliderRange
  value: number
  onValue: (value: number) => void
}) {
  return (
    <label className="grid gap-1">
      <span>
        {label}: <strong data-slider-value={name}>{shown}</strong>
      </span>
      <input
        type="range"
        name={name}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(event) => onValue(Number(event.target.value))}
      />
    </label>
  )
}
