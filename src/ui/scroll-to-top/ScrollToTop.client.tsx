'use client'
import { useEffect, useState, type ReactNode } from 'react'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

/** Spec 01 §9: the button appears after this much scroll. */
export const scrollToTopThreshold = 528

/**
 * Within this far of the page's end the button stays away: the last controls of a page (a flow's
 * final button, the footer's links) cannot scroll out from under it (docs/decisions.md, "Site chrome").
 */
export const nearPageEnd = 160

/** A control the visitor types or chooses in: while one has the focus, the button stays away. */
const formControl = 'input, select, textarea, [contenteditable="true"]'

/** Whether the button shows: past the threshold, not near the page's end, no form control in use. */
export function showsScrollToTop(position: { scrollY: number; fromEnd: number; editing: boolean }): boolean {
  return position.scrollY > scrollToTopThreshold && position.fromEnd > nearPageEnd && !position.editing
}

/** Bottom-left button back to the top of the page, shown once the visitor has scrolled past 528 px. */
function ScrollToTopButton({ label, icon }: { label: string; icon: ReactNode }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () =>
      setVisible(
        showsScrollToTop({
          scrollY: window.scrollY,
          fromEnd: document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
          editing: Boolean(document.activeElement?.matches(formControl)),
        }),
      )
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    // focusout fires before the focus moves on: read where it went once it has.
    const afterFocusMoves = () => setTimeout(update)
    document.addEventListener('focusin', update)
    document.addEventListener('focusout', afterFocusMoves)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      document.removeEventListener('focusin', update)
      document.removeEventListener('focusout', afterFocusMoves)
    }
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label={label}
      data-scroll-to-top=""
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
      className="fixed bottom-3 left-3 z-40 inline-flex size-11 items-center justify-center rounded-full bg-brand text-brand-contrast shadow-lg hover:opacity-90"
    >
      {icon}
    </button>
  )
}

/** Hydrates after the page: it only shows once the visitor has scrolled. */
export const ScrollToTop = hydrateLater(ScrollToTopButton)
