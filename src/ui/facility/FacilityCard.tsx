import { imageProps } from '@/ui/media/image-props'
import { facilityDetailHref, type FacilityCardRecord } from './card-fields'

const imageWidth = 400

/**
 * One dealer site: image, name (the link to its detail page), address and phone (spec 02 §2
 * "Facility list", spec 03 §2.7). Server-rendered; the same card in all three site blocks.
 */
export function FacilityCard({
  site,
  detailPath,
  headingLevel = 'h3',
  priority = false,
}: {
  site: FacilityCardRecord
  detailPath: string
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}) {
  const Heading = headingLevel
  const props = imageProps({
    src: site.image.src,
    alt: '',
    width: imageWidth,
    height: (imageWidth * 2) / 3,
    priority,
    sizes: '(min-width: 640px) 400px, 100vw',
  })
  const { style, ...image } = props
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded border border-neutral-200 bg-white"
      data-site-card={site.slug}
    >
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- decorative: the name says it */}
      <img
        {...image}
        style={{
          ...style,
          // The first cards' placeholder only, as on the car and kit cards.
          ...(priority && site.image.blurDataUrl
            ? { backgroundImage: `url(${site.image.blurDataUrl})`, backgroundSize: 'cover' }
            : {}),
        }}
        className="aspect-[3/2] w-full object-cover"
        data-placeholder={site.image.placeholder || undefined}
      />
      <div className="grid gap-1 p-4">
        <Heading className="text-lg font-semibold">
          <a href={facilityDetailHref(detailPath, site.slug)} className="underline-offset-2 hover:underline">
            {site.name}
          </a>
        </Heading>
        {site.address ? <p className="text-sm">{site.address}</p> : null}
        {site.phone ? (
          <a className="text-sm underline" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>
            {site.phone}
          </a>
        ) : null}
      </div>
    </article>
  )
}

/** Site cards in a grid; their names are h3 below a titled section, h2 right below the page's h1. */
export function FacilityGrid({
  sites,
  detailPath,
  headingLevel = 'h3',
}: {
  sites: FacilityCardRecord[]
  detailPath: string
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-site-grid>
      {sites.map((site, position) => (
        <li key={site.id}>
          <FacilityCard
            site={site}
            detailPath={detailPath}
            priority={position < 2}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
