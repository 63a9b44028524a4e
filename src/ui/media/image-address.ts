import type { ImageLoader } from 'next/image'

/**
 * The one quality next.config.ts allows (Next's default list, `[75]`): the default loader writes
 * it whatever quality an image asks for, and the optimiser refuses any other.
 */
const quality = 75

/**
 * The folders of local images the optimiser takes (next.config.ts's `images.localPatterns`), each
 * with the short name next.config.ts's rewrites give it.
 */
const localRoots = [
  { root: '/api/catalog/images/', name: 'c' },
  { root: '/-/media/', name: 'm' },
]

/** A file name that needs no escaping in an address. */
const plainFile = /^\w[\w\-.]*$/

/**
 * An address of next/image's optimiser. A local image with a plain file name is written short,
 * `/_i/640/c/x.webp`, which next.config.ts rewrites to
 * `/_next/image?url=%2Fapi%2Fcatalog%2Fimages%2Fx.webp&w=640&q=75`: a car list names about 140
 * image addresses in its HTML and again in its RSC payload, and the long form cost it 14 KB.
 * Any other image keeps the address next/image's default loader writes.
 */
export function optimisedImageUrl(src: string, width: number): string {
  for (const { root, name } of localRoots) {
    const file = src.startsWith(root) ? src.slice(root.length) : ''
    if (plainFile.test(file)) return `/_i/${width}/${name}/${file}`
  }
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`
}

/**
 * next/image's loader writing the short addresses. An SVG is served as it is, as the default
 * loader does (the optimiser refuses SVG); `data:` and `blob:` sources never reach a loader.
 */
export const imageLoader: ImageLoader = ({ src, width }) =>
  src.split('?', 1)[0].endsWith('.svg') ? src : optimisedImageUrl(src, width)
