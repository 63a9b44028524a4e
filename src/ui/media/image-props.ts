import { getImageProps, type ImageProps } from 'next/image'

type ImgAttributes = ReturnType<typeof getImageProps>['props']

const kept = new Map<string, ImgAttributes>()
const maxKept = 2_000

/**
 * next/image's `getImageProps`, remembered per process: the same image asked for again (a card
 * in every list, a banner on every visit) gets the same attributes, and working them out was 3–6 %
 * of a car list's or home page's server render (issue 13). Arguments that are not plain data (a
 * static import, a loader) are not remembered. The attributes are frozen, since callers share them.
 */
export function imageProps(args: ImageProps): ImgAttributes {
  if (typeof args.src !== 'string' || Object.values(args).some((value) => typeof value === 'function'))
    return getImageProps(args).props
  const key = JSON.stringify(args)
  let attributes = kept.get(key)
  if (!attributes) {
    attributes = Object.freeze(getImageProps(args).props)
    if (kept.size >= maxKept) kept.clear()
    kept.set(key, attributes)
  }
  return attributes
}
