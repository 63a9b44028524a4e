import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { invalidateTags } from '@/lib/cache'
import { cacheTags, type CacheTag, type ContentTag } from '@/lib/cache-tags'
import { processSingleton } from '@/lib/server/process-singleton'

type Adapter = PayloadRequest['payload']['db']
type TransactionId = Awaited<NonNullable<PayloadRequest['transactionID']>>

/** The tags each open transaction has changed, dropped when it commits (forgotten on a rollback). */
const pending = processSingleton('invalidateAfterCommit', () => new Map<TransactionId, Set<ContentTag>>())
const watched = processSingleton('invalidateAfterCommitAdapters', () => new WeakSet<Adapter>())

/**
 * Payload runs afterChange hooks inside the save's transaction and commits after them. A drop
 * sent from the hook would reach the other workers before the change is visible, and a request
 * served in between would load the old document and keep it for the cache's lifetime; so the
 * tags are dropped once the adapter has committed.
 */
function watchCommits(db: Adapter): void {
  if (watched.has(db)) return
  watched.add(db)
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = await incoming
    try {
      await commit(id)
    } finally {
      const tags = pending.get(id)
      pending.delete(id)
      if (tags) await invalidateTags([...tags])
    }
  }
  db.rollbackTransaction = async (incoming) => {
    pending.delete(await incoming)
    await rollback(incoming)
  }
}

async function dropOnCommit(req: PayloadRequest, tags: readonly ContentTag[]): Promise<void> {
  const id = await req.transactionID
  if (!id) return invalidateTags(tags)
  watchCommits(req.payload.db)
  const open = pending.get(id) ?? new Set<ContentTag>()
  for (const tag of tags) open.add(tag)
  pending.set(id, open)
}

/**
 * A save that only writes a draft version (the admin's autosave and "Save draft": `?draft=true`
 * without publishing) leaves what visitors see as it was, so it drops nothing. Publishing and
 * unpublishing write the document itself.
 */
export function savesDraftOnly(req: Pick<PayloadRequest, 'query'>, data: unknown): boolean {
  const draft = (req.query as { draft?: unknown } | undefined)?.draft
  const status = (data as { _status?: unknown } | undefined)?._status
  return (draft === 'true' || draft === true) && status !== 'published'
}

/** The site a document belongs to: its id, null for a document of every site, undefined without a site field. */
function siteOf(doc: unknown): number | string | null | undefined {
  if (typeof doc !== 'object' || doc === null || !('site' in doc)) return undefined
  const site = (doc as { site: unknown }).site
  if (typeof site === 'number' || typeof site === 'string') return site
  if (typeof site === 'object' && site !== null && 'id' in site) return (site as { id: number | string }).id
  return null
}

/**
 * What an edit of a document drops: the collection's tags narrowed to the document's site (before
 * and after the edit), or the bare tags for a document of every site or of a collection without
 * sites (src/lib/cache-tags.ts); a page's edit also drops the reads of that page by its id.
 */
export function editedTags(
  collection: string,
  tags: readonly CacheTag[],
  doc: unknown,
  previousDoc?: unknown,
): ContentTag[] {
  const sites = [siteOf(doc), siteOf(previousDoc)].filter((site) => site !== undefined)
  const own: ContentTag[] =
    sites.length === 0 || sites.includes(null)
      ? [...tags]
      : [...new Set(sites)].flatMap((site) => tags.map((tag): ContentTag => `${tag}@${site}`))
  const id = (doc as { id?: unknown } | null)?.id
  if (collection === cacheTags.pages && (typeof id === 'number' || typeof id === 'string'))
    own.push(`page:${id}`)
  return own
}

/**
 * Drops the cached reads with the tags (src/lib/cache-tags.ts) whenever a document of the
 * collection is saved or deleted, once the change is committed: of the document's site only,
 * where it belongs to one.
 */
export function invalidateCollection(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const dropChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req, data }) => {
    if (!savesDraftOnly(req, data))
      await dropOnCommit(req, editedTags(collection.slug, tags, doc, previousDoc))
    return doc
  }
  const dropDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
    await dropOnCommit(req, editedTags(collection.slug, tags, doc))
    return doc
  }
  return { afterChange: [dropChange], afterDelete: [dropDelete] }
}
