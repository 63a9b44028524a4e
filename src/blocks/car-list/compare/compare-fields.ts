/**
 * What the compare modal shows (spec 02 §2 "Compare": price, key data, technical data,
 * equipment) and the fields it fetches for a car by car_id. Pure.
 */
import { carCardFields } from '@/ui/vehicle/card-fields'

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
