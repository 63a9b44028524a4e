'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

/** Spec 01 §9: how long "Copied" shows after a copy. */
export const copyFeedbackMs = 1000

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text)
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  const copied = document.execCommand('copy')
  field.remove()
  if (!copied) throw new Error('copy refused')
}

type Props = {
  /** The text to copy; the current page address when omitted. */
  value?: string
  label: string
  copiedLabel: string
  icon?: ReactNode
  className?: string
  /** Describes what is copied, for screen readers (e.g. the e-mail address). */
  describedValue?: string
}

/** Copies a value and says "Copied" for one second (announced politely). */
function CopyButtonIsland({ value, label, copiedLabel, icon, className, describedValue }: Props) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const hydrated = useHydratedMarker<HTMLButtonElement>()
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async () => {
    try {
      await writeClipboard(value ?? window.location.href.split('#')[0])
    } catch {
      return // nothing copied, so nothing to confirm
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), copyFeedbackMs)
  }
  return (
    <button
      ref={hydrated}
      type="button"
      className={className}
      onClick={copy}
      data-copy-button=""
      aria-label={describedValue ? `${label} ${describedValue}` : undefined}
    >
      {icon}
      <span aria-hidden={describedValue ? true : undefined}>{label}</span>
      <span
        role="status"
        className={copied ? 'ml-1 font-semibold' : 'sr-only'}
        data-copied={copied || undefined}
      >
        {copied ? copiedLabel : ''}
      </span>
    </button>
  )
}

/** Hydrates after the page (footer and share menus); a click before then hydrates it first. */
export const CopyButton = hydrateLater(CopyButtonIsland)
