'use client'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { nextRange, parseRangeText, rangeTypingDelayMs, sliderStep, type Bounds } from './range-input'

type Props = {
  id: string
  label: string
  bounds: Bounds
  /** The applied range, or null for the whole span. */
  selected: [number, number] | null
  fromLabel: string
  toLabel: string
  onApply: (range: [number, number]) => void
}

/**
 * A range facet (spec 02 §5): two sliders and two number inputs. Sliders apply on release; the
 * inputs apply 1500 ms after typing stops, with spaces stripped, integers parsed, values clamped
 * and a low value above the high collapsing both to the value entered.
 */
export function RangeFacet({ id, label, bounds, selected, fromLabel, toLabel, onApply }: Props) {
  const applied: [number, number] = selected ?? [bounds.min, bounds.max]
  // Without a range of the visitor's own the inputs stay empty, the span they may choose from
  // shown as placeholders: other filters narrow the bounds, and a number in the box would read as
  // a price filter nobody set.
  const textsOf = (range: [number, number] | null): [string, string] =>
    range ? [String(range[0]), String(range[1])] : ['', '']
  const [range, setRange] = useState<[number, number]>(applied)
  const [texts, setTexts] = useState<[string, string]>(textsOf(selected))
  const [appliedKey, setAppliedKey] = useState(applied.join('-'))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const lowSlider = useRef<HTMLInputElement>(null)
  const highSlider = useRef<HTMLInputElement>(null)

  // A new applied range from outside (chips, clear-all, back/forward) resets the controls.
  if (appliedKey !== applied.join('-')) {
    setAppliedKey(applied.join('-'))
    setRange(applied)
    setTexts(textsOf(selected))
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  // 'change' on a range input fires when the slider is released (or a key commits a step).
  const onRelease = useEffectEvent(() => onApply(range))
  useEffect(() => {
    const release = () => onRelease()
    const sliders = [lowSlider.current, highSlider.current]
    for (const slider of sliders) slider?.addEventListener('change', release)
    return () => sliders.forEach((slider) => slider?.removeEventListener('change', release))
  }, [])

  function slide(end: 'low' | 'high', value: number) {
    const next = nextRange(range, end, value, bounds)
    setRange(next)
    setTexts([String(next[0]), String(next[1])])
  }

  function type(end: 'low' | 'high', text: string) {
    const typed: [string, string] = end === 'low' ? [text, texts[1]] : [texts[0], text]
    setTexts(typed)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      // Both inputs count (the other may have been typed in within the delay); the end typed
      // last decides a collapse.
      const other = end === 'low' ? 'high' : 'low'
      const valueOf = (which: 'low' | 'high') =>
        parseRangeText(typed[which === 'low' ? 0 : 1]) ?? range[which === 'low' ? 0 : 1]
      const next = nextRange(nextRange(range, other, valueOf(other), bounds), end, valueOf(end), bounds)
      setRange(next)
      setTexts([String(next[0]), String(next[1])])
      onApply(next)
    }, rangeTypingDelayMs)
  }

  const step = sliderStep(bounds)
  const inputClass = 'w-full rounded border border-neutral-400 px-2 py-1.5'
  return (
    <div data-range-facet className="space-y-2">
      <div className="grid grid-cols-2 gap-2">
        <label className="text-sm">
          {fromLabel}
          <input
            id={`${id}-from`}
            data-range-input="from"
            inputMode="numeric"
            autoComplete="off"
            className={inputClass}
            value={texts[0]}
            placeholder={String(bounds.min)}
            onChange={(event) => type('low', event.target.value)}
          />
        </label>
        <label className="text-sm">
          {toLabel}
          <input
            id={`${id}-to`}
            data-range-input="to"
            inputMode="numeric"
            autoComplete="off"
            className={inputClass}
            value={texts[1]}
            placeholder={String(bounds.max)}
            onChange={(event) => type('high', event.target.value)}
          />
        </label>
      </div>
      <input
        ref={lowSlider}
        type="range"
        data-range-slider="from"
        aria-label={`${label}: ${fromLabel}`}
        className="w-full accent-brand"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={range[0]}
        onChange={(event) => slide('low', Number(event.target.value))}
      />
      <input
        ref={highSlider}
        type="range"
        data-range-slider="to"
        aria-label={`${label}: ${toLabel}`}
        className="w-full accent-brand"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={range[1]}
        onChange={(event) => slide('high', Number(event.target.value))}
      />
    </div>
  )
}
