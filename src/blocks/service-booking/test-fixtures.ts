/** Shared set-up of the booking flow's tests: a looked-up car and a chosen workshop. */
import type { Car, Workshop } from './state'

export const car: Car = {
  registrationNumber: 'ABC123',
  brand: 'Volvo',
  model: 'XC60',
  buildYear: 2021,
  hasServiceAgreement: true,
  region: 'Stockholm',
  isSupported: true,
}

export const workshop: Workshop = {
  departmentId: 'd1',
  siteId: 's1',
  siteName: 'Automotive Kista',
  address: 'Kista',
  latitude: 59.4,
  longitude: 17.9,
  brands: ['Volvo'],
  distanceKm: 10,
  firstTimeSlot: null,
}
