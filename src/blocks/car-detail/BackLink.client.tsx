'use client'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'

/** Back to the previous page when the visitor came from this site, else to the car list. */
export function BackLink({ listHref, label }: { listHref: string; label: string }) {
  // Marks the link interactive once hydrated; before that it simply goes to the car list.
  const link = useHydratedMarker<HTMLAnchorElement>()
  return (
    <a
      ref={link}
      href={listHref}
      data-back-link
      className="inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      onClick={(event) => {
        const cameFromSite = document.referrer.startsWith(window.location.origin)
        if (window.history.length > 1 && cameFromSite) {
          event.preventDefault()
          window.history.back()
        }
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </a>
  )
}
