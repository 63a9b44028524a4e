'use client'
import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react'
import { codeKey, pasteCode, typeInBox, type CodeDigits, type CodeEdit, type CodeLength } from './input'
import { fill } from '@/lib/i18n/fill'
import { tireHotelTexts as texts } from './texts'

/**
 * The four single-digit code boxes (spec 03 §5), eight for a step-up code: only digits; a digit
 * moves on to the next box; Backspace and the arrows move between boxes; a paste fills them with
 * its first digits.
 */
export function CodeBoxes({
  digits,
  onChange,
  invalid,
  describedBy,
  boxes,
}: {
  digits: CodeDigits
  onChange: (digits: CodeDigits) => void
  invalid: boolean
  describedBy?: string
  /** The boxes' elements, so the view can focus one. */
  boxes: RefObject<Array<HTMLInputElement | null>>
}) {
  const inputs = boxes
  const apply = (edit: CodeEdit | null) => {
    if (!edit) return
    onChange(edit.digits)
    inputs.current[edit.focus]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const edit = codeKey(digits, index, event.key)
    if (!edit) return
    event.preventDefault()
    apply(edit)
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    apply(pasteCode(event.clipboardData.getData('text'), digits.length as CodeLength))
  }

  return (
    <fieldset data-code-boxes>
      <legend className="mb-2 text-sm font-semibold">{texts.codeLegend}</legend>
      <div className="flex gap-3">
        {digits.map((digit, index) => (
          <input
            // The boxes are a fixed row (four, or eight); their position is their identity.
            key={`box-${index}`}
            ref={(element) => {
              inputs.current[index] = element
            }}
            value={digit}
            onChange={(event) => apply(typeInBox(digits, index, event.target.value))}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={fill(texts.codeDigit, { n: index + 1 })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className="size-14 rounded-md border border-neutral-500 text-center text-2xl font-semibold aria-[invalid=true]:border-red-800"
            data-code-box={index}
          />
        ))}
      </div>
    </fieldset>
  )
}
