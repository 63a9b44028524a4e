'use client'
import { useEffect, useRef } from 'react'

/**
 * A brand's logo that hides itself when it fails to load (spec 02 §2). The error may come before
 * hydration, when no handler listens yet, so the element is also checked once on mount.
 */
export function BrandLogo({ src }: { src: string }) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) element.hidden = true
  }, [])
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a CMS logo (often SVG) at its own size
    <img
      ref={image}
      src={src}
      alt=""
      loading="lazy"
      className="h-6 w-auto"
      data-brand-logo
      onError={(event) => {
        event.currentTarget.hidden = true
      }}
    />
  )
}
