/**
 * The tire hotel's demo agreements (spec 03 §2.4): a few hundred customers whose tires are stored at
 * the Workshop departments of automotive SE's dealer sites, some with worn tires (threadStatusId
 * 1), some with several cars. Generated from one seed, so the README's plates answer everywhere.
 * The stored sets are the season's off-season ones (summer tires in winter), their status set by
 * the legal tread depth (src/services/tire-hotel/tread.ts), and every phone a Swedish mobile.
 */
import type { Payload } from 'payload'
import { seeded, slugify, type Random } from '@/seed/catalog/random'
import { firstNames as allFirstNames, lastNames as allLastNames } from '@/seed/catalog/vocabulary'
import { closedWorkshop } from '@/seed/catalog/dealers'
import { storedSeason, treadStatus, type TireSeason } from '@/services/tire-hotel/tread'
import { vehicleName } from '@/services/tire-hotel/vehicle-name'
import { workshopsOf } from '@/services/workshop/workshops'

type Tire = {
  equipmentPosition: string
  name: string
  rimDiameter: number
  sectionWidth: number
  aspectRatio: number
  threadPattern: string
  threadDepth: number
  threadStatusId: number
  threadStatusMessage: string
}
type Vehicle = {
  regNo: string
  name: string
  brand: string
  model: string
  brandCode: string
  productId: string
  packageLevel: string
  tires: Tire[]
}
export type DemoAgreement = {
  agreementNumber: string
  station: string
  customerName: string
  phone: string
  email: string
  vehicles: Vehicle[]
}

const cars = [
  { brand: 'Volvo', code: 'VO', models: ['XC40', 'XC60', 'XC90', 'V60', 'V90'] },
  { brand: 'Volkswagen', code: 'VW', models: ['Golf', 'Passat', 'ID.4', 'Tiguan'] },
  { brand: 'Audi', code: 'AU', models: ['A4', 'Q4 e-tron', 'Q5'] },
  { brand: 'Kia', code: 'KI', models: ['Niro', 'EV6', 'Sportage'] },
  { brand: 'Toyota', code: 'TO', models: ['RAV4', 'Corolla', 'Yaris Cross'] },
  { brand: 'Polestar', code: 'PS', models: ['2', '3'] },
] as const
const sizes = [
  { rimDiameter: 16, sectionWidth: 205, aspectRatio: 55 },
  { rimDiameter: 17, sectionWidth: 225, aspectRatio: 45 },
  { rimDiameter: 18, sectionWidth: 235, aspectRatio: 55 },
  { rimDiameter: 19, sectionWidth: 255, aspectRatio: 45 },
  { rimDiameter: 20, sectionWidth: 255, aspectRatio: 40 },
]
/** Sets by season; `wornFrom` is the lowest depth a worn tire is drawn at (below the legal limit). */
const sets: Record<
  TireSeason,
  readonly { name: string; pattern: string; wornFrom: number; wornAt: number }[]
> = {
  winter: [
    { name: 'Nokian Hakkapeliitta R5', pattern: 'Vinter, friktion', wornFrom: 2, wornAt: 4 },
    { name: 'Michelin X-Ice North 4', pattern: 'Vinter, dubb', wornFrom: 2, wornAt: 4 },
    { name: 'Continental WinterContact TS 870', pattern: 'Vinter, friktion', wornFrom: 2, wornAt: 4 },
  ],
  summer: [
    { name: 'Michelin Pilot Sport 5', pattern: 'Sommar', wornFrom: 1, wornAt: 3 },
    { name: 'Continental PremiumContact 7', pattern: 'Sommar', wornFrom: 1, wornAt: 3 },
    { name: 'Nokian Wetproof 1', pattern: 'Sommar', wornFrom: 1, wornAt: 3 },
  ],
}
const positions = ['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak']
const packages = ['Däckhotell Bas', 'Däckhotell Plus', 'Däckhotell Premium']
const letters = 'ABCDEFGHJKLMNOPRSTUWXYZ'
const firstNames = allFirstNames.SE
const lastNames = allLastNames.SE

function tiresOf(random: Random, worn: boolean, season: TireSeason): Tire[] {
  const size = random.pick(sizes)
  const set = random.pick(sets[season])
  const wornAxle = random.int(0, 1)
  return positions.map((equipmentPosition, index) => {
    const depth =
      worn && Math.floor(index / 2) === wornAxle
        ? random.int(set.wornFrom, set.wornAt)
        : random.int(set.wornAt + 1, 8)
    const { threadStatusId, threadStatusMessage } = treadStatus(depth, season)
    return {
      equipmentPosition,
      name: set.name,
      ...size,
      threadPattern: set.pattern,
      threadDepth: depth,
      threadStatusId,
      threadStatusMessage,
    }
  })
}

function vehicle(random: Random, regNo: string, worn: boolean, season: TireSeason): Vehicle {
  const car = random.pick(cars)
  const model = random.pick(car.models)
  return {
    regNo,
    name: vehicleName(car.brand, model),
    brand: car.brand,
    model,
    brandCode: car.code,
    productId: `DH-${regNo}`,
    packageLevel: random.pick(packages),
    tires: tiresOf(random, worn, season),
  }
}

/** Plates the README lists: one car with good tires, one with worn tires, a customer with two cars. */
export const showcasePlates = { good: 'DHT101', worn: 'DHT202', twoCars: ['DHT303', 'DHT304'] } as const
/** The showcase customers' phones (the code is texted there, i.e. to CMS → Outbox in the demo). */
const showcasePhones = ['070-000 01 01', '070-000 02 02', '070-000 03 03']

/** Swedish mobile series (070, 072, 073, 076, 079), seven digits after them. */
const mobileSeries = ['070', '072', '073', '076', '079']

/**
 * The agreements of the stations, their stored sets those of the season `asOf` lies in (summer
 * tires while the cars wear winter ones).
 */
export function demoAgreements(
  stations: string[],
  count = 300,
  seed = 20,
  asOf = new Date(),
): DemoAgreement[] {
  if (stations.length === 0) return []
  const random = seeded(seed)
  const season = storedSeason(asOf)
  const taken = new Set<string>(['DHT101', 'DHT202', 'DHT303', 'DHT304'])
  const plate = () => {
    for (;;) {
      const head = Array.from({ length: 3 }, () => letters[random.int(0, letters.length - 1)]).join('')
      const regNo = `${head}${String(random.int(0, 999)).padStart(3, '0')}`
      if (!taken.has(regNo)) {
        taken.add(regNo)
        return regNo
      }
    }
  }
  const customer = (index: number, phone: string, station: string, vehicles: Vehicle[]): DemoAgreement => {
    const first = firstNames[index % firstNames.length]
    const last = lastNames[(index * 7) % lastNames.length]
    return {
      agreementNumber: `DH-${String(100_000 + index)}`,
      station,
      customerName: `${first} ${last}`,
      phone,
      email: `${slugify(first)}.${slugify(last)}.${index}@example.se`,
      vehicles,
    }
  }
  const agreements = [
    customer(0, showcasePhones[0], stations[0], [vehicle(random, showcasePlates.good, false, season)]),
    customer(1, showcasePhones[1], stations[0], [vehicle(random, showcasePlates.worn, true, season)]),
    customer(
      2,
      showcasePhones[2],
      stations[0],
      showcasePlates.twoCars.map((regNo, index) => vehicle(random, regNo, index === 1, season)),
    ),
  ]
  for (let index = agreements.length; index < count; index++) {
    const cars = random.chance(0.15) ? 2 : 1
    const vehicles = Array.from({ length: cars }, () => vehicle(random, plate(), random.chance(0.25), season))
    const line = String(random.int(0, 9_999_999)).padStart(7, '0')
    const phone = `${random.pick(mobileSeries)}-${line.slice(0, 3)} ${line.slice(3, 5)} ${line.slice(5)}`
    agreements.push(customer(index, phone, stations[index % stations.length], vehicles))
  }
  return agreements
}

/** Seeds the agreements when there are none; runs after the catalog, whose workshops are the stations. */
export async function seedTireHotel(payload: Payload, sitesIndex = 'sites_automotive-se'): Promise<number> {
  const existing = await payload.count({ collection: 'tire-hotel-agreements', overrideAccess: true })
  if (existing.totalDocs > 0) return 0
  // The demo's closed workshop takes no bookings, so it stores no tires either.
  const stations = (await workshopsOf(sitesIndex))
    .map((workshop) => workshop.departmentId)
    .filter((departmentId) => departmentId !== closedWorkshop.erpId)
  const agreements = demoAgreements(stations)
  for (const agreement of agreements)
    await payload.create({
      collection: 'tire-hotel-agreements',
      overrideAccess: true,
      // A transaction per row would open a SQLite connection each; the seed runs alone.
      disableTransaction: true,
      data: agreement,
    })
  return agreements.length
}
