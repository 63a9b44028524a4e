import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig, type Where } from 'payload'
import { checkWhereValues } from './where-values'

/**
 * What one anonymous REST or GraphQL read may ask for. The site reads through the local API and
 * is not capped; editors in the admin are trusted. Depth is capped for everyone by the config's
 * `maxDepth` (the app never reads deeper than 1).
 */
export const anonymousMaxLimit = 100

/**
 * Document ids are integers on both databases; anything else is a 404, not a failed query. (The
 * REST route hands Payload `parseFloat` of the path segment, so `abc` arrives as NaN.)
 */
const wellFormedId = (id: unknown) =>
  typeof id === 'number' ? Number.isSafeInteger(id) : typeof id === 'string' && /^\d{1,15}$/.test(id)

const checkOperation: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const { id, where } = args as { id?: unknown; where?: Where }
  if (id !== undefined && !wellFormedId(id)) throw new NotFound(req.t)
  if (req.payloadAPI === 'local') return args
  checkWhereValues(where, collection.flattenedFields)
  if (req.user || (operation !== 'read' && operation !== 'readDistinct')) return args
  const { limit } = args as { limit?: number }
  // pagination=false or limit=0 would lift the limit altogether; no limit is Payload's 10.
  const capped =
    limit === undefined ? undefined : limit > 0 ? Math.min(limit, anonymousMaxLimit) : anonymousMaxLimit
  return { ...args, pagination: true, limit: capped }
}

export function withReadCaps(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [checkOperation, ...(hooks.beforeOperation ?? [])] },
  }
}
