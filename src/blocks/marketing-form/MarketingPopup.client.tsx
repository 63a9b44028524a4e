'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'

/**
 * The marketing form as a fixed popup (spec 02 §2): open when the page loads (unless the page shows
 * the form inline), closed by a click outside it (or its close button, or Escape), opened again by
 * its button. On a phone it arrives as a bar across the foot of the screen, its title and a button
 * that shows the form, so it never covers the page the visitor came for (docs/decisions.md, "Forms").
 */
export function MarketingPopup({
  title,
  openLabel,
  closeLabel,
  openOnArrival,
  children,
}: {
  title: string
  openLabel: string
  closeLabel: string
  openOnArrival: boolean
  children: ReactNode
}) {
  const root = useHydratedMarker<HTMLDivElement>()
  const panel = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(openOnArrival)
  // Until the visitor asks for the form, a phone shows only the bar (CSS below 640 px).
  const [asked, setAsked] = useState(false)
  const titleId = useId()

  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  return (
    <div ref={root} data-marketing-popup data-open={open} data-asked={asked || undefined}>
      {open ? (
        <div
          ref={panel}
          role="dialog"
          aria-labelledby={titleId}
          className="fixed inset-x-2 bottom-2 z-40 max-h-[85vh] overflow-y-auto rounded-lg bg-white p-4 shadow-2xl ring-1 ring-neutral-300 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[26rem]"
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <p id={titleId} className="font-heading text-xl">
              {title}
            </p>
            <button
              type="button"
              data-popup-close
              onClick={() => setOpen(false)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full ring-1 ring-neutral-400"
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          {asked ? null : (
            <button
              type="button"
              data-popup-show-form
              onClick={() => setAsked(true)}
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast sm:hidden"
            >
              {openLabel}
            </button>
          )}
          <div className={asked ? undefined : 'max-sm:hidden'}>{children}</div>
        </div>
      ) : (
        <button
          type="button"
          data-popup-open
          onClick={() => {
            setAsked(true)
            setOpen(true)
          }}
          className="fixed right-4 bottom-4 z-40 inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast shadow-lg"
        >
          {openLabel}
        </button>
      )}
    </div>
  )
}
