/**
 * A segment: an index version's columns in memory, read from the database (segment.ts). Split by
 * concern: column encoding (columns.ts), sort orders (sort-order.ts), patching from an
 * incremental import's delta (patch.ts), the dialect SQL (sql.ts) and the per-process cache of
 * segments (segment-cache.ts). The engine and evaluate.ts use only what is exported here.
 */
export { listColumn, valueColumn, type Column, type ListColumn, type ValueColumn } from './columns'
export { Segment, StaleSegment } from './segment'
export { segmentFor } from './segment-cache'
