/**
 * The catalog search service's public surface for server code: pages, routes, other services,
 * the seed and scripts. Code outside src/services/search imports only this file, or, in client
 * components, the client-safe contract.ts (which this file re-exports); tests outside the folder
 * may also use test-fixtures.ts. Everything else in the folder is internal.
 */
export * from './contract'
export { searchRequestSchema, maxLimit, totalCap } from './query/schema'
export { search, searchOrThrow, findCar, emptyResponse, type SearchOptions } from './engine'
export { handleSearchHttp, type HttpResult } from './http'
export { indexNameFor, parseIndexName, UnknownSiteError } from './index-names'
export {
  importFeed,
  importRecords,
  type ImportReport,
  type ImportProgress,
  type LineError,
} from './import/feed'
export { migrateCatalog } from './db/migrate'
export { setCatalogDatabase, closeCatalogDatabases, catalogDb } from './db/connection'
export type { CatalogDb, Executor, Row } from './db/types'
export { readIndexMeta, type IndexMeta } from './registry'
export {
  compileSavedQuery,
  matchableCar,
  type SavedQuery,
  type MatchableCar,
  type CompiledSavedQuery,
  type CarTest,
} from './query/match'
export { catalogIsEmpty } from './registry'
export { similarCarsFilters, type SimilarCarsFilters } from './similar'
export { findPriceDrop, priceDropDays, type PriceDrop } from './price-history'
export { answerJson, catalogTag, clearSearchCache } from './cache'
export { SearchInputError } from './query/schema'
export { kinds, type KindName, type SortOption } from './kinds'
export {
  blurDataUrl,
  carImage,
  carViews,
  kitImage,
  kitPictures,
  palette,
  parseImageFile,
  siteImage,
  sitePlaceholderImage,
  type BodyCode,
  type ColorCode,
  type ImageSize,
  type ImageSpec,
  type KitPicture,
} from './images/address'
