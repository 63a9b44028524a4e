/**
 * What the compare modal shows (spec 02 §2 "Compare": price, key data, technical data,
 * equipment) and the fields it fetches for a car by car_id. Pure.
 */
import { carCardFields, toCarCard } from '@/ui/vehicle/card-fields'
import type { CarCardRecord } from '@/ui/vehicle/types'

export type CompareRow = { field: string; label: string }

/** Field → dictionary key of its label. */
export const keyDataRows: CompareRow[] = [
  { field: 'car_year', label: 'carYear' },
  { field: 'car_mileage', label: 'carMileage' },
  { field: 'car_fuel', label: 'carFuel' },
  { field: 'car_gearbox', label: 'carGearbox' },
  { field: 'car_body', label: 'carBody' },
  { field: 'car_drive', label: 'carDrive' },
  { field: 'car_color', label: 'carColor' },
]

export const technicalRows: CompareRow[] = [
  { field: 'car_power_text', label: 'carPower' },
  { field: 'car_acceleration_text', label: 'carAcceleration' },
  { field: 'car_fuel_consumption', label: 'carFuelConsumption' },
  { field: 'car_emissions', label: 'carEmissions' },
  { field: 'car_electric_range', label: 'carElectricRange' },
  { field: 'car_battery_size', label: 'carBatterySize' },
  { field: 'car_cargo_volume', label: 'carCargoVolume' },
  { field: 'car_service_weight', label: 'carServiceWeight' },
]

export const compareFields: string[] = [
  ...new Set([
    ...carCardFields,
    ...keyDataRows.map((row) => row.field),
    ...technicalRows.map((row) => row.field),
    'car_equipment',
  ]),
]

/** At most this many cars side by side. */
export const compareMax = 4

/** The `compare` URL parameter that reopens a comparison: car ids joined with commas. */
export function parseCompareParam(raw: string | null): string[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => /^[\w-]{1,40}$/.test(id)),
    ),
  ].slice(0, compareMax)
}

/** A card's list record: its fields' values in `carCardFields` order, the image as its thumbnail URL. */
export type ListRecord = (string | number | true | null)[]

/**
 * The list record a card's compare toggle carries, for the compare list to fall back to when the
 * full record cannot be fetched (spec 02 §8): the card's fields without the image placeholder.
 * Every card of a list sends one in its RSC payload, so it is their values by position, without
 * the names (a fifth of a card's payload), false as null and the trailing empty ones left out;
 * `fromListRecord` reads it back.
 */
export function listRecord(car: CarCardRecord): ListRecord {
  const values: ListRecord = carCardFields.map((field) => {
    const value = field === 'car_primary_image' ? (car.car_primary_image?.thumbnail_url ?? null) : car[field]
    return value === false ? null : value
  })
  while (values.length && values.at(-1) === null) values.pop()
  return values
}

/** The card a list record stands for, or null when it lacks an id, slug, brand or model. */
export function fromListRecord(record: ListRecord): CarCardRecord | null {
  const hit: Record<string, unknown> = Object.fromEntries(
    carCardFields.map((field, position) => [field, record[position] ?? null]),
  )
  if (typeof hit.car_primary_image === 'string')
    hit.car_primary_image = { thumbnail_url: hit.car_primary_image }
  return toCarCard(hit)
}
