/**
 * The handler cores of the booking flow's lookup endpoints (spec 03 §7 "Mechanic-mate and
 * booking"); the routes in src/app/api/mechmate/ are thin. Failures answer as "Error Result"
 * lists with the codes of spec 03 §8, never a 500 for what a visitor typed.
 */
import 'server-only'
import { logger } from '@/lib/log/logger'
import { payloadClient } from '@/services/content/payload'
import { errorResult } from './errors'
import { lookUpCar } from './vehicles'
import { servicedBrands, workshopsOf } from './workshops'

const log = logger.child({ name: 'workshop' })

/** The Swedish flow books the workshops of automotive SE's dealer sites (issue 18). */
export const workshopSitesIndex = () => process.env.WORKSHOP_SITES_INDEX || 'sites_automotive-se'

const lookupStatus = { InvalidReg: 400, VehicleNotFound: 404 } as const

/** GET /api/mechmate/car/{reg}: the car, or InvalidReg 400, VehicleNotFound 404; an unserviced brand is a car with isSupported false and its BrandNotSupported entry. */
export async function handleCarLookup(registration: string): Promise<Response> {
  try {
    const [payload, workshops] = await Promise.all([payloadClient(), workshopsOf(workshopSitesIndex())])
    const found = await lookUpCar(payload, registration, servicedBrands(workshops))
    if (found.ok) return Response.json(found.car)
    if (found.car) return Response.json({ ...found.car, ...errorResult(found.code) })
    return Response.json(errorResult(found.code), {
      status: lookupStatus[found.code as keyof typeof lookupStatus],
    })
  } catch (error) {
    log.error({ code: 'WORKSHOP_CAR_LOOKUP_FAILED', err: error }, 'car lookup failed')
    return Response.json(errorResult('ServerError'), { status: 503 })
  }
}

/** Brand names as the path carries them: "Land-Rover" and "Land Rover" are one brand. */
const brandKey = (brand: string) =>
  brand
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()

/** GET /api/mechmate/authorized-workshop/{brand}: whether any workshop is authorised for the brand. */
export async function handleAuthorizedWorkshop(brand: string): Promise<Response> {
  if (!brand.trim() || brand.length > 60)
    return Response.json({ error: 'A brand name is required' }, { status: 400 })
  try {
    const serviced = [...servicedBrands(await workshopsOf(workshopSitesIndex()))].map(brandKey)
    return Response.json({ hasBrand: serviced.includes(brandKey(brand)) })
  } catch (error) {
    log.error({ code: 'WORKSHOP_BRANDS_FAILED', err: error }, 'authorised brands failed')
    return Response.json(errorResult('ServerError'), { status: 503 })
  }
}
