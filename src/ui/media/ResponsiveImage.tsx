import { imageProps } from './image-props'
import { Img } from './Img'
import { blurPlaceholder } from '@/lib/images/blur-placeholder'
import type { MediaSource } from './media'

/**
 * A media-library image through the Next.js optimiser, filling its positioned parent. With a
 * phone variant it becomes a <picture> (art direction below 768 px); with `blur` it gets a
 * placeholder computed on the server.
 */
const phoneMedia = '(max-width: 767px)'

export async function ResponsiveImage({
  desktop,
  phone,
  sizes = '100vw',
  priority = false,
  blur = false,
  className = 'object-cover',
}: {
  desktop: MediaSource
  phone?: MediaSource | null
  sizes?: string
  priority?: boolean
  blur?: boolean
  className?: string
}) {
  const common = { fill: true, sizes, alt: desktop.alt, className, priority }
  const blurDataURL = blur ? await blurPlaceholder(desktop.filename) : undefined
  const placeholder = blurDataURL ? ({ placeholder: 'blur', blurDataURL } as const) : {}
  // The largest paint of a page that opens with this image: the browser learns of the source that
  // fits its width from the document's head, not when the parser reaches the image. React writes
  // that preload itself for an eager <img> with `fetchPriority="high"`, but not for the sources of
  // a <picture>: those get <link> elements of their own, which React hoists into the head.
  if (!phone) return <Img src={desktop.src} {...common} alt={desktop.alt} {...placeholder} />
  const phoneProps = imageProps({ ...common, src: phone.src })
  const desktopProps = imageProps({ ...common, ...placeholder, src: desktop.src })
  const sources = [
    { props: phoneProps, media: phoneMedia },
    { props: desktopProps, media: '(min-width: 768px)' },
  ]
  return (
    <>
      {priority
        ? sources.map(({ props, media }) => (
            <link
              key={media}
              rel="preload"
              as="image"
              href={props.src}
              imageSrcSet={props.srcSet}
              imageSizes={sizes}
              media={media}
              fetchPriority="high"
            />
          ))
        : null}
      <picture>
        <source media={phoneMedia} srcSet={phoneProps.srcSet} sizes={sizes} />
        <img {...desktopProps} alt={desktop.alt} {...(priority ? { fetchPriority: 'high' as const } : {})} />
      </picture>
    </>
  )
}
