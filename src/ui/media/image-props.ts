import { getImageProps, type ImageProps } from 'next/image'
import { BoundedCache } from '@/lib/bounded-cache'
import { imageLoader } from './image-address'

type ImgAttributes = ReturnType<typeof getImageProps>['props']

/** About 2,000 images' attributes; kept an hour, least recently used out first. */
const kept = new BoundedCache<ImgAttributes>({ maxBytes: 2 * 1024 * 1024, ttlMs: 60 * 60_000 })

/**
 * next/image's `getImageProps`, remembered per process: the same image asked for again (a card in
 * every list, a banner on every visit) gets the same attributes, and working them out was 3–6 % of
 * a car list's or home page's server render (decisions: Fast on a phone). Arguments that are not
 * plain data (a static import, a loader) are not remembered. The attributes are frozen, since
 * callers share them. The optimiser's addresses are the short ones of `imageLoader` unless a loader
 * is given.
 */
export function imageProps(args: ImageProps): ImgAttributes {
  if (typeof args.src !== 'string' || Object.values(args).some((value) => typeof value === 'function'))
    return defined(getImageProps({ loader: imageLoader, ...args }).props)
  const key = JSON.stringify(args)
  let attributes = kept.get(key)
  if (!attributes) {
    attributes = Object.freeze(defined(getImageProps({ loader: imageLoader, ...args }).props))
    // UTF-16: the key and the URLs of the attributes, which make up nearly all of them.
    kept.set(
      key,
      attributes,
      2 * (key.length + (attributes.src?.length ?? 0) + (attributes.srcSet?.length ?? 0)),
    )
  }
  return attributes
}

/**
 * The attributes without the ones next/image leaves undefined (`fetchPriority`, a fill image's
 * `objectFit`): React renders nothing for them, but a server-rendered image handed to a client
 * component carries each as `"$undefined"` in the RSC payload.
 */
function defined(attributes: ImgAttributes): ImgAttributes {
  const { style, ...rest } = attributes
  return { ...withoutUndefined(rest), style: withoutUndefined(style ?? {}) }
}

const withoutUndefined = <T extends object>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as T

/**
 * The attributes of a lazily loaded fixed-width image (`1x, 2x` candidates) with the first
 * candidate as its `src` and only the others in `srcSet`: a browser takes `src` as the `1x`
 * candidate when `srcSet` names none, so one optimiser URL fewer goes into every card's markup
 * and RSC payload (next/image writes the last candidate into `src` as well). An eager image keeps
 * its attributes: React preloads it from the head by `srcSet` alone, which must then name `1x`.
 */
export function densityAttributes(attributes: ImgAttributes): ImgAttributes {
  const candidates = attributes.srcSet?.split(', ') ?? []
  const first = candidates[0]
  if (attributes.loading !== 'lazy' || !first?.endsWith(' 1x')) return attributes
  const rest = candidates.slice(1).join(', ')
  return { ...attributes, src: first.slice(0, -' 1x'.length), srcSet: rest || undefined }
}
