/**
 * Tire hotel agreements as the flow sees them (spec 03 §3 "Tire hotel": Vehicle, Tire): the
 * agreement of a registration number, its vehicles with their stored tires, and the station, a
 * Workshop department of the workshop service (src/services/workshop/workshops.ts).
 */
import 'server-only'
import type { Payload } from 'payload'
import type { TireHotelAgreement } from '@/cms/payload-types'
import { workshopSitesIndex } from '@/services/workshop/network'
import { workshopsOf, type Workshop } from '@/services/workshop/workshops'
import { withoutRepeatedBrand } from './vehicle-name'

export type TireHotelLocation = {
  locationName: string
  departmentName: string
  erpId: string
  phone: string | null
  email: string | null
}

export type TireHotelTire = {
  equipmentPosition: string
  wheel: {
    name: string | null
    rimDiameter: number | null
    sectionWidth: number | null
    threadPattern: string | null
    threadDepth: number | null
    aspectRatio: number | null
    threadStatusId: number | null
    threadStatusMessage: string | null
  }
}

export type TireHotelVehicle = {
  regNo: string
  name: string | null
  brand: string
  model: string
  brandCode: string | null
  productId: string | null
  packageLevel: string | null
  location: TireHotelLocation
  tires: TireHotelTire[]
}

/** Registration numbers as stored and compared: upper case, no spaces or hyphens. */
export const compactPlate = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase()

/**
 * The agreement that stores the car's tires, or null. An agreement without a phone number (its
 * customer's data erased, "Retention") is not found: no code could reach its owner.
 */
export async function agreementOfPlate(payload: Payload, regNo: string): Promise<TireHotelAgreement | null> {
  const found = await payload.find({
    collection: 'tire-hotel-agreements',
    where: { 'vehicles.regNo': { equals: compactPlate(regNo) }, phone: { not_equals: '' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

export async function agreementById(payload: Payload, id: number): Promise<TireHotelAgreement | null> {
  const found = await payload.find({
    collection: 'tire-hotel-agreements',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The agreement's station among the workshops, or null when the catalog no longer lists it. */
export async function stationOf(agreement: TireHotelAgreement): Promise<Workshop | null> {
  const workshops = await workshopsOf(workshopSitesIndex())
  return workshops.find((workshop) => workshop.departmentId === agreement.station) ?? null
}

function locationOf(agreement: TireHotelAgreement, station: Workshop | null): TireHotelLocation {
  return {
    locationName: station?.siteName ?? agreement.station,
    departmentName: station ? `${station.siteName} Verkstad` : agreement.station,
    erpId: agreement.station,
    phone: station?.phone ?? null,
    email: station?.email ?? null,
  }
}

/** The vehicles a validated customer sees (spec 03 §3 "Vehicle"). */
export async function vehiclesOf(agreement: TireHotelAgreement): Promise<TireHotelVehicle[]> {
  const location = locationOf(agreement, await stationOf(agreement))
  return agreement.vehicles.map((vehicle) => ({
    regNo: vehicle.regNo,
    // A title stored with the brand twice ("Polestar Polestar 2") is shown with it once.
    name: vehicle.name ? withoutRepeatedBrand(vehicle.name, vehicle.brand) : null,
    brand: vehicle.brand,
    model: vehicle.model,
    brandCode: vehicle.brandCode ?? null,
    productId: vehicle.productId ?? null,
    packageLevel: vehicle.packageLevel ?? null,
    location,
    tires: (vehicle.tires ?? []).map((tire) => ({
      equipmentPosition: tire.equipmentPosition,
      wheel: {
        name: tire.name ?? null,
        rimDiameter: tire.rimDiameter ?? null,
        sectionWidth: tire.sectionWidth ?? null,
        threadPattern: tire.threadPattern ?? null,
        threadDepth: tire.threadDepth ?? null,
        aspectRatio: tire.aspectRatio ?? null,
        threadStatusId: tire.threadStatusId ?? null,
        threadStatusMessage: tire.threadStatusMessage ?? null,
      },
    })),
  }))
}
