/** The catalog search service: the public surface for pages, routes and scripts. */
export { search, searchOrThrow, emptyResponse, type SearchOptions } from './engine'
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
export { setCatalogDatabase, closeCatalogDatabases } from './db/connection'
export { clearSearchCache } from './cache'
export {
  SearchInputError,
  totalCap,
  type SearchRequest,
  type SearchResponse,
  type Facet,
  type FacetValue,
  type HistogramBucket,
} from './query/schema'
export type { KindName } from './kinds'
export { seedCatalog, generateDemoFeeds } from '@/seed/catalog/seed'
export { demoSiteNames } from '@/seed/catalog/markets'
