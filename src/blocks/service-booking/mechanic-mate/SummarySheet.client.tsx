'use client'
import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react'
import { expandedAfterDrag, isDrag } from './sheet'
import { mechmateTexts as texts } from './texts'

/**
 * The side summary: beside the steps on desktop, a bottom sheet on mobile (spec 03 §2.3): 72 px
 * collapsed, 80vh expanded, the count of chosen services on its handle and "Dölj" to close it.
 * Dragging the handle down beyond 200 px closes it, up beyond 20 px opens it. Not modal: the
 * page stays usable behind it. The handle is a button (Enter or Space toggles, aria-expanded),
 * Escape inside the sheet closes it and returns the focus to the handle.
 */
export function SummarySheet({ count, children }: { count: number; children: ReactNode }) {
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const dragged = useRef(false)
  const cleanup = useRef<(() => void) | null>(null)
  useEffect(() => () => cleanup.current?.(), [])

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    dragged.current = false
    const startY = event.clientY
    const move = (moved: globalThis.PointerEvent) => {
      if (isDrag(moved.clientY - startY)) dragged.current = true
    }
    const end = (ended: globalThis.PointerEvent) => {
      const deltaY = ended.clientY - startY
      if (isDrag(deltaY)) setExpanded((current) => expandedAfterDrag(current, deltaY))
      cleanup.current?.()
    }
    // On the window: a drag leaves the 72 px handle long before it ends.
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', end)
    window.addEventListener('pointercancel', end)
    cleanup.current = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', end)
      window.removeEventListener('pointercancel', end)
      cleanup.current = null
    }
  }

  const collapse = () => {
    setExpanded(false)
    toggle.current?.focus()
  }

  return (
    <div
      className={`lg:sticky lg:top-4 lg:self-start max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:flex max-lg:flex-col max-lg:rounded-t-xl max-lg:border-t max-lg:border-neutral-300 max-lg:bg-white max-lg:shadow-[0_-4px_16px_rgba(0,0,0,0.15)] ${expanded ? 'max-lg:h-[80vh]' : 'max-lg:h-[72px]'}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) collapse()
      }}
      data-summary-sheet
      data-expanded={expanded || undefined}
    >
      <div
        className="flex h-[72px] shrink-0 touch-none items-center gap-2 px-4 select-none lg:hidden"
        onPointerDown={startDrag}
        data-sheet-handle
      >
        <button
          ref={toggle}
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={(event) => {
            // The click that ends a drag is not a toggle; a key's click (detail 0) always is.
            if (dragged.current && event.detail !== 0) return void (dragged.current = false)
            setExpanded(!expanded)
          }}
          className="flex min-h-11 flex-1 items-center gap-2 text-left font-semibold"
          data-sheet-toggle
        >
          <span aria-hidden="true" className="h-1 w-8 rounded-full bg-neutral-500" />
          {texts.summaryHeading}
          <span
            className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-2 text-sm text-brand-contrast"
            data-sheet-count
          >
            {count}
          </span>
          <span className="sr-only">{texts.chosenCount}</span>
        </button>
        {expanded ? (
          <button
            type="button"
            onClick={collapse}
            className="min-h-11 rounded-full border-2 border-neutral-900 px-4 font-semibold"
            data-sheet-hide
          >
            {texts.hide}
          </button>
        ) : null}
      </div>
      <div
        id={id}
        className={`max-lg:flex-1 max-lg:overflow-y-auto max-lg:px-4 max-lg:pb-4 ${expanded ? '' : 'max-lg:hidden'}`}
        data-sheet-content
      >
        {children}
      </div>
    </div>
  )
}
