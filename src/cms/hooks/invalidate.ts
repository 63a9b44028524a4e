import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { invalidateTags } from '@/lib/cache'
import type { CacheTag } from '@/lib/cache-tags'
import { processSingleton } from '@/lib/server/process-singleton'

type Adapter = PayloadRequest['payload']['db']
type TransactionId = Awaited<NonNullable<PayloadRequest['transactionID']>>

/** The tags each open transaction has changed, dropped when it commits (forgotten on a rollback). */
const pending = processSingleton('invalidateAfterCommit', () => new Map<TransactionId, Set<CacheTag>>())
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

async function dropOnCommit(req: PayloadRequest, tags: readonly CacheTag[]): Promise<void> {
  const id = await req.transactionID
  if (!id) return invalidateTags(tags)
  watchCommits(req.payload.db)
  const open = pending.get(id) ?? new Set<CacheTag>()
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

/**
 * Drops the cached reads with any of the tags (src/lib/cache-tags.ts) whenever a document of the
 * collection is saved or deleted, once the change is committed.
 */
export function invalidateCollection(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const drop = async <Doc>({ doc, req }: { doc: Doc; req: PayloadRequest }): Promise<Doc> => {
    await dropOnCommit(req, tags)
    return doc
  }
  const dropUnlessDraft: CollectionAfterChangeHook = (args) =>
    savesDraftOnly(args.req, args.data) ? args.doc : drop(args)
  return { afterChange: [dropUnlessDraft], afterDelete: [drop] }
}
