import { headers } from 'next/headers'
import { translator } from '@/lib/i18n/dictionary'
import { mapsSearchUrl } from '@/services/map/search-url'
import { localisedPath } from '@/lib/site/languages'
import { sitePlaceholderImage } from '@/services/search'
import { Img } from '@/ui/media/Img'
import { PlaceMap, placeMapTexts } from '@/ui/map/PlaceMap'
import { defaultMapView, parseGeocoord } from '@/ui/map/types'
import { jsonLd } from '@/services/search/car/structured-data'
import type { BlockComponent } from '../types'
import { DepartmentsSection } from './DepartmentsSection'
import { FacilityContact } from './FacilityContact'
import { LatestArrivals } from './LatestArrivals'
import { lookupFacility } from './load'
import { facilityStructuredData } from './structured-data'
import { addressLine } from '@/ui/facility/address'

/**
 * The facility (dealer site) detail page (spec 02 §2), all server-rendered. The route (./route.ts)
 * has already answered 404 or 302 for a missing, unknown or failing site; here the site is found,
 * or the page is shown to an editor without one.
 */
export const FacilityDetail: BlockComponent<'facilityDetail'> = async ({ context }) => {
  const { site, language, dictionary, page } = context
  const result = await lookupFacility(site, context.remainingSegments)
  if (result.kind !== 'found') return null
  const { facility, cars } = result
  const t = translator(dictionary)
  const requestHeaders = await headers()
  const origin = `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${requestHeaders.get('host') ?? 'localhost'}`
  const base = localisedPath(site, language.code, page.path || '/').replace(/\/+$/, '')
  const image = facility.image ?? sitePlaceholderImage(facility.slug, 'l')
  const geo = parseGeocoord(facility.geocoord)
  const address = addressLine(facility)
  const mapsHref = mapsSearchUrl(facility)

  return (
    <article data-facility-detail={facility.slug} className="mx-auto max-w-7xl px-4 pb-10">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(
            facilityStructuredData({
              facility,
              url: `${origin}${base}/${encodeURIComponent(facility.slug)}`,
              image: new URL(image, origin).toString(),
            }),
          ),
        }}
      />
      <div className="relative mt-4 aspect-video overflow-hidden rounded-lg bg-neutral-200 sm:aspect-[3/1] sm:min-h-48">
        <Img
          src={image}
          alt=""
          fill
          priority
          sizes="(min-width: 1280px) 1248px, 100vw"
          className="object-cover"
          data-facility-image
          {...(facility.imageBlur ? { placeholder: 'blur' as const, blurDataURL: facility.imageBlur } : {})}
        />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <FacilityContact
          facility={facility}
          address={address}
          mapsHref={mapsHref}
          site={site}
          languageCode={language.code}
          t={t}
        />
        <PlaceMap
          label={t('facilityMapLabel')}
          texts={placeMapTexts(dictionary)}
          view={geo ? { ...geo, zoom: defaultMapView.zoom } : defaultMapView}
          places={[
            {
              id: facility.slug,
              name: facility.name,
              lat: geo?.lat ?? null,
              lng: geo?.lng ?? null,
              address,
              directionsHref: mapsHref,
            },
          ]}
        />
      </div>
      <DepartmentsSection departments={facility.departments} context={context} t={t} />
      <LatestArrivals facility={facility} cars={cars} context={context} t={t} />
    </article>
  )
}
