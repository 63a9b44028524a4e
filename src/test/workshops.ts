/**
 * Catalog records of the Swedish flow's workshops for integration tests: Workshop departments open
 * 07:00–17:00 on weekdays and closed on Christmas Eve, and automotive SE's Stockholm site.
 */
const weekdays = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag']

/** A Workshop department authorised for `brands`; `email` defaults to one of its own. */
export const workshopDepartment = (
  erp: string,
  brands: string[] = ['Volvo'],
  email = `verkstad.${erp}@automotive.example`,
) => ({
  group: 'Workshop',
  erp_id: erp,
  email,
  phone: '+46 10 123 45 67',
  brands: brands.map((name) => ({ brand_code: name.slice(0, 2).toUpperCase(), name })),
  openingschedule: {
    openinghours: weekdays.map((day, index) => ({ day, displayText: index < 5 ? '07:00–17:00' : 'Stängt' })),
    deviationdays: [{ date: '2026-12-24', displayText: 'Stängt' }],
  },
})

/** Automotive Stockholm, Industrivägen 12, with these departments. */
export const stockholmSite = (departments: object[]) => ({
  site_id: 'automotive-se-1001',
  slug: 'automotive-stockholm',
  site_official_name: 'Automotive Stockholm',
  site_street: 'Industrivägen 12',
  site_zip: '111 20',
  site_city: 'Stockholm',
  site_geocoord: '59.33,18.07',
  site_departments: departments,
})
