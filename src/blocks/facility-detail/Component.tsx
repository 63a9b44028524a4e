import { headers } from 'next/headers'
import { fill } from '@/lib/i18n/fill'
import { translator } from '@/lib/i18n/dictionary'
import { mapsSearchUrl } from '@/services/map/search-url'
import { localisedPath } from '@/lib/site/languages'
import { mediaUrl } from '@/services/content/site-context'
import { sitePlaceholderImage } from '@/services/search'
import { foldText } from '@/services/search/query/text'
import { siteTimeZone } from '@/services/stories/dates'
import { Img } from '@/ui/media/Img'
import { PlaceMap, placeMapTexts } from '@/ui/map/PlaceMap'
import { defaultMapView, parseGeocoord } from '@/ui/map/types'
import { toCarCards } from '@/ui/vehicle/card-fields'
import { vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { FlagSymbol } from '@/ui/vehicle/Flag'
import { VehicleCard } from '@/ui/vehicle/VehicleCard'
import type { Site } from '@/cms/payload-types'
import { jsonLd } from '@/services/search/car/structured-data'
import type { BlockComponent, BlockContext } from '../types'
import { Department, type DepartmentTexts } from './Department'
import { lookupFacility } from './load'
import { facilityStructuredData } from './structured-data'
import { addressLine } from '@/ui/site/address'

/** Spec 02 §2: brand logos come from the first 65 CMS brand items (the footer's brands). */
const brandItemsUsed = 65

/** The brand logos of the page's footer block, by folded brand name ("Škoda" finds "Skoda"). */
function brandLogos(page: BlockContext['page']): (brandName: string) => string | undefined {
  const footer = page.footer?.find((block) => block.blockType === 'footer')
  const logos = new Map<string, string>()
  for (const brand of (footer?.blockType === 'footer' ? (footer.brands ?? []) : []).slice(
    0,
    brandItemsUsed,
  )) {
    const logo = mediaUrl(brand.logo)
    if (logo) logos.set(foldText(brand.name), logo)
  }
  return (brandName) => logos.get(foldText(brandName))
}

/** Spec 02 §6: the book-service link shows on the Swedish automotive site only, known by name. */
export const showsBookService = (site: Pick<Site, 'name'>) => site.name === 'automotive-se'

const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`
const plus = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')

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
  const timeZone = siteTimeZone(site)
  const now = new Date()
  const departmentTexts: DepartmentTexts = {
    phone: t('facilityPhone'),
    email: t('facilityEmail'),
    openingHours: t('facilityOpeningHours'),
    deviationDays: t('facilityDeviationDays'),
    brands: t('facilityBrands'),
    staff: t('facilityStaff'),
    status: {
      openNow: t('facilityOpenNow'),
      closesAt: t('facilityClosesAt'),
      closed: t('facilityClosed'),
      opensAt: t('facilityOpensAt'),
      opensTodayAt: t('facilityOpensTodayAt'),
    },
  }
  const logoOf = brandLogos(page)
  const cardSettings = vehicleCardSettings(context)
  const cards = toCarCards(cars)
  const carListBase = localisedPath(site, language.code, site.pathToCarList || '/')
  const carListHref = `${carListBase}?car_site_city=${plus(facility.websiteCity ?? '')}&car_site_name=${plus(facility.name)}`

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
        <div>
          <h1 className="font-heading text-2xl text-balance sm:text-3xl">{facility.name}</h1>
          <address className="mt-3 not-italic" data-facility-contact>
            {address ? <span className="block">{address}</span> : null}
            <a href={mapsHref} target="_blank" rel="noopener noreferrer" className="underline" data-maps-link>
              {t('facilityShowOnMap')}
            </a>
            {facility.phone ? (
              <span className="block">
                {t('facilityPhone')}:{' '}
                <a href={tel(facility.phone)} className="underline">
                  {facility.phone}
                </a>
              </span>
            ) : null}
            {facility.email ? (
              <span className="block">
                {t('facilityEmail')}:{' '}
                <a href={`mailto:${facility.email}`} className="underline">
                  {facility.email}
                </a>
              </span>
            ) : null}
          </address>
          {showsBookService(site) ? (
            <p className="mt-4">
              <a
                href={localisedPath(site, language.code, t('facilityBookServicePath'))}
                className="inline-block rounded bg-neutral-900 px-4 py-2 font-semibold text-white"
                data-book-service
              >
                {t('facilityBookService')}
              </a>
            </p>
          ) : null}
        </div>
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
      {facility.departments.length ? (
        <section aria-labelledby="departments-heading" className="mt-10">
          <h2 id="departments-heading" className="font-heading text-2xl">
            {t('facilityDepartments')}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2" data-departments>
            {facility.departments.map((department, position) => (
              <Department
                key={`${position}-${department.name}`}
                department={department}
                now={now}
                timeZone={timeZone}
                market={site.market}
                locale={language.intlLocale}
                texts={departmentTexts}
                logoOf={logoOf}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {cards.length ? (
        <section aria-labelledby="arrivals-heading" className="mt-10" data-latest-arrivals>
          <h2 id="arrivals-heading" className="font-heading text-2xl">
            {t('facilityLatestArrivals')}
          </h2>
          {cardSettings.flag ? <FlagSymbol name={cardSettings.flag} /> : null}
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {cards.map((car) => (
              <li key={car.car_id}>
                <VehicleCard car={car} settings={cardSettings} sharedFlag />
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href={carListHref} className="font-semibold underline" data-all-cars>
              {fill(t('facilityAllCars'), { name: facility.name })}
            </a>
          </p>
        </section>
      ) : null}
    </article>
  )
}
