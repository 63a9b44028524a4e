/**
 * The segments a process keeps: one per index, at the version last searched. Kept on globalThis
 * because Next.js may load this module once per route bundle, and the columns are worth sharing.
 */
import type { CatalogDb } from '../../db/types'
import type { IndexKind } from '../../kinds'
import { sameIndexVersion, type IndexMeta } from '../../registry'
import { Segment } from './segment'

const maxSegments = 256
const state = globalThis as typeof globalThis & { __catalogSegments?: Map<string, Segment> }
const segments = (state.__catalogSegments ??= new Map())

/**
 * The segment of an index at the version `meta` describes; the most recently used are kept. A
 * later version of the same generation starts from the one before (incremental imports).
 */
export function segmentFor(db: CatalogDb, kind: IndexKind, meta: IndexMeta): Segment {
  const key = `${db.url}|${meta.name}`
  let segment = segments.get(key)
  segments.delete(key)
  const same = segment?.db === db && sameIndexVersion(segment.meta, meta)
  if (!same) {
    const earlier =
      segment?.db === db && segment.meta.part === meta.part && segment.meta.version < meta.version
    segment = new Segment(db, kind, meta, earlier ? segment : undefined)
  }
  segments.set(key, segment as Segment)
  if (segments.size > maxSegments) segments.delete(segments.keys().next().value as string)
  return segment
}
