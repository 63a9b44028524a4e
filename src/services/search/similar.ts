/**
 * The filters of a car's similar cars (spec 02 §6 "Sample car", "Normal car"): a sample car's are
 * cars of its brand and model that are not samples; another car's, cars of its region, body and
 * fuel but itself. Used by the car page and by the mail telling a watcher the car is gone. Pure.
 */
export type SimilarCarsFilters = Record<string, Array<string | boolean>>

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

export function similarCarsFilters(car: Record<string, unknown>): SimilarCarsFilters {
  return car.car_is_sample === true
    ? { car_is_sample: [false], car_brand: [text(car.car_brand)], car_model: [text(car.car_model)] }
    : {
        'car_id.neq': [text(car.car_id)],
        car_site_region: [text(car.car_site_region)],
        car_body: [text(car.car_body)],
        car_fuel: [text(car.car_fuel)],
      }
}
