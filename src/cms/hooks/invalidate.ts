import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { invalidateTags } from '@/lib/cache'
import type { CacheTag } from '@/lib/cache-tags'

/**
 * Drops the cached reads with any of the tags (src/lib/cache-tags.ts) whenever a document of the
 * collection is saved or deleted.
 */
export function invalidateCollection(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const drop = async <Doc>({ doc }: { doc: Doc }): Promise<Doc> => {
    await invalidateTags(tags)
    return doc
  }
  return { afterChange: [drop], afterDelete: [drop] }
}
