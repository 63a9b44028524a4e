/**
 * The fields a dealer-site card needs from the sites index and the reshaping of a hit into a card
 * (spec 02 §3 "Site"). Pure: shared by the facility list, site selection and site teasers.
 */
import { siteImage } from '@/services/search/images/address'
import { parseGeocoord, type MapPlace } from '@/ui/map/types'
import { addressLine } from './address'

export const facilityCardFields = [
  'site_id',
  'slug',
  'site_official_name',
  'site_street',
  'site_zip',
  'site_city',
  'site_phone',
  'site_geocoord',
  'site_image_url',
  'site_primary_image',
] as const

export type FacilityCardRecord = {
  id: string
  slug: string
  name: string
  /** One line: street, zip and city. */
  address: string
  city: string
  phone: string | null
  image: { src: string; blurDataUrl: string | null; placeholder: boolean }
  lat: number | null
  lng: number | null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** Stock placeholders a site without an image gets (spec 02 §9: one of four, by its slug). */
export const placeholderImageCount = 4

/** FNV-1a of the slug: the same site always gets the same placeholder, sites spread over all four. */
export function placeholderImageIndex(slug: string): number {
  let hash = 0x811c9dc5
  for (const character of slug) {
    hash ^= character.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % placeholderImageCount
}

function cardImage(hit: Record<string, unknown>, slug: string): FacilityCardRecord['image'] {
  const primary =
    typeof hit.site_primary_image === 'object' && hit.site_primary_image !== null
      ? (hit.site_primary_image as Record<string, unknown>)
      : {}
  const src = text(primary.thumbnail_url) ?? text(hit.site_image_url)
  if (src) return { src, blurDataUrl: text(primary.blur_data_url), placeholder: false }
  return { src: siteImage(placeholderImageIndex(slug), 's'), blurDataUrl: null, placeholder: true }
}

/** A search hit as a card, or null when it lacks an id, slug or name. */
export function toFacilityCard(hit: Record<string, unknown>): FacilityCardRecord | null {
  const id = text(hit.site_id)
  const slug = text(hit.slug)
  const name = text(hit.site_official_name)
  if (!id || !slug || !name) return null
  const city = text(hit.site_city) ?? ''
  const point = parseGeocoord(hit.site_geocoord)
  return {
    id,
    slug,
    name,
    address: addressLine({ street: text(hit.site_street), zip: text(hit.site_zip), city }),
    city,
    phone: text(hit.site_phone),
    image: cardImage(hit, slug),
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
  }
}

export function toFacilityCards(hits: Record<string, unknown>[]): FacilityCardRecord[] {
  return hits.map(toFacilityCard).filter((card): card is FacilityCardRecord => card !== null)
}

/** The site's detail page: `{detail path}/{slug}`. */
export function facilityDetailHref(detailPath: string, slug: string): string {
  return `${detailPath.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`
}

/** A maps search for the site's name and address: the list's and fallback's directions link. */
export function directionsHref(card: Pick<FacilityCardRecord, 'name' | 'address'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${card.name}, ${card.address}`)}`
}

/** The cards as the places of a map. */
export function facilityPlaces(cards: FacilityCardRecord[], detailPath: string): MapPlace[] {
  return cards.map((card) => ({
    id: card.id,
    name: card.name,
    lat: card.lat,
    lng: card.lng,
    address: card.address,
    href: facilityDetailHref(detailPath, card.slug),
    directionsHref: directionsHref(card),
  }))
}
