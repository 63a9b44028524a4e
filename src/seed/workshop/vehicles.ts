/**
 * The demo vehicle registry of the workshop booking flow (spec 03 §2.2): a few thousand Swedish cars
 * of the catalog's brands and models, with build years the model was on sale, some with a
 * service agreement, and a few of brands no workshop is authorised for: Lada, which some workshops
 * take for general service (src/seed/workshop/capacities.ts), and Saab, which none services
 * (BrandNotSupported).
 * The README lists the showcase plates; everything here is generated from one seed, so the same
 * plates answer on every machine.
 */
import type { Payload } from 'payload'
import { brands } from '@/seed/catalog/brands'
import { towns } from '@/seed/catalog/markets'
import { seeded, type Random } from '@/seed/catalog/random'

export type DemoVehicle = {
  registrationNumber: string
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
  region: string
}

/** Plates a visitor can try, one per case the flow handles (README "Demo data"). */
export const showcaseVehicles: DemoVehicle[] = [
  {
    registrationNumber: 'ABC123',
    brand: 'Volvo',
    model: 'XC60',
    buildYear: 2021,
    hasServiceAgreement: true,
    region: 'Stockholms län',
  },
  {
    registrationNumber: 'MLB45P',
    brand: 'Volkswagen',
    model: 'Golf',
    buildYear: 2019,
    hasServiceAgreement: false,
    region: 'Västra Götalands län',
  },
  {
    registrationNumber: 'KLA22E',
    brand: 'Kia',
    model: 'EV6',
    buildYear: 2023,
    hasServiceAgreement: false,
    region: 'Skåne län',
  },
  {
    // The demo's own case of no free workshop and no add-ons (the closed workshop, catalog dealers).
    registrationNumber: 'TRB601',
    brand: 'Trabant',
    model: '601',
    buildYear: 1989,
    hasServiceAgreement: false,
    region: 'Uppsala län',
  },
  {
    // Serviced but not authorised (decisions: Mechanic-mate variant): general service at a few
    // workshops, no original service.
    registrationNumber: 'LAD214',
    brand: 'Lada',
    model: 'Niva',
    buildYear: 2016,
    hasServiceAgreement: false,
    region: 'Stockholms län',
  },
  {
    registrationNumber: 'SAB900',
    brand: 'Saab',
    model: '9-3',
    buildYear: 2008,
    hasServiceAgreement: false,
    region: 'Västra Götalands län',
  },
]
/** A plate of the right shape that no car has (VehicleNotFound). */
export const unknownPlate = 'ZZZ999'

/** Brands no workshop of the group is authorised for (the general-service brands among them in capacities.ts). */
const otherBrands = [
  { brand: 'Saab', models: ['9-3', '9-5', '900'], from: 1994, until: 2011 },
  { brand: 'Lada', models: ['Niva', 'Vesta'], from: 2005, until: 2022 },
]

const letters = 'ABCDEFGHJKLMNOPRSTUWXYZ'
const finalLetters = 'ABCDEFGHJKLMNPRSTUWXYZ'

function plate(random: Random): string {
  const head = Array.from({ length: 3 }, () => letters[random.int(0, letters.length - 1)]).join('')
  const digits = String(random.int(0, 99)).padStart(2, '0')
  const last = random.chance(0.3)
    ? finalLetters[random.int(0, finalLetters.length - 1)]
    : String(random.int(0, 9))
  return `${head}${digits}${last}`
}

export function demoVehicles(count = 3000, seed = 18): DemoVehicle[] {
  const random = seeded(seed)
  const regions = [...new Set(towns.SE.map((town) => town.region))]
  const taken = new Set([...showcaseVehicles.map((vehicle) => vehicle.registrationNumber), unknownPlate])
  const vehicles = [...showcaseVehicles]
  while (vehicles.length < count) {
    const registrationNumber = plate(random)
    if (taken.has(registrationNumber)) continue
    taken.add(registrationNumber)
    const region = random.pick(regions)
    if (random.chance(0.02)) {
      const other = random.pick(otherBrands)
      vehicles.push({
        registrationNumber,
        brand: other.brand,
        model: random.pick(other.models),
        buildYear: random.int(other.from, other.until),
        hasServiceAgreement: false,
        region,
      })
      continue
    }
    const brand = random.pick(brands)
    const model = random.pick(brand.models)
    vehicles.push({
      registrationNumber,
      brand: brand.brand,
      model: model.model,
      buildYear: random.int(model.launched, Math.min(model.ended ?? 2026, 2026)),
      hasServiceAgreement: random.chance(0.25),
      region,
    })
  }
  return vehicles
}

/** Seeds the registry when it is empty: in batches straight into the table (Payload's create would take a minute). */
export async function seedWorkshopVehicles(payload: Payload): Promise<number> {
  const existing = await payload.count({ collection: 'workshop-vehicles', overrideAccess: true })
  if (existing.totalDocs > 0) return 0
  const db = payload.db as unknown as {
    drizzle: { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
    tables: Record<string, unknown>
  }
  const table = db.tables.workshop_vehicles
  const now = new Date().toISOString()
  const rows = demoVehicles().map((vehicle) => ({ ...vehicle, createdAt: now, updatedAt: now }))
  for (let start = 0; start < rows.length; start += 500) {
    await db.drizzle.insert(table).values(rows.slice(start, start + 500))
  }
  return rows.length
}
