/**
 * What a car buyer would laugh at in a demo car, as a list of problems: a version that
 * contradicts the fuel or belongs to another model, a car older than its model, a registration
 * after the day the demo was generated for, the brand repeated in the title, a British plate that
 * does not match the car's age. Pure, so the feed tests run it over every generated car.
 */
import { parseImageFile } from '@/services/search'
import { brands, marketModelName, versionYears, type ModelSpec, type VersionSpec } from './brands'
import type { MarketCode } from './markets'
import { ukAgeIdentifier } from './plates'
import { labels, type FuelCode } from './vocabulary'

type Car = Record<string, unknown>

/**
 * What a version's name alone says about its fuel, as a buyer reads it; independent of the table,
 * so a table error is caught too.
 */
const fuelMarkers: [RegExp, readonly FuelCode[]][] = [
  [
    /\b(TDI|TDCi|CRDi|CDI|dCi|BlueHDi|EcoBlue|D-4D|Skyactiv-D|e-Skyactiv D)\b|\b\d{3} ?d\b|\d0d\b|\bD[45]\b/,
    ['diesel'],
  ],
  [
    /kWh|\bElectric\b|\bEV\b|EV\d|e-tron|\beDrive|\bEQ[A-Z]\b|Single Motor|Dual motor|Twin Motor|Plaid|e-Golf/i,
    ['electric'],
  ],
  [
    /PHEV|[Pp]lug-in|[eE]-Hybrid|eHybrid|Recharge|Twin Engine|\biV\b|TFSI e|\b\d{3}e\b|\d+ e(?= |$)|\bGTE\b|\d\de\b/,
    ['phev'],
  ],
  [
    /\b(TSI|TFSI|EcoBoost|PureTech|T-GDi|MPi|MPI|TCe|SCe|DIG-T|IG-T|Skyactiv-G|e-Skyactiv G|Skyactiv X)\b/i,
    ['petrol', 'hybrid', 'phev'],
  ],
]

export function fuelsNamed(version: string): readonly FuelCode[] | null {
  for (const [pattern, fuels] of fuelMarkers) if (pattern.test(version)) return fuels
  return null
}

/** The table's model of a car, and its version if the table has that version in the car's year. */
export function lookUp(car: Car): { model?: ModelSpec; version?: VersionSpec } {
  const model = brands
    .find((brand) => brand.brand === car.car_brand)
    // The UK's feed writes some models' names in English ("3 Series").
    ?.models.find((candidate) =>
      [candidate.model, marketModelName('UK', candidate.model)].includes(String(car.car_model)),
    )
  const version = model?.versions.find((candidate) => {
    const [from, until] = versionYears(model, candidate)
    return candidate.name === car.car_version && from <= Number(car.car_year) && Number(car.car_year) <= until
  })
  return { model, version }
}

/** Everything wrong with a car of a market's feed generated for a day; empty when it is believable. */
export function implausibilities(car: Car, market: MarketCode, asOf: Date): string[] {
  const words = labels[market]
  const problems: string[] = []
  const problem = (text: string) =>
    problems.push(`${car.car_id} ${car.car_brand} ${car.car_model_text}: ${text}`)
  const fuel = (Object.keys(words.fuel) as FuelCode[]).find((code) => words.fuel[code] === car.car_fuel)
  const named = fuelsNamed(String(car.car_version))
  if (!fuel) problem(`unknown fuel ${car.car_fuel}`)
  else if (named && !named.includes(fuel)) problem(`version contradicts fuel ${car.car_fuel}`)
  const hasBattery = Boolean(car.car_battery_size)
  if (fuel && hasBattery !== (fuel === 'electric' || fuel === 'phev'))
    problem(`battery ${car.car_battery_size} on ${fuel}`)
  if (fuel === 'electric' && (car.car_fuel_consumption || !car.car_wltp_electric_range))
    problem('electric car with fuel consumption or without range')
  if (fuel && fuel !== 'electric' && !car.car_fuel_consumption) problem('burns fuel but has no consumption')

  const brand = String(car.car_brand)
  const modelName = String(car.car_model)
  const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
  if (fold(modelName).startsWith(fold(brand.split(/[\s-]/)[0])) || String(car.car_model_text).includes(brand))
    problem('brand repeated in the title')
  if (car.car_model_text !== `${modelName} ${car.car_version}`) problem('model text is not model and version')
  if (String(car.car_version).startsWith(modelName)) problem('model repeated in the version')

  const { model, version } = lookUp(car)
  const year = Number(car.car_year)
  if (!model) problem('not a model of the brand')
  else {
    if (year < model.launched) problem(`${year} is before the model came out in ${model.launched}`)
    if (model.ended !== undefined && year > model.ended) problem(`${year} is after the model ended`)
    if (car.car_body !== words.body[model.body]) problem('wrong body')
    const drawn = (car.car_images as { original: string }[]).map((image) =>
      parseImageFile(image.original.split('/').pop()!),
    )
    if (drawn.some((spec) => spec?.type !== 'car' || spec.body !== model.body))
      problem('drawn as another body')
    if (car.car_is_sample && model.ended !== undefined) problem('new car of a model no longer made')
  }
  if (!version) problem(`no version ${car.car_version} of this model in ${year}`)
  else {
    if (fuel && version.fuel !== fuel) problem(`the ${version.name} runs on ${version.fuel}`)
    if (car.car_drive !== version.drive) problem(`the ${version.name} has ${version.drive}`)
    if (car.car_gearbox !== words.gearbox[version.gearbox === 'manual' ? 0 : 1]) problem('wrong gearbox')
    if (car.car_power !== version.kw) problem('wrong power')
  }

  const day = asOf.toISOString().slice(0, 10)
  if (year > asOf.getUTCFullYear()) problem(`model year ${year} after ${day}`)
  if (String(car.car_publishdate) > asOf.toISOString()) problem('published after the demo date')
  if (car.car_is_sample) {
    if (car.car_firstregistration || car.car_regno) problem('a new car is registered')
    if (year !== asOf.getUTCFullYear()) problem('a new car of another year')
  } else {
    const registered = String(car.car_firstregistration)
    if (!/^\d{4}-\d\d-\d\d$/.test(registered)) problem('a used car without a first registration')
    if (registered > day) problem(`first registered ${registered}, after ${day}`)
    if (Number(registered.slice(0, 4)) !== year) problem(`registered ${registered} as a ${year} car`)
    if (String(car.car_publishdate).slice(0, 10) < registered) problem('advertised before it was registered')
    if (market === 'UK') {
      const plate = /^[A-HJ-PR-Y]{2}(\d\d) [A-HJ-PR-Z]{3}$/.exec(String(car.car_regno))
      if (!plate) problem(`plate ${car.car_regno} is not British`)
      else if (plate[1] !== ukAgeIdentifier(new Date(registered)))
        problem(`plate ${car.car_regno} does not match its registration ${registered}`)
      if (car.car_odometer_unit !== 'miles') problem('a British odometer not in miles')
    }
  }
  return problems
}
