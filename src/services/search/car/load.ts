import 'server-only'
import { cache } from 'react'
import { logger } from '@/lib/log/logger'
import {
  findCar,
  findPriceDrop,
  search,
  searchOrThrow,
  similarCarsFilters,
  type PriceDrop,
} from '@/services/search'
import { keyphraseFromSlug, parseDetailPath, type DetailPath } from './path'
import { newCarsDepartment, toDealer, toDetailCar, type CarRecord, type Dealer, type DetailCar } from './car'

export const similarCarsCount = 8
export const sampleCarDealersLimit = 100

export type SellerChoice = { siteId: string; name: string; toName: string; toEmail: string }

export type CarDetailResult =
  | {
      kind: 'found'
      record: CarRecord
      car: DetailCar
      dealer: Dealer | null
      similar: CarRecord[]
      /** Sample cars: dealer sites with a 'New cars' department for the car's brand. */
      sellerChoices: SellerChoice[]
      /** The price drop the site has seen ("Saved searches: price drop note"), or null. */
      priceDrop: PriceDrop | null
    }
  | { kind: 'notFound'; keyphrase: string | null; recommendations: CarRecord[] }
  | { kind: 'error' }

export type CatalogIndexes = { vehicleIndex: string; siteIndex: string }

/** Spec 02 §6's similar cars (the search service's `similarCarsFilters`), never the car itself. */
function similarCars(indexes: CatalogIndexes, car: DetailCar, record: CarRecord): Promise<CarRecord[]> {
  return search({
    index: indexes.vehicleIndex,
    filters: similarCarsFilters(record),
    limit: similarCarsCount,
  }).then((result) => result.content.filter((candidate) => candidate.car_id !== car.id))
}

async function dealerOf(indexes: CatalogIndexes, car: DetailCar): Promise<Dealer | null> {
  if (!car.siteId) return null
  const result = await searchOrThrow({
    index: indexes.siteIndex,
    filters: { site_id: [car.siteId] },
    limit: 1,
  })
  return result.content[0] ? toDealer(result.content[0]) : null
}

async function sellerChoices(indexes: CatalogIndexes, car: DetailCar): Promise<SellerChoice[]> {
  if (!car.isSample) return []
  const result = await searchOrThrow({
    index: indexes.siteIndex,
    filters: { site_brands: [car.brand] },
    limit: sampleCarDealersLimit,
    sort_name: 'website_sort_order_asc',
  })
  return result.content.map(toDealer).flatMap((dealer) => {
    const department = newCarsDepartment(dealer, car.brand)
    return department?.email
      ? [{ siteId: dealer.id, name: dealer.name, toName: department.name, toEmail: department.email }]
      : []
  })
}

/** Not found: cars matching the slug's keyphrase, when there is one. */
async function recommendations(indexes: CatalogIndexes, keyphrase: string | null): Promise<CarRecord[]> {
  if (!keyphrase) return []
  const result = await search({ index: indexes.vehicleIndex, keyphrase, limit: similarCarsCount })
  return result.content
}

/**
 * Everything the detail page shows, memoised per request (the route checks the car before the
 * block renders it). After the car, its dealer, similar cars and seller choices load in parallel.
 * A failure is logged with code GET_SERVER_SIDE_PROPS_FAILED and becomes the error state.
 */
export const loadCarDetail = cache(
  async (
    vehicleIndex: string,
    siteIndex: string,
    id: string,
    keyphrase: string | null,
    host: string,
  ): Promise<CarDetailResult> => {
    const indexes = { vehicleIndex, siteIndex }
    try {
      const record = await findCar(indexes.vehicleIndex, id)
      if (!record)
        return { kind: 'notFound', keyphrase, recommendations: await recommendations(indexes, keyphrase) }
      const car = toDetailCar(record)
      const [dealer, similar, choices, priceDrop] = await Promise.all([
        dealerOf(indexes, car),
        similarCars(indexes, car, record),
        sellerChoices(indexes, car),
        car.isSample ? null : findPriceDrop(indexes.vehicleIndex, car.id, car.price),
      ])
      return { kind: 'found', record, car, dealer, similar, sellerChoices: choices, priceDrop }
    } catch (error) {
      logger.error(
        {
          code: 'GET_SERVER_SIDE_PROPS_FAILED',
          time: new Date().toISOString(),
          host,
          component: 'CarDetail',
          carId: id,
          err: error,
        },
        'car detail failed to load',
      )
      return { kind: 'error' }
    }
  },
)

/** The search indexes of a site; a site without them cannot show cars (the error state). */
export function catalogIndexes(site: {
  catalog?: { vehicleIndex?: string | null; siteIndex?: string | null } | null
}): CatalogIndexes | null {
  const vehicleIndex = site.catalog?.vehicleIndex
  const siteIndex = site.catalog?.siteIndex
  return vehicleIndex && siteIndex ? { vehicleIndex, siteIndex } : null
}

export type CarDetailLookup =
  { kind: 'noId' } | { kind: 'noIndexes' } | (CarDetailResult & { path: DetailPath })

/**
 * The car named by the segments below the detail page: parse the path, find the site's indexes,
 * load (memoised per request, so the route, its metadata and the block share one load).
 */
export async function lookupCarDetail(
  site: Parameters<typeof catalogIndexes>[0],
  remainingSegments: readonly string[],
  host: string,
): Promise<CarDetailLookup> {
  const path = parseDetailPath(remainingSegments)
  if (!path) return { kind: 'noId' }
  const indexes = catalogIndexes(site)
  if (!indexes) return { kind: 'noIndexes' }
  const result = await loadCarDetail(
    indexes.vehicleIndex,
    indexes.siteIndex,
    path.id,
    keyphraseFromSlug(path.slug),
    host,
  )
  return { ...result, path }
}
