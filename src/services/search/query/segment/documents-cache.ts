/**
 * Stored records, parsed, kept per process across requests. A car list shows 48 records of about
 * 6.5 KB of JSON each; reading and parsing them again on every render was about a tenth of the
 * list's server time (docs/benchmarks.md). A record belongs to one version of its index
 * (an import writes records and bumps the version in one transaction), so it is kept under its
 * version's key: an import makes the old copies unreachable at once, and they age out.
 *
 * Each worker keeps at most CATALOG_DOCUMENTS_MAX_BYTES (default 32 MB), counted as twice the
 * stored JSON's length, least recently used first out. Kept records are frozen: callers share
 * them, so one that changed a record would change it for every later request.
 */
import { BoundedCache } from '@/lib/bounded-cache'
import { processSingleton } from '@/lib/server/process-singleton'

export type StoredRecord = Readonly<Record<string, unknown>>

const defaultMaxBytes = 32 * 1024 * 1024
/** Long enough for a busy site's catalogue to stay parsed between imports. */
const ttlMs = 15 * 60_000

function cache(): BoundedCache<StoredRecord> {
  return processSingleton('catalogDocuments', () => {
    const maxBytes = Number(process.env.CATALOG_DOCUMENTS_MAX_BYTES) || defaultMaxBytes
    return new BoundedCache<StoredRecord>({ maxBytes, ttlMs })
  })
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** The length of each kept record's stored JSON: what a response holding it is measured by. */
const storedLengths = new WeakMap<object, number>()

/** The length of a kept record's stored JSON, or undefined for a record not read from the store. */
export function storedLength(record: object): number | undefined {
  return storedLengths.get(record)
}

export function keptDocument(key: string): StoredRecord | undefined {
  return cache().get(key)
}

/** Parses a stored record (JSON text) and keeps it under `key`. */
export function keepDocument(key: string, stored: unknown): StoredRecord {
  const text = String(stored)
  const record = deepFreeze(JSON.parse(text) as Record<string, unknown>)
  cache().set(key, record, 2 * (key.length + text.length))
  storedLengths.set(record, text.length)
  return record
}
