/** Dealer sites of one demo site: address, coordinates, departments, staff and opening schedules. */
import { blurDataUrl, siteImage } from '@/services/search'
import { brands } from './brands'
import { departmentHours } from './hours'
import { siteDomain, towns, type DemoSite, type MarketCode, type Town } from './markets'
import { seeded, slugify, type Random } from './random'
import { firstNames, labels, lastNames, type DepartmentGroup } from './vocabulary'

export type DealerUser = {
  first_name: string
  last_name: string
  title: string
  phone: string
  email: string
}
export type Dealer = Record<string, unknown> & {
  site_id: string
  erp_id: string
  site_official_name: string
  site_city: string
  site_region: string
  site_brands: string[]
  site_departments: {
    group: DepartmentGroup
    users: DealerUser[]
    email: string
    phone: string
    erp_id: string
    brands: { brand_code: string; name: string }[]
  }[]
}

export const dealersPerSite = 9

/**
 * Each demo brand's code in the dealer feed. Two letters of the name collided (Polestar and
 * Porsche were both "PO"), so the codes are a table; a test keeps them unique.
 */
export const brandCodes: Record<string, string> = {
  Volvo: 'VO',
  Volkswagen: 'VW',
  Toyota: 'TO',
  Kia: 'KI',
  Hyundai: 'HY',
  BMW: 'BM',
  'Mercedes-Benz': 'MB',
  Audi: 'AU',
  Ford: 'FO',
  Škoda: 'SK',
  Peugeot: 'PE',
  Renault: 'RE',
  Tesla: 'TE',
  Polestar: 'PS',
  Nissan: 'NI',
  Mazda: 'MA',
  Porsche: 'PO',
  BYD: 'BY',
  Cupra: 'CU',
  Dacia: 'DA',
}
const brandCode = (brand: string) => brandCodes[brand] ?? brand.slice(0, 2).toUpperCase()
const day = 24 * 60 * 60 * 1000
const isoDate = (date: Date) => date.toISOString().slice(0, 10)

const streets: Record<MarketCode, (number: number) => string> = {
  SE: (n) => `${['Industrivägen', 'Bilgatan', 'Verkstadsvägen', 'Storgatan', 'Mätarvägen'][n % 5]} ${n}`,
  NO: (n) => `${['Industriveien', 'Bilveien', 'Storgata', 'Verkstedveien', 'Havneveien'][n % 5]} ${n}`,
  UK: (n) => `${n} ${['Station Road', 'High Street', 'Park Lane', 'Mill Road', 'Church Street'][n % 5]}`,
  FI: (n) => `${['Teollisuuskatu', 'Autotie', 'Kauppakatu', 'Konepajankatu', 'Satamakatu'][n % 5]} ${n}`,
  SK: (n) => `${['Priemyselná', 'Hlavná', 'Automobilová', 'Štúrova', 'Mlynská'][n % 5]} ${n}`,
}

const phonePrefix: Record<'SE' | 'FI', string> = {
  SE: '+46 10',
  FI: '+358 10',
}
/**
 * Norway's eight-digit numbers begin with the town's old area digits; Slovakia's nine-digit
 * numbers with the town's area code (Bratislava 2, then eight digits; elsewhere two, then seven).
 */
const norwegianAreas: Record<string, string> = {
  Oslo: '22',
  Bergen: '55',
  Trondheim: '73',
  Stavanger: '51',
  Drammen: '32',
  Fredrikstad: '69',
  Kristiansand: '38',
  Tromsø: '77',
  Ålesund: '70',
  Tønsberg: '33',
  Bodø: '75',
  Hamar: '62',
  Sandefjord: '33',
  Haugesund: '52',
  Skien: '35',
  Moss: '69',
  Arendal: '37',
  Lillehammer: '61',
}
const slovakAreas: Record<string, string> = {
  Bratislava: '2',
  Košice: '55',
  Prešov: '51',
  Žilina: '41',
  Nitra: '37',
  'Banská Bystrica': '48',
  Trnava: '33',
  Trenčín: '32',
  Poprad: '52',
}
/**
 * British numbers from Ofcom's ranges kept for drama (never a real subscriber): the town's
 * geographic code, or 01632 where a town has none, and 07700 900 for staff mobiles.
 */
const ukAreaCodes: Record<string, string> = {
  London: '20 7946 0',
  Manchester: '161 496 0',
  Birmingham: '121 496 0',
  Leeds: '113 496 0',
  Sheffield: '114 496 0',
  Nottingham: '115 496 0',
  Leicester: '116 496 0',
  Bristol: '117 496 0',
  'Newcastle upon Tyne': '191 498 0',
}
/** Each market's number takes as many draws as it always did, so the data drawn after it stays the same. */
function phone(random: Random, market: MarketCode, town: string, mobile = false): string {
  if (market === 'UK') {
    const line = random.int(100, 999)
    return mobile ? `+44 7700 900${line}` : `+44 ${ukAreaCodes[town] ?? '1632 960'}${line}`
  }
  const [a, b, c] = [random.int(100, 999), random.int(10, 99), random.int(10, 99)]
  if (market === 'NO') {
    return mobile
      ? `+47 9${b} ${c} ${a}`
      : `+47 ${norwegianAreas[town]} ${b} ${c} ${String(a % 100).padStart(2, '0')}`
  }
  if (market === 'SK') {
    if (mobile) return `+421 9${b} ${a} ${c}${a % 10}`
    const area = slovakAreas[town]
    return area.length === 1 ? `+421 ${area} ${a}${c % 10} ${b}${c}` : `+421 ${area} ${a} ${b}${c}`
  }
  return `${phonePrefix[market]} ${a} ${b} ${c}`
}

const groups: DepartmentGroup[] = ['New cars', 'Used cars', 'Workshop', 'Parts', 'Body work']
/**
 * A vacation of the first two dealers of every site, dated from the day the feed is generated for
 * so the facility page shows both cases on any day: the first dealer's is under way (its window
 * holds today), the second's starts in two months.
 */
function dealerVacation(market: MarketCode, index: number, asOf: Date) {
  const words = labels[market]
  if (index > 1) return null
  const start = new Date(asOf.getTime() + (index === 0 ? -7 : 60) * day)
  const end = new Date(start.getTime() + 28 * day)
  return {
    vacationtitle: words.vacations[index],
    vacationstart: isoDate(start),
    vacationend: isoDate(end),
    day: [{ day: words.days[5], displayText: words.closed }],
  }
}

/**
 * The department's week differs from dealer to dealer and from department to department
 * (decisions: "Demo opening hours"): picked by the dealer's place and the department's kind, no
 * draw of its own, so the data drawn after it is unchanged.
 */
function schedule(
  random: Random,
  market: MarketCode,
  group: DepartmentGroup,
  dealerIndex: number,
  vacation: ReturnType<typeof dealerVacation>,
) {
  const words = labels[market]
  return {
    ...departmentHours(market, group, dealerIndex + groups.indexOf(group)),
    vacationdays: vacation
      ? [vacation]
      : random.chance(0.5)
        ? [
            {
              vacationtitle: words.vacations[2],
              vacationstart: '2026-07-13',
              vacationend: '2026-07-26',
              day: [{ day: words.days[0], displayText: words.closed }],
            },
          ]
        : [],
  }
}

/**
 * The first dealer's workshop also services Fiat's vans, so its page shows the brand-code rule:
 * "FI_TR" stays beside "FI", while a variant of another brand it lists ("VO_TR" beside "VO") goes.
 */
const workshopExtras = (siteBrands: readonly string[]) => [
  { brand_code: 'FI', name: 'Fiat' },
  { brand_code: 'FI_TR', name: 'Fiat Professional' },
  { brand_code: `${brandCode(siteBrands[0])}_TR`, name: `${siteBrands[0]} Transport` },
]

/**
 * A demo case of the booking flow of its own (README "Demo data for the flows"): the Swedish
 * automotive site's last dealer has a second workshop, the only one authorised for Trabant, whose
 * capacity is seeded at 0 bays (src/seed/workshop/capacities.ts), so a Trabant is a supported car
 * that no workshop has a free time for. Tests read it without changing any shared record.
 */
export const closedWorkshop = {
  site: 'automotive-se',
  erpId: `${100 + dealersPerSite - 1}.4510`,
  brand: { brand_code: 'TR', name: 'Trabant' },
} as const

/**
 * A workshop answers on its dealer's number (decisions: "One phone per workshop"): the site cards
 * of the booking page show the dealer's number and the booking flow, tire hotel and confirmations
 * the workshop's, so the two are one. The number drawn for the department goes unused, so the
 * data drawn after it is unchanged.
 */
function withWorkshopOnSitePhone<D extends { group: string; phone: string }>(
  departments: D[],
  sitePhone: string,
) {
  return departments.map((department) =>
    department.group === 'Workshop' ? { ...department, phone: sitePhone } : department,
  )
}

type NamedDepartment = { group: string; name: string; official_name: string; erp_id: string }

function withClosedWorkshop<D extends NamedDepartment>(site: DemoSite, index: number, departments: D[]): D[] {
  const workshop = departments.find((department) => department.group === 'Workshop')
  if (site.name !== closedWorkshop.site || index !== dealersPerSite - 1 || !workshop) return departments
  return [
    ...departments,
    {
      ...workshop,
      name: 'Veteranverkstad',
      official_name: workshop.official_name.replace(workshop.name, 'Veteranverkstad'),
      erp_id: closedWorkshop.erpId,
      brands: [{ ...closedWorkshop.brand }],
    },
  ]
}

/**
 * A street address no other dealer of the market has: a number taken on the site is moved to the
 * next free one, and the carstore group's numbers start at 100, so its sites never share the
 * automotive group's addresses (the draw stays one, so the data drawn after it is unchanged).
 */
function uniqueStreet(site: DemoSite, drawn: number, taken: Set<string>): string {
  let number = drawn + (site.group === 'carstore' ? 100 : 0)
  while (taken.has(streets[site.market](number))) number++
  taken.add(streets[site.market](number))
  return streets[site.market](number)
}

function dealer(
  site: DemoSite,
  town: Town,
  index: number,
  random: Random,
  asOf: Date,
  taken: Set<string>,
): Dealer {
  const market = site.market
  const brandName = site.group === 'automotive' ? 'Automotive' : 'Carstore'
  const name = `${brandName} ${town.name}`
  const domain = siteDomain(site.name)
  const siteBrands = random
    .sample(
      brands.map((brand) => brand.brand),
      random.int(3, 7),
    )
    .sort()
  const companyErp = String(100 + index)
  const departments = groups
    .filter((group, position) => position < 3 || random.chance(0.8))
    .map((group, position) => {
      const users = Array.from({ length: random.int(1, 4) }, (_, rank) => {
        const first = random.pick(firstNames[market])
        const last = random.pick(lastNames[market])
        return {
          first_name: first,
          last_name: last,
          // The department's head first, then its staff, in the market's language.
          title: labels[market].staffTitles[group][rank === 0 ? 0 : 1],
          phone: phone(random, market, town.name, true),
          email: `${slugify(first)}.${slugify(last)}@${domain}`,
        }
      })
      return {
        name: labels[market].departments[group],
        official_name: `${name} ${labels[market].departments[group]}`,
        group,
        department_type: group.replace(' ', '').toLowerCase(),
        phone: phone(random, market, town.name),
        email: `${slugify(group)}.${slugify(town.name)}@${domain}`,
        erp_id: `${companyErp}.${4500 + position}`,
        brands: [
          ...(group === 'New cars' || group === 'Workshop' ? siteBrands : []).map((brand) => ({
            brand_code: brandCode(brand),
            name: brand,
          })),
          ...(group === 'Workshop' && index === 0 ? workshopExtras(siteBrands) : []),
        ],
        users,
        openingschedule: schedule(random, market, group, index, dealerVacation(market, index, asOf)),
      }
    })
  const lat = town.lat + (random.next() - 0.5) * 0.04
  const lng = town.lng + (random.next() - 0.5) * 0.06
  const street = uniqueStreet(site, random.int(2, 80), taken)
  const sitePhone = phone(random, market, town.name)
  const image = siteImage(index, 'l')
  return {
    site_id: `${site.name}-${1001 + index}`,
    slug: slugify(name),
    site_official_name: name,
    site_street: street,
    site_zip: town.zip,
    site_city: town.name,
    site_phone: sitePhone,
    site_email: `info.${slugify(town.name)}@${domain}`,
    erp_id: `${companyErp}.${4500}`,
    // The Swedish automotive site's last dealer is not geocoded yet: its map opens at the spec's
    // default position (decisions: Dealer sites and the map), and the map lists it without drawing it.
    ...(site.name === 'automotive-se' && index === dealersPerSite - 1
      ? {}
      : { site_geocoord: `${lat.toFixed(5)},${lng.toFixed(5)}` }),
    site_image_url: image,
    site_primary_image: {
      original: image,
      thumbnail_url: siteImage(index, 's'),
      blur_data_url: blurDataUrl('#8a96a3'),
    },
    site_brands: siteBrands,
    site_region: town.region,
    website_city: town.name,
    website_sort_order: index + 1,
    site_departments: withClosedWorkshop(site, index, withWorkshopOnSitePhone(departments, sitePhone)),
  }
}

export function generateDealers(site: DemoSite, seed: number, asOf = new Date()): Dealer[] {
  const random = seeded(seed)
  const marketTowns = towns[site.market]
  const offset = site.group === 'carstore' ? 4 : 0 // the two groups of a market are not in the same towns first
  const taken = new Set<string>()
  return Array.from({ length: dealersPerSite }, (_, index) =>
    dealer(site, marketTowns[(index + offset) % marketTowns.length], index, random, asOf, taken),
  )
}
