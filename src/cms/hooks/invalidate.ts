import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { invalidateTags } from '@/lib/cache'

/** Drops the cached reads tagged with the collection's slug whenever one of its documents changes. */
export function invalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc }) => {
        await invalidateTags([tag])
        return doc
      },
    ],
    afterDelete: [
      async ({ doc }) => {
        await invalidateTags([tag])
        return doc
      },
    ],
  }
}
