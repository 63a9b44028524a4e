/**
 * Cars of one demo site: new sample cars (with trim packages linked to each other) and used
 * cars, sold by the site's dealers, priced in the market's currency, with loan and leasing
 * offers where the market has them, technical texts and images of their body and colour.
 */
import { blurDataUrl, carImage, carViews, palette, type ColorCode } from '@/services/search'
import {
  brands,
  marketModelName,
  versionsIn,
  type BrandSpec,
  type ModelSpec,
  type VersionSpec,
} from './brands'
import type { Dealer } from './dealers'
import { carDescription } from './descriptions'
import { companyLeasing, loanOption, money, privateLeasing } from './finance'
import { eurRate, siteDomain, type DemoSite } from './markets'
import { registrationPlate } from './plates'
import { seeded, slugify, weightedPicker, type Random } from './random'
import { accelerationSeconds, versionWeight } from './performance'
import { labels, type FuelCode } from './vocabulary'

export type DemoCar = Record<string, unknown> & {
  car_id: string
  car_brand: string
  car_model: string
  car_price: number
  car_year: number
}

const colors = Object.keys(palette) as ColorCode[]
const colorWeights: ColorCode[] = [
  'black',
  'black',
  'white',
  'white',
  'silver',
  'grey',
  'grey',
  'blue',
  'blue',
  'red',
  'green',
  'brown',
  'beige',
]
const day = 86_400_000

function roundPrice(value: number, currency: string): number {
  if (currency === 'SEK' || currency === 'NOK') return Math.max(9_900, Math.round(value / 1000) * 1000 - 100)
  return Math.max(990, Math.round(value / 100) * 100 - 10)
}

/** CO2 per litre burnt, in g: petrol (and the hybrids, which burn petrol) and diesel. */
const co2PerLitre = (fuel: FuelCode) => (fuel === 'diesel' ? 26.4 : 23.7)

/** Imperial gallons per 100 km over litres: mpg is 282.481 / (l/100 km). */
const mpgPerLitresPer100 = 282.481
const kilometresPerMile = 1.609_344

/**
 * Performance, consumption and range as the market's buyers read them: 0–100 km/h, l/100 km,
 * kWh/100 km and km, and on the UK's feed 0–62 mph, mpg, miles/kWh and miles.
 */
function performanceTexts(version: VersionSpec, kilograms: number, imperial: boolean) {
  const electric = version.fuel === 'electric'
  const { battery, range } = version
  const seconds = accelerationSeconds(version, kilograms).toFixed(1)
  const kwhPer100 = electric ? version.consumption : battery && range ? (battery / range) * 100 : null
  const electricText = (value: number) =>
    imperial ? `${(100 / kilometresPerMile / value).toFixed(1)} miles/kWh` : `${value.toFixed(1)} kWh/100 km`
  const distance = (kilometres: number) =>
    imperial ? `${Math.round(kilometres / kilometresPerMile)} miles` : `${kilometres} km`
  return {
    car_acceleration_text: `${seconds} s ${imperial ? '0–62 mph' : '0–100 km/h'}`,
    car_fuel_consumption: electric
      ? null
      : imperial
        ? `${(mpgPerLitresPer100 / version.consumption).toFixed(1)} mpg`
        : `${version.consumption.toFixed(1)} l/100 km`,
    car_wltp_electric_consumption: kwhPer100 === null ? null : electricText(kwhPer100),
    car_wltp_electric_range: range ? distance(range) : null,
    car_electric_range: range ? distance(Math.round(range * 0.85)) : null,
  }
}

function technical({ brand, model, version }: Build, horsepower: string, random: Random, imperial: boolean) {
  // The brochure's weight of the version; the car's own options add a little to what it weighs.
  const kilograms = versionWeight(brand, model, version)
  const electric = version.fuel === 'electric'
  const battery = version.battery ?? null
  const power = version.kw
  const length =
    {
      sedan: 4750,
      suv: 4650,
      hatchback: 4250,
      wagon: 4800,
      coupe: 4500,
      convertible: 4100,
      van: 5300,
      pickup: 5350,
    }[model.body] + random.int(-200, 200)
  const tall = model.body === 'suv' || model.body === 'van' || model.body === 'pickup'
  return {
    car_power: power,
    car_power_text: `${power} kW (${Math.round(power * 1.36)} ${horsepower})`,
    car_emissions: electric
      ? '0 g/km CO2'
      : `${Math.round(version.consumption * co2PerLitre(version.fuel))} g/km CO2`,
    ...performanceTexts(version, kilograms, imperial),
    car_fuel_tank_capacity: electric ? null : `${version.fuel === 'phev' ? 45 : tall ? 60 : 50} l`,
    car_battery_size: battery ? `${battery} kWh` : null,
    car_ac_charging_speed: battery ? `${electric ? (battery < 50 ? 7.4 : 11) : 3.7} kW` : null,
    car_dc_charging_speed: electric
      ? `${battery! < 50 ? 100 : battery! < 70 ? 130 : battery! < 90 ? 175 : 250} kW`
      : null,
    car_service_weight: `${kilograms + random.int(0, 8) * 5} kg`,
    car_cargo_volume: `${random.int(250, 700)} l`,
    car_height: `${tall ? random.int(1600, 1950) : random.int(1250, 1500)} mm`,
    car_length: `${length} mm`,
    car_width: `${random.int(1750, 1980)} mm`,
    car_ncap_stars: random.pick([4, 5, 5, 5]),
  }
}

type Context = {
  site: DemoSite
  dealers: readonly Dealer[]
  random: Random
  nextId: () => number
  /** The day the demo is generated for: nothing is registered or published after it. */
  asOf: Date
}

/** What a car is: a model, a version of it and the year it was made (a sample car is this year's). */
type Build = { brand: BrandSpec; model: ModelSpec; version: VersionSpec; year: number }

const ages = [0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10]

/** A used car's year, from the usual age spread, within the years the model and a version of it were sold. */
function usedBuild(random: Random, brand: BrandSpec, model: ModelSpec, asOf: Date): Build | null {
  const thisYear = asOf.getUTCFullYear()
  const first = Math.max(model.launched, thisYear - 10)
  const last = Math.min(model.ended ?? thisYear, thisYear)
  if (first > last) return null
  const wanted = thisYear - random.pick(ages)
  const year = wanted >= first && wanted <= last ? wanted : random.int(first, last)
  const versions = versionsIn(model, year)
  return versions.length ? { brand, model, version: random.pick(versions), year } : null
}

/** A sample (new) car: a model on sale this year, in a version on sale this year. */
function sampleBuild(random: Random, brand: BrandSpec, model: ModelSpec, asOf: Date): Build | null {
  const year = asOf.getUTCFullYear()
  const versions = model.ended === undefined ? versionsIn(model, year) : []
  return versions.length ? { brand, model, version: random.pick(versions), year } : null
}

/** First registration: a day of the car's year, never after the day the demo is generated for. */
function registrationDate(random: Random, year: number, asOf: Date): Date {
  const start = Date.UTC(year, 0, 1)
  const end = Math.min(
    Date.UTC(year, 11, 31),
    Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate()),
  )
  return new Date(start + random.int(0, Math.round((end - start) / day)) * day)
}

/** What the odometer shows: Swedish mil (10 km), miles in the UK, kilometres elsewhere. */
function odometerReading(market: DemoSite['market'], kilometres: number) {
  const miles = market === 'UK'
  const odometer = miles
    ? Math.round(kilometres / 1.609_344 / 10) * 10
    : market === 'SE'
      ? Math.round(kilometres / 10)
      : kilometres
  const mileageText =
    market === 'SE'
      ? `${odometer.toLocaleString('sv-SE').replace(/\u00a0/g, ' ')} mil`
      : miles
        ? `${odometer.toLocaleString('en-GB')} miles`
        : `${odometer.toLocaleString('sv-SE').replace(/\u00a0/g, ' ')} km`
  return { miles, odometer, mileageText }
}

const doorsOf = (body: ModelSpec['body']) =>
  body === 'coupe' || body === 'convertible' ? 2 : body === 'van' || body === 'pickup' ? 4 : 5

function baseCar(context: Context, build: Build, isSample: boolean): DemoCar {
  const { site, random, asOf } = context
  const { brand, version, year } = build
  const model = { ...build.model, model: marketModelName(site.market, build.model.model) }
  const words = labels[site.market]
  const fuel = version.fuel
  const color = isSample ? random.pick(colors) : random.pick(colorWeights)
  const registered = isSample ? null : registrationDate(random, year, asOf)
  const yearsOnRoad = registered ? (asOf.getTime() - registered.getTime()) / (365 * day) : 0
  const kilometres = registered
    ? Math.max(10, Math.round((yearsOnRoad * random.int(8_000, 22_000) + random.int(0, 2_000)) / 10) * 10)
    : 0
  const powers = model.versions.map((candidate) => candidate.kw)
  const [lowest, highest] = [Math.min(...powers), Math.max(...powers)]
  const newPrice = model.priceEur * eurRate[site.market] * (1 + ((version.kw - lowest) / (highest + 1)) * 0.4)
  const age = asOf.getUTCFullYear() - year
  const retail = roundPrice(
    isSample ? newPrice : newPrice * 0.86 ** age * Math.max(0.45, 1 - kilometres / 400_000),
    site.currency,
  )
  const campaign = random.chance(isSample ? 0.3 : 0.12)
  const price = campaign ? roundPrice(retail * (0.9 + random.next() * 0.06), site.currency) : retail
  const dealer = random.pick(context.dealers)
  const sellersDepartment =
    dealer.site_departments.find(
      (department) => department.group === (isSample ? 'New cars' : 'Used cars'),
    ) ?? dealer.site_departments[0]
  const id = String(context.nextId())
  const slug = `${slugify(brand.brand)}-${slugify(model.model)}-${slugify(version.name)}-${year}-${id}`
  const images = Array.from({ length: carViews }, (_, view) => ({
    original: carImage(model.body, color, view + 1, 'l'),
    thumbnail_url: carImage(model.body, color, view + 1, 's'),
    blur_data_url: blurDataUrl(palette[color]),
  }))
  const equipment = random.sample(words.equipment, random.int(5, 14)).sort((a, b) => a.localeCompare(b))
  const vatEligible = !isSample && random.chance(0.35)
  const vehicleType = model.body === 'van' || model.body === 'pickup' ? 'LCV' : 'PC'
  // Published at most 120 (used) or 200 (new) days ago, and never before the car was registered.
  const earliest = Math.max(asOf.getTime() - (isSample ? 200 : 120) * day, registered?.getTime() ?? 0)
  const published = new Date(earliest + random.next() * (asOf.getTime() - earliest))
  const { miles, odometer, mileageText } = odometerReading(site.market, kilometres)
  return {
    car_id: id,
    slug,
    car_brand: brand.brand,
    car_model: model.model,
    car_model_text: `${model.model} ${version.name}`,
    car_version: version.name,
    car_year: year,
    car_fuel: words.fuel[fuel],
    car_gearbox: words.gearbox[version.gearbox === 'manual' ? 0 : 1],
    car_body: words.body[model.body],
    car_drive: version.drive,
    car_color: words.color[color],
    car_seats: model.seats,
    car_doors: doorsOf(model.body),
    car_chassino: `YV1${random.int(10_000_000, 99_999_999)}${random.int(100_000, 999_999)}`,
    car_regno: registered ? registrationPlate(random, site.market, registered, dealer.site_city) : null,
    car_firstregistration: registered ? registered.toISOString().slice(0, 10) : null,
    // The UK feed counts in miles (src/ui/vehicle/format.ts), the others in kilometres.
    car_mileage: miles ? odometer : kilometres,
    car_mileage_text: mileageText,
    car_odometer: odometer,
    car_odometer_unit: site.market === 'SE' ? 'mil' : miles ? 'miles' : 'km',
    car_condition: isSample ? words.condition[0] : words.condition[1],
    car_is_used: !isSample,
    car_is_sample: isSample,
    car_site_id: dealer.site_id,
    car_site_name: dealer.site_official_name,
    car_site_region: dealer.site_region,
    car_site_city: dealer.site_city,
    car_site_leads_email: `leads.${slugify(dealer.site_city)}@${siteDomain(site.name)}`,
    car_vehicle_type_code: vehicleType,
    car_vat_eligible: vatEligible,
    car_price_currency: site.currency,
    car_price: price,
    car_price_text: money(price, site.currency),
    car_price_title: isSample ? 'Från' : 'Pris',
    car_price_exkl_vat: Math.round(price * 0.8),
    car_price_exkl_vat_text: money(price * 0.8, site.currency),
    car_retail_price: retail,
    car_retail_price_text: money(retail, site.currency),
    car_retail_price_exkl_vat: Math.round(retail * 0.8),
    car_campaign_price: campaign ? price : null,
    car_campaign_price_text: campaign ? money(price, site.currency) : null,
    car_campaign_price_exkl_vat: campaign ? Math.round(price * 0.8) : null,
    car_has_campaign_price: campaign,
    car_campaigns: campaign ? [isSample ? 'Lagerkampanj' : 'Månadens erbjudande'] : [],
    car_equipment: equipment,
    car_description: carDescription(site.market, {
      title: `${brand.brand} ${model.model} ${version.name}`,
      colour: words.color[color],
      isSample,
      odometer: mileageText,
      long: Number(id) % 2 === 0,
    }),
    car_sellers: sellersDepartment.users.slice(0, 2).map((user) => ({
      name: `${user.first_name} ${user.last_name}`,
      email: user.email,
      phone: user.phone,
    })),
    car_images: images,
    car_primary_image: { thumbnail_url: images[0].thumbnail_url, blur_data_url: images[0].blur_data_url },
    caroftheweek: false,
    autos_on_show: false,
    car_publishdate: published.toISOString(),
    indexed_at: asOf.toISOString(),
    car_companyerpid: isSample ? dealer.erp_id.split('.')[0] : null,
    car_departmenterpid: isSample ? sellersDepartment.erp_id.split('.')[1] : null,
    ...technical(build, words.horsepower, random, site.market === 'UK'),
  }
}

/** Loan and leasing exist on the Swedish and Norwegian sites, in each market's own words. */
function addFinance(car: DemoCar, site: DemoSite, random: Random): void {
  const market = site.market === 'SE' || site.market === 'NO' ? site.market : null
  const hasLoan = market !== null && car.car_price > 60_000
  const loan =
    market && hasLoan
      ? loanOption(
          car.car_price,
          site.currency,
          market,
          Boolean(car.car_has_campaign_price) && random.chance(0.5),
        )
      : null
  const company =
    market && (car.car_is_sample || random.chance(0.3))
      ? companyLeasing(car.car_price, site.currency, market)
      : null
  const personal =
    market && random.chance(car.car_is_sample ? 0.6 : 0.2)
      ? privateLeasing(car.car_price, site.currency, market, random.chance(0.3))
      : null
  Object.assign(car, {
    car_has_loan: hasLoan,
    car_loan_option: loan?.option ?? null,
    car_loan_monthly_cost: loan?.monthly ?? null,
    car_loan_monthly_cost_text: loan?.option.default_monthly_cost_text ?? null,
    car_has_campaign_loan: loan?.option.interest_rate === 3.95,
    car_has_companyleasing: company !== null,
    car_company_leasing_option: company?.option ?? null,
    car_companyleasing_monthly_cost: company?.monthly ?? null,
    car_has_campaign_companyleasing: false,
    car_has_privateleasing: personal !== null,
    car_private_leasing_option: personal?.option ?? null,
    car_privateleasing_monthly_cost: personal?.monthly ?? null,
    car_has_campaign_privateleasing: personal?.option.is_campaign ?? false,
    car_leasing_options: [
      ...(company
        ? [
            {
              title: company.option.title,
              leasing_type: 'Company',
              monthly_cost: company.monthly,
              monthly_cost_text: money(company.monthly, site.currency),
              default_monthly_cost_text: money(company.monthly, site.currency),
              is_campaign: false,
              description: company.option.description,
              duration: 36,
              mileage: company.option.default_company_leasing_mileage,
              asterix: '*',
            },
          ]
        : []),
      ...(personal
        ? [
            {
              title: personal.option.title,
              leasing_type: 'Private',
              monthly_cost: personal.monthly,
              monthly_cost_text: personal.option.monthly_cost_text,
              default_monthly_cost_text: personal.option.monthly_cost_text,
              is_campaign: personal.option.is_campaign,
              description: personal.option.sales_text,
              duration: 36,
              mileage: site.market === 'NO' ? 15_000 : 1500,
              asterix: '*',
            },
          ]
        : []),
    ],
    car_pbbratio: company ? Number((car.car_price / 57_300).toFixed(2)) : null,
    car_beneficial_value: company ? Math.round(car.car_price * 0.009) : null,
  })
}

/** A sample car comes in each trim package of its brand; the packages link to each other. */
function sampleFamily(context: Context, build: Build): DemoCar[] {
  const first = baseCar(context, build, true)
  const family = build.brand.packages.map((name, index) => {
    const car =
      index === 0
        ? first
        : {
            ...baseCar(context, build, true),
            car_color: first.car_color,
            car_images: first.car_images,
            car_primary_image: first.car_primary_image,
          }
    const price = roundPrice(first.car_price * (1 + index * 0.08), context.site.currency)
    return Object.assign(car, {
      car_trim_package: name,
      car_price: price,
      car_retail_price: price,
      car_price_text: money(price, context.site.currency),
      car_campaign_price: null,
      car_has_campaign_price: false,
    })
  })
  for (const car of family) {
    car.linked_vehicles = family
      .filter((other) => other !== car)
      .map((other) => ({
        vehicle_id: other.car_id,
        slug: other.slug,
        link_text: `${other.car_model} ${other.car_trim_package}`,
        package_name: other.car_trim_package,
      }))
  }
  return family
}

export function generateVehicles(
  site: DemoSite,
  dealers: readonly Dealer[],
  count: number,
  seed: number,
  firstId: number,
  asOf: Date,
  /** Each brand's share of the cars (weights, any scale); every brand alike when not given. */
  brandShares?: Readonly<Record<string, number>>,
): DemoCar[] {
  const random = seeded(seed)
  const pickBrand = brandShares
    ? weightedPicker(brands, (brand) => brandShares[brand.brand] ?? 0, random)
    : () => random.pick(brands)
  let id = firstId
  const context: Context = { site, dealers, random, nextId: () => id++, asOf }
  const cars: DemoCar[] = []
  const sampleShare = site.group === 'automotive' ? 0.25 : 0.05
  // A new (sample) car only of a brand some dealer of the site sells new: its contact form needs
  // a 'New cars' department for the brand (else its new cars have nobody to sell them).
  const soldNew = new Set(
    dealers.flatMap((dealer) =>
      dealer.site_departments
        .filter((department) => department.group === 'New cars' && department.email)
        .flatMap((department) => department.brands.map((entry) => entry.name)),
    ),
  )
  while (cars.length < count) {
    const brand = pickBrand()
    const model = random.pick(brand.models)
    const sample =
      random.chance(sampleShare / brand.packages.length) && soldNew.has(brand.brand)
        ? sampleBuild(random, brand, model, asOf)
        : null
    const build = sample ?? usedBuild(random, brand, model, asOf)
    if (build) cars.push(...(sample ? sampleFamily(context, sample) : [baseCar(context, build, false)]))
  }
  cars.length = count
  const kept = new Set(cars.map((car) => car.car_id))
  for (const car of cars) {
    if (Array.isArray(car.linked_vehicles))
      car.linked_vehicles = car.linked_vehicles.filter((link: { vehicle_id: string }) =>
        kept.has(link.vehicle_id),
      )
    addFinance(car, site, random)
    car.linked_vehicles ??= []
    car.car_trim_package ??= null
    if (site.name === 'automotive-uk') car.autos_on_show = !car.car_is_sample && random.chance(0.3)
  }
  // Car of the week: a few attractive used cars per site, at most four years old.
  for (const car of random.sample(
    cars.filter((candidate) => !candidate.car_is_sample && candidate.car_year >= asOf.getUTCFullYear() - 4),
    4,
  ))
    car.caroftheweek = true
  return cars
}
