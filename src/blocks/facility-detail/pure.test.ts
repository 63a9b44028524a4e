import { describe, expect, it } from 'vitest'
import { toFacility } from './facility'
import { facilityStructuredData } from './structured-data'

const record = {
  site_id: 'automotive-se-1001',
  slug: 'automotive-uppsala',
  site_official_name: 'Automotive Uppsala',
  site_street: 'Bilgatan 4',
  site_zip: '753 20',
  site_city: 'Uppsala',
  site_phone: '+46 10 123 45 67',
  site_email: 'info.uppsala@automotive.example',
  site_geocoord: '59.85856,17.63893',
  site_departments: [
    {
      name: 'Verkstad',
      group: 'Workshop',
      brands: [{ brand_code: 'VO', name: 'Volvo' }, { brand_code: 'PS' }, {}],
      users: [{ first_name: 'Anna', last_name: 'Berg', title: 'Service advisor' }],
      openingschedule: {
        openinghours: ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'].map(
          (day, index) => ({
            day,
            displayText: index < 5 ? '07:00–17:00' : 'Stängt',
          }),
        ),
      },
    },
  ],
}

describe('toFacility', () => {
  it('reads the site, its departments, brands without a name as their code, and staff names', () => {
    const facility = toFacility(record)
    expect(facility).toMatchObject({
      id: 'automotive-se-1001',
      name: 'Automotive Uppsala',
      websiteCity: 'Uppsala',
    })
    expect(facility.departments[0].brands).toEqual([
      { brand_code: 'VO', name: 'Volvo' },
      { brand_code: 'PS', name: 'PS' },
    ])
    expect(facility.departments[0].users[0]).toEqual({
      name: 'Anna Berg',
      title: 'Service advisor',
      phone: null,
      email: null,
    })
  })

  it('survives a record without departments or a schedule', () => {
    const facility = toFacility({ site_id: 'x', site_departments: [{ name: 'Parts' }] })
    expect(facility.departments[0].schedule).toEqual({
      openinghours: [],
      deviationdays: [],
      vacationdays: [],
    })
  })
})

describe('facilityStructuredData', () => {
  it('is an AutoDealer with address, geo and each weekday with hours', () => {
    const data = facilityStructuredData({
      facility: toFacility(record),
      url: 'https://automotive.se/anlaggningar/automotive-uppsala',
      image: 'https://automotive.se/site.webp',
    })
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Automotive Uppsala',
      telephone: '+46 10 123 45 67',
      address: { streetAddress: 'Bilgatan 4', postalCode: '753 20', addressLocality: 'Uppsala' },
      geo: { '@type': 'GeoCoordinates', latitude: 59.85856, longitude: 17.63893 },
    })
    expect(data.openingHoursSpecification).toHaveLength(5)
    expect(data.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      name: 'Verkstad',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '07:00',
      closes: '17:00',
    })
  })

  it('leaves geo out without coordinates', () => {
    const data = facilityStructuredData({
      facility: toFacility({ ...record, site_geocoord: '' }),
      url: 'u',
      image: 'i',
    })
    expect(data).not.toHaveProperty('geo')
  })
})
