/**
 * schema.org AutoDealer for the facility page (decisions: Facility detail): address, contact, geo
 * coordinates and the week's opening hours of every department that states them.
 */
import { parseHours } from '@/lib/opening-hours'
import { parseGeocoord } from '@/ui/map/types'
import type { Facility } from './facility'

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The week's hours as schema.org specifications, one per department day that has hours. */
export function openingHoursSpecification(facility: Facility) {
  return facility.departments.flatMap((department) =>
    department.schedule.openinghours.flatMap((entry, index) => {
      const hours = parseHours(entry.displayText)
      return hours && schemaDays[index]
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              name: department.name,
              dayOfWeek: `https://schema.org/${schemaDays[index]}`,
              opens: hours.opens,
              closes: hours.closes,
            },
          ]
        : []
    }),
  )
}

export function facilityStructuredData(input: { facility: Facility; url: string; image: string }) {
  const { facility, url, image } = input
  const geo = parseGeocoord(facility.geocoord)
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: facility.name,
    url,
    image,
    address: {
      '@type': 'PostalAddress',
      ...(facility.street ? { streetAddress: facility.street } : {}),
      ...(facility.zip ? { postalCode: facility.zip } : {}),
      ...(facility.city ? { addressLocality: facility.city } : {}),
    },
    ...(facility.phone ? { telephone: facility.phone } : {}),
    ...(facility.email ? { email: facility.email } : {}),
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
    openingHoursSpecification: openingHoursSpecification(facility),
  }
}
