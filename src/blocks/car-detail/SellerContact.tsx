import { Img } from '@/ui/media/Img'
import type { Dealer, DetailCar } from '@/services/search/car/car'
import { mapsSearchUrl } from '@/services/map/search-url'
import { reachableSellers } from './sections'
import { townLine } from '@/ui/facility/address'

export type SellerContactLabels = {
  heading: string
  showOnMap: string
  siteDetail: string
  sellers: string
  phone: string
  email: string
}

/**
 * The seller contact block (spec 02 §2): the dealer's image, address with a maps link, phone,
 * e-mail, its site detail page, and the car's sellers who can be reached (e-mail or phone).
 */
export function SellerContact({
  car,
  dealer,
  siteDetailBase,
  labels,
}: {
  car: DetailCar
  dealer: Dealer | null
  /** The facility detail page's path, or null while the site has none. */
  siteDetailBase: string | null
  labels: SellerContactLabels
}) {
  const sellers = reachableSellers(car.sellers)
  const name = dealer?.name || car.siteName
  if (!name && sellers.length === 0) return null
  return (
    <section
      id="seller"
      aria-labelledby="seller-heading"
      data-seller-contact
      className="rounded-lg bg-neutral-50 p-5 ring-1 ring-neutral-200"
    >
      <h2 id="seller-heading" className="font-heading text-2xl">
        {labels.heading}
      </h2>
      {dealer?.image ? (
        <div className="relative mt-4 aspect-[3/2] overflow-hidden rounded-md">
          <Img
            src={dealer.image}
            alt={dealer.name}
            fill
            sizes="(min-width: 1024px) 33vw, 100vw"
            className="object-cover"
          />
        </div>
      ) : null}
      {name ? <p className="mt-4 font-semibold">{name}</p> : null}
      {dealer ? (
        <address className="not-italic">
          {dealer.street ? <span className="block">{dealer.street}</span> : null}
          {dealer.zip || dealer.city ? <span className="block">{townLine(dealer)}</span> : null}
          <a
            href={mapsSearchUrl(dealer)}
            target="_blank"
            rel="noopener noreferrer"
            className="underline"
            data-maps-link
          >
            {labels.showOnMap}
          </a>
          {dealer.phone ? (
            <span className="block">
              {labels.phone}:{' '}
              <a href={`tel:${dealer.phone.replace(/\s+/g, '')}`} className="underline">
                {dealer.phone}
              </a>
            </span>
          ) : null}
          {dealer.email ? (
            <span className="block">
              {labels.email}:{' '}
              <a href={`mailto:${dealer.email}`} className="underline">
                {dealer.email}
              </a>
            </span>
          ) : null}
        </address>
      ) : null}
      {dealer?.slug && siteDetailBase ? (
        <p className="mt-2">
          <a
            href={`${siteDetailBase.replace(/\/+$/, '')}/${encodeURIComponent(dealer.slug)}`}
            className="font-semibold underline"
            data-site-detail-link
          >
            {labels.siteDetail}
          </a>
        </p>
      ) : null}
      {sellers.length > 0 ? (
        <>
          <h3 className="mt-5 font-semibold">{labels.sellers}</h3>
          <ul className="mt-2 grid gap-3" data-sellers>
            {sellers.map((seller) => (
              <li key={`${seller.name}-${seller.email ?? seller.phone}`}>
                <span className="block">{seller.name}</span>
                {seller.phone ? (
                  <a href={`tel:${seller.phone.replace(/\s+/g, '')}`} className="block underline">
                    {seller.phone}
                  </a>
                ) : null}
                {seller.email ? (
                  <a href={`mailto:${seller.email}`} className="block underline">
                    {seller.email}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
