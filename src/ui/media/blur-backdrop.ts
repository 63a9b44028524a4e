import { cache, type CSSProperties } from 'react'

/**
 * A blurred placeholder for an image that is still loading: the tiny data URL drawn blurred
 * behind the image, in the image's box (which must be `relative` and clip its overflow).
 * next/image's own `placeholder="blur"` inlines a 1 KB SVG filter document around the data URL
 * on every <img>; on a car list of 48 cards that was a fifth of the page's HTML.
 */
export const blurBackdropClass =
  'before:absolute before:inset-0 before:scale-110 before:bg-(image:--blur-url) before:bg-cover before:bg-center before:blur-lg'

/**
 * The backdrop's style. On the server it is one object per placeholder and request (React's
 * `cache`): the RSC payload then sends a placeholder shared by many cards once and refers to it
 * (feeds reuse placeholders, e.g. for stock images). In the browser, `cache` memoises
 * nothing.
 */
export const blurBackdropStyle = cache((dataUrl: string | null | undefined): CSSProperties | undefined => {
  if (!dataUrl) return undefined
  return { '--blur-url': `url("${dataUrl.replace(/"/g, '%22')}")` } as CSSProperties
})
