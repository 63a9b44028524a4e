/**
 * How catalog images are addressed. A file name says what to draw, so the image route needs no
 * database: /api/catalog/images/car-<body>-<colour>-<view>-<size>.webp,
 * site-<variant>-<size>.webp and kit-<picture>-<size>.webp; size l = 1200×800, s = 400×267.
 * The scheme owns its body and colour codes: the demo feed (src/seed/catalog) draws from them,
 * the image route and the extra media's frames read them back at run time.
 */

export type BodyCode = 'sedan' | 'suv' | 'hatchback' | 'wagon' | 'coupe' | 'convertible' | 'van' | 'pickup'
export type ColorCode = 'black' | 'white' | 'silver' | 'grey' | 'blue' | 'red' | 'green' | 'brown' | 'beige'

export const imageBase = '/api/catalog/images'
export type ImageSize = 'l' | 's'

export const palette: Record<ColorCode, string> = {
  black: '#1d1f22',
  white: '#f2f2ef',
  silver: '#b9bec4',
  grey: '#6d7278',
  blue: '#1f4e8c',
  red: '#b3202a',
  green: '#2f6b4f',
  brown: '#6b4a34',
  beige: '#d8c9a8',
}
export const bodies: readonly BodyCode[] = [
  'sedan',
  'suv',
  'hatchback',
  'wagon',
  'coupe',
  'convertible',
  'van',
  'pickup',
]
export const carViews = 4
export const siteVariants = 8
/**
 * What a kit's picture shows: one per kind of product (a tow bar, a roof box, a wallbox…), so
 * kits of one category do not all look alike. The first six, one per category, stay readable for
 * feeds that still name them.
 */
export const kitPictures = [
  'exterior',
  'interior',
  'wheels',
  'electronics',
  'transport',
  'care',
  'towbar',
  'wiring',
  'roof-bars',
  'roof-box',
  'mud-flaps',
  'sill-guard',
  'floor-mats',
  'boot-mat',
  'cargo-net',
  'dog-guard',
  'storage-box',
  'winter-wheels',
  'summer-wheels',
  'wheel-bolts',
  'hubcaps',
  'charging-cable',
  'wallbox',
  'mobile-charger',
  'parking-sensors',
  'reversing-camera',
  'bike-carrier',
  'roof-bike-carrier',
] as const
export type KitPicture = (typeof kitPictures)[number]

export type ImageSpec =
  | { type: 'car'; body: BodyCode; color: ColorCode; view: number; size: ImageSize }
  | { type: 'site'; variant: number; size: ImageSize }
  | { type: 'kit'; picture: KitPicture; size: ImageSize }

export function carImage(body: BodyCode, color: ColorCode, view: number, size: ImageSize): string {
  return `${imageBase}/car-${body}-${color}-${view}-${size}.webp`
}
export const siteImage = (variant: number, size: ImageSize) =>
  `${imageBase}/site-${variant % siteVariants}-${size}.webp`
/** Stock pictures for a dealer site without an image of its own (spec 02 §9): four, by its slug. */
export const sitePlaceholderVariants = 4
export function sitePlaceholderImage(slug: string, size: ImageSize): string {
  let hash = 0
  for (const character of slug) hash = (hash * 31 + character.codePointAt(0)!) >>> 0
  return siteImage(hash % sitePlaceholderVariants, size)
}
export const kitImage = (picture: KitPicture, size: ImageSize) => `${imageBase}/kit-${picture}-${size}.webp`

/** A tiny placeholder in the image's main colour, shown while the image loads. */
export function blurDataUrl(hex: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"><rect width="12" height="8" fill="#e6e8eb"/><rect y="3" width="12" height="3" rx="1" fill="${hex}"/></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** Reads a file name back into what to draw; null for anything else (the route answers 404). */
export function parseImageFile(file: string): ImageSpec | null {
  const car = /^car-([a-z]+)-([a-z]+)-(\d)-([ls])\.webp$/.exec(file)
  if (car) {
    const [, body, color, view, size] = car
    if (
      !bodies.includes(body as BodyCode) ||
      !(color in palette) ||
      Number(view) < 1 ||
      Number(view) > carViews
    )
      return null
    return {
      type: 'car',
      body: body as BodyCode,
      color: color as ColorCode,
      view: Number(view),
      size: size as ImageSize,
    }
  }
  const site = /^site-(\d)-([ls])\.webp$/.exec(file)
  if (site)
    return Number(site[1]) < siteVariants
      ? { type: 'site', variant: Number(site[1]), size: site[2] as ImageSize }
      : null
  const kit = /^kit-([a-z-]+)-([ls])\.webp$/.exec(file)
  if (kit && kitPictures.includes(kit[1] as KitPicture))
    return { type: 'kit', picture: kit[1] as KitPicture, size: kit[2] as ImageSize }
  return null
}
