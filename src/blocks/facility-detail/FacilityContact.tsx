import type { Site } from '@/cms/payload-types'
import { localisedPath } from '@/lib/site/languages'
import { tel, type Facility } from './facility'

/** Spec 02 §6: the book-service link shows on the Swedish automotive site only, known by name. */
export const showsBookService = (site: Pick<Site, 'name'>) => site.name === 'automotive-se'

/** The facility's name, address with a maps link, phone and e-mail, and the book-service link. */
export function FacilityContact({
  facility,
  address,
  mapsHref,
  site,
  languageCode,
  t,
}: {
  facility: Facility
  address: string
  mapsHref: string
  site: Site
  languageCode: string
  t: (key: string) => string
}) {
  return (
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
            href={localisedPath(site, languageCode, t('facilityBookServicePath'))}
            className="inline-block rounded bg-neutral-900 px-4 py-2 font-semibold text-white"
            data-book-service
          >
            {t('facilityBookService')}
          </a>
        </p>
      ) : null}
    </div>
  )
}
