/**
 * The segments a process keeps: one per index, at the version last searched. One map per process
 * (processSingleton): Next.js may load this module once per route bundle, and the columns are
 * worth sharing.
 */
import type { CatalogDb } from '../../db/types'
import type { IndexKind } from '../../kinds'
import { sameIndexVersion, type IndexMeta } from '../../registry'
import { processSingleton } from '@/lib/server/process-singleton'
import { Segment } from './segment'

const maxSegments = 256
const segments = processSingleton('catalogSegments', () => new Map<string, Segment>())

/**
 * The segment of an index at the version `meta` describes; the most recently used are kept. A
 * later version of the same generation starts from the one before (incremental imports).
 */
export function segmentFor(db: CatalogDb, kind: IndexKind, meta: IndexMeta): Segment {
  const key = `${db.url}|${meta.name}`
  const kept = segments.get(key)
  segments.delete(key)
  let segment: Segment
  if (kept?.db === db && sameIndexVersion(kept.meta, meta)) segment = kept
  else {
    const earlier = kept?.db === db && kept.meta.part === meta.part && kept.meta.version < meta.version
    segment = new Segment(db, kind, meta, earlier ? kept : undefined)
  }
  segments.set(key, segment)
  if (segments.size > maxSegments) segments.delete(segments.keys().next().value as string)
  return segment
}
