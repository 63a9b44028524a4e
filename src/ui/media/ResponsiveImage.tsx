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
  const sources = phone
    ? [
        { props: imageProps({ ...common, src: phone.src }), media: phoneMedia },
        { props: imageProps({ ...common, src: desktop.src }), media: '(min-width: 768px)' },
      ]
    : [{ props: imageProps({ ...common, src: desktop.src }), media: undefined }]
  // The largest paint of a page that opens with this image: the browser learns of the source that
  // fits its width from the document's head, not when the parser reaches the image. Rendered as
  // <link> elements, which React hoists into the head with the page's first part; a preload() hint
  // could reach the HTML renderer after the head was sent and be dropped (seen on PostgreSQL).
  const preloads = priority
    ? sources.map(({ props, media }) => (
        <link
          key={props.src}
          rel="preload"
          as="image"
          href={props.src}
          imageSrcSet={props.srcSet}
          imageSizes={sizes}
          media={media}
          fetchPriority="high"
        />
      ))
    : null
  const blurDataURL = blur ? await blurPlaceholder(desktop.filename) : undefined
  const placeholder = blurDataURL ? ({ placeholder: 'blur', blurDataURL } as const) : {}
  if (!phone)
    return (
      <>
        {preloads}
        <Img src={desktop.src} {...common} alt={desktop.alt} {...placeholder} />
      </>
    )
  const phoneProps = sources[0].props
  const desktopProps = imageProps({ ...common, ...placeholder, src: desktop.src })
  return (
    <>
      {preloads}
      <picture>
        <source media={phoneMedia} srcSet={phoneProps.srcSet} sizes={sizes} />
        <img {...desktopProps} alt={desktop.alt} fetchPriority={priority ? 'high' : undefined} />
      </picture>
    </>
  )
}
