/**
 * Which cars a car-teasers block asks for (spec 03 §7 "Car teasers"): by a comma list of car_id
 * (limit 100, shown in the given order) or by a predefined query (limit NumberOfCars, else 8, and
 * a sort). Pure: the block and its tests share it.
 */
export const idListLimit = 100
export const defaultTeaserCount = 8
export const teaserSorts = [
  'car_publishdate_desc',
  'car_publishdate_asc',
  'car_price_asc',
  'car_price_desc',
  'car_mileage_asc',
  'car_year_desc',
] as const

export type TeaserRequest =
  | { kind: 'ids'; ids: string[]; filters: { car_id: string[] }; limit: number }
  | { kind: 'query'; filters: Record<string, string[]>; limit: number; sort_name: string }

/** "a, b,,c" → ['a', 'b', 'c'], first 100, no repeats. */
export function parseIdList(value: string | null | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  return [...new Set(ids)].slice(0, idListLimit)
}

/** "car_brand=Volvo&car_fuel=El|Hybrid" → { car_brand: ['Volvo'], car_fuel: ['El', 'Hybrid'] }. */
export function parsePredefinedQuery(value: string | null | undefined): Record<string, string[]> {
  const filters: Record<string, string[]> = {}
  for (const [name, raw] of new URLSearchParams((value ?? '').replace(/^\?/, ''))) {
    const values = raw
      .split('|')
      .map((item) => item.trim())
      .filter(Boolean)
    if (name && values.length) filters[name] = [...(filters[name] ?? []), ...values]
  }
  return filters
}

export function teaserRequest(block: {
  carIds?: string | null
  predefinedQuery?: string | null
  numberOfCars?: number | null
  sort?: string | null
}): TeaserRequest {
  const ids = parseIdList(block.carIds)
  if (ids.length) return { kind: 'ids', ids, filters: { car_id: ids }, limit: ids.length }
  const sort = teaserSorts.find((candidate) => candidate === block.sort) ?? teaserSorts[0]
  const count =
    block.numberOfCars && block.numberOfCars > 0 ? Math.min(block.numberOfCars, idListLimit) : null
  return {
    kind: 'query',
    filters: parsePredefinedQuery(block.predefinedQuery),
    limit: count ?? defaultTeaserCount,
    sort_name: sort,
  }
}

/** The found cars in the order the ids were given; ids not found are left out. */
export function inGivenOrder<T extends { car_id: string }>(ids: readonly string[], cars: readonly T[]): T[] {
  const byId = new Map(cars.map((car) => [car.car_id, car]))
  return ids.flatMap((id) => {
    const car = byId.get(id)
    return car ? [car] : []
  })
}
