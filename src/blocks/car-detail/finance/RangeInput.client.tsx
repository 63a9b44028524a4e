'use client'

import { useId, useState } from 'react'
import type { SliderRange } from '@/services/finance/calculators/slider'

/**
 * A slider with a box to type the figure in (spec 02 §5: typed input allowed): the slider sets
 * the value at once; what is typed is handed over when the visitor leaves the box (the caller
 * clamps it), so a half-typed number is never clamped away mid-typing.
 */
export function RangeInput({
  label,
  name,
  range,
  value,
  onValue,
}: {
  label: string
  name: string
  range: SliderRange
  value: number
  onValue: (value: number) => void
}) {
  const id = useId()
  const [typed, setTyped] = useState<string | null>(null)
  const bounds = { min: range.min, max: range.max, step: range.step }
  return (
    <div className="grid gap-1">
      <label htmlFor={id}>{label}</label>
      <input
        type="range"
        aria-label={label}
        name={name}
        {...bounds}
        value={value}
        onChange={(event) => onValue(Number(event.target.value))}
      />
      <input
        id={id}
        type="number"
        inputMode="numeric"
        name={`${name}-typed`}
        {...bounds}
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
