/**
 * A least-recently-used cache bounded in bytes, whose entries expire. Anonymous callers choose
 * what is kept (every distinct search is a new key), so the bound must be on size, not count, and
 * an expired entry must not wait for a lookup of its own key to be dropped.
 */
export type BoundedCacheOptions = {
  maxBytes: number
  ttlMs: number
  /** An entry larger than this is not kept, so one huge answer cannot push out all others. */
  maxEntryBytes?: number
  now?: () => number
}

type Entry<V> = { value: V; bytes: number; expires: number }

export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private totalBytes = 0
  private readonly maxEntryBytes: number
  private readonly now: () => number

  constructor(private readonly options: BoundedCacheOptions) {
    this.maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 16)
    this.now = options.now ?? Date.now
  }

  get bytes(): number {
    return this.totalBytes
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.delete(key)
      return undefined
    }
    // Map order is insertion order: moving the entry to the end keeps the oldest use first.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key)
    if (bytes > this.maxEntryBytes) return
    while (this.totalBytes + bytes > this.options.maxBytes && this.entries.size > 0)
      this.delete(this.entries.keys().next().value as string)
    this.entries.set(key, { value, bytes, expires: this.now() + this.options.ttlMs })
    this.totalBytes += bytes
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
  }

  /** Drops every expired entry. */
  sweep(): void {
    const now = this.now()
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.delete(key)
  }

  clear(): void {
    this.entries.clear()
    this.totalBytes = 0
  }
}
