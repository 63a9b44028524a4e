import { getImageProps } from 'next/image'
import { Img } from './Img'
import { blurPlaceholder } from '@/lib/images/blur-placeholder'
import type { MediaSource } from './media'

/**
 * A media-library image through the Next.js optimiser, filling its positioned parent. With a
 * phone variant it becomes a <picture> (art direction below 768 px); with `blur` it gets a
 * placeholder computed on the server.
 */
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
  const blurDataURL = blur ? await blurPlaceholder(desktop.filename) : undefined
  const common = { fill: true, sizes, alt: desktop.alt, className, priority }
  const placeholder = blurDataURL ? ({ placeholder: 'blur', blurDataURL } as const) : {}
  if (!phone) return <Img src={desktop.src} {...common} alt={desktop.alt} {...placeholder} />
  const { props: phoneProps } = getImageProps({ ...common, src: phone.src })
  const { props: desktopProps } = getImageProps({ ...common, ...placeholder, src: desktop.src })
  return (
    <picture>
      <source media="(max-width: 767px)" srcSet={phoneProps.srcSet} sizes={sizes} />
      <img {...desktopProps} alt={desktop.alt} />
    </picture>
  )
}
