import { describe, expect, it } from 'vitest'
import {
  placeholderImageCount,
  placeholderImageIndex,
  facilityDetailHref,
  facilityPlaces,
  toFacilityCard,
} from './card-fields'

const hit = {
  site_id: 'automotive-se-1001',
  slug: 'automotive-stockholm',
  site_official_name: 'Automotive Stockholm',
  site_street: 'Storgatan 12',
  site_zip: '111 22',
  site_city: 'Stockholm',
  site_phone: '08-123 45 67',
  site_geocoord: '59.33,18.06',
  site_primary_image: { thumbnail_url: '/img/s.webp', blur_data_url: 'data:x' },
}

describe('site cards', () => {
  it('reshapes a hit: one-line address, phone, image and coordinates', () => {
    expect(toFacilityCard(hit)).toEqual({
      id: 'automotive-se-1001',
      slug: 'automotive-stockholm',
      name: 'Automotive Stockholm',
      address: 'Storgatan 12, 111 22 Stockholm',
      city: 'Stockholm',
      phone: '08-123 45 67',
      image: { src: '/img/s.webp', blurDataUrl: 'data:x', placeholder: false },
      lat: 59.33,
      lng: 18.06,
    })
  })

  it('writes a British address street, town, postcode', () => {
    const british = { ...hit, site_street: '29 Church Street', site_zip: 'SE1 7PB', site_city: 'London' }
    expect(toFacilityCard(british)?.address).toBe('29 Church Street, London SE1 7PB')
  })

  it('drops a hit without id, slug or name', () => {
    expect(toFacilityCard({ ...hit, slug: '' })).toBeNull()
    expect(toFacilityCard({ ...hit, site_id: undefined })).toBeNull()
  })

  it('gives a site without an image the stock placeholder its slug hashes to', () => {
    const card = toFacilityCard({ ...hit, site_primary_image: undefined, site_image_url: '' })!
    expect(card.image.placeholder).toBe(true)
    expect(card.image.src).toBe(`/api/catalog/images/site-${placeholderImageIndex(hit.slug)}-s.webp`)
  })

  it('hashes a slug to the same one of four placeholders every time, and uses all four', () => {
    expect(placeholderImageIndex('automotive-stockholm')).toBe(placeholderImageIndex('automotive-stockholm'))
    const used = new Set(Array.from({ length: 40 }, (_, n) => placeholderImageIndex(`site-${n}`)))
    expect([...used].sort()).toEqual([0, 1, 2, 3])
    expect(placeholderImageCount).toBe(4)
  })

  it('links to the detail path plus slug, and gives the map its places', () => {
    expect(facilityDetailHref('/anlaggningar/', 'a b')).toBe('/anlaggningar/a%20b')
    const [place] = facilityPlaces([toFacilityCard(hit)!], '/anlaggningar')
    expect(place).toMatchObject({ href: '/anlaggningar/automotive-stockholm', lat: 59.33, lng: 18.06 })
    expect(place.directionsHref).toContain(encodeURIComponent('Automotive Stockholm, Storgatan 12'))
  })
})
