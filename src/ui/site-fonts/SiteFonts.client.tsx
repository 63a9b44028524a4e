'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { fontsAtHand, fontsReadyAttribute, fontsStorageKey } from '@/lib/site/font-loading'

/**
 * Fetches the site's faces once a first page has loaded and the browser is idle, for the pages
 * that follow (src/lib/site/font-loading.ts); switches to them at a client-side navigation.
 */
export function SiteFonts({ families }: { families: string[] }) {
  const pathname = usePathname()
  const drawn = useRef(pathname)
  useEffect(() => {
    if (pathname === drawn.current) return
    drawn.current = pathname
    if (fontsAtHand()) document.documentElement.setAttribute(fontsReadyAttribute, '')
  }, [pathname])

  const names = families.join('\n')
  useEffect(() => {
    if (fontsAtHand()) return
    let cancelled = false
    const fetchFaces = () => {
      // The faces whose unicode ranges the page's text needs (latin-ext only for a name like Škoda).
      const text = document.body.innerText
      Promise.all(names.split('\n').map((family) => document.fonts.load(`1em '${family}'`, text)))
        .then(() => {
          if (!cancelled) window.localStorage.setItem(fontsStorageKey, '1')
        })
        .catch(() => {})
    }
    // Safari has no requestIdleCallback.
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(fetchFaces, { timeout: 5_000 })
        : setTimeout(fetchFaces, 1_000)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', whenIdle)
    }
  }, [names])
  return null
}
