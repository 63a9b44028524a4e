'use client'
import { useEffect, useState, type ReactNode } from 'react'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

/** Spec 01 §9: the button appears after this much scroll. */
export const scrollToTopThreshold = 528

/** Bottom-left button back to the top of the page, shown once the visitor has scrolled past 528 px. */
function ScrollToTopButton({ label, icon }: { label: string; icon: ReactNode }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollToTopThreshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
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
      className="fixed bottom-4 left-4 z-40 rounded-full bg-brand p-3 text-brand-contrast shadow-lg hover:opacity-90"
    >
      {icon}
    </button>
  )
}

/** Hydrates after the page: it only shows once the visitor has scrolled. */
export const ScrollToTop = hydrateLater(ScrollToTopButton)
