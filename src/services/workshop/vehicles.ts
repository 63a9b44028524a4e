/** The booking flow's car lookup (spec 03 §7 `GET /api/mechmate/car/{reg}`, §8 codes). */
import 'server-only'
import type { Payload } from 'payload'
import type { WorkshopErrorCode } from './errors'
import { normaliseRegistration } from './registration'
import type { BrandCover } from './workshops'

/** Spec 03 §3 "Car", with the region the side summary shows. */
export type WorkshopCar = {
  registrationNumber: string
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
  region: string | null
  isSupported: boolean
}

export type CarLookup =
  /** `authorised`: some workshop is authorised for the brand; else it is taken for general service only. */
  | { ok: true; car: WorkshopCar; authorised: boolean }
  | { ok: false; code: Exclude<WorkshopErrorCode, 'TimeslotNotAvailable' | 'ServerError'>; car?: WorkshopCar }

/**
 * The registry's car; its brand is serviced when some workshop is authorised for it or takes it for
 * general service (decisions: Mechanic-mate variant).
 */
export async function lookUpCar(
  payload: Payload,
  input: string,
  coverOf: (brand: string) => BrandCover,
): Promise<CarLookup> {
  const registrationNumber = normaliseRegistration(input)
  if (!registrationNumber) return { ok: false, code: 'InvalidReg' }
  const found = await payload.find({
    collection: 'workshop-vehicles',
    where: { registrationNumber: { equals: registrationNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const vehicle = found.docs[0]
  if (!vehicle) return { ok: false, code: 'VehicleNotFound' }
  const cover = coverOf(vehicle.brand)
  const car: WorkshopCar = {
    registrationNumber,
    brand: vehicle.brand,
    model: vehicle.model,
    buildYear: vehicle.buildYear,
    hasServiceAgreement: Boolean(vehicle.hasServiceAgreement),
    region: vehicle.region ?? null,
    isSupported: cover !== null,
  }
  return cover
    ? { ok: true, car, authorised: cover === 'authorised' }
    : { ok: false, code: `BrandNotSupported,${car.brand}`, car }
}
