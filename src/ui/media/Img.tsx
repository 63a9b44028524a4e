import type { ImageProps } from 'next/image'
import { imageProps } from './image-props'

/**
 * An image through the Next.js optimiser (srcset, sizes, lazy loading, blur placeholder) rendered
 * as a plain <img>: the same markup as next/image without shipping its client runtime, so pages
 * whose images need no script stay at the framework's JavaScript floor.
 */
export function Img(props: ImageProps) {
  const attributes = imageProps(props)
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from props
  return <img {...attributes} fetchPriority={props.priority ? 'high' : attributes.fetchPriority} />
}
