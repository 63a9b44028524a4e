import type { ImageProps } from 'next/image'
import { densityAttributes, imageProps } from './image-props'

/**
 * An image through the Next.js optimiser (srcset, sizes, lazy loading, blur placeholder) rendered
 * as a plain <img>: the same markup as next/image without shipping its client runtime, so pages
 * whose images need no script stay at the framework's JavaScript floor. A lazy fixed-width image
 * names its 1x URL once (`densityAttributes`).
 */
export function Img(props: ImageProps) {
  const attributes = densityAttributes(imageProps(props))
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from props
  return <img {...attributes} {...(props.priority ? { fetchPriority: 'high' as const } : {})} />
}
