import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/**
 * What one anonymous REST or GraphQL read may ask for. The site reads through the local API and
 * is not capped; editors in the admin are trusted. Depth is capped for everyone by the config's
 * `maxDepth` (the app never reads deeper than 1).
 */
export const anonymousMaxLimit = 100

/** Document ids are integers on both databases; anything else is a 404, not a failed query. */
const wellFormedId = (id: unknown) =>
  typeof id === 'number' || (typeof id === 'string' && /^\d{1,15}$/.test(id))

const capReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const { id } = args as { id?: unknown }
  if (id !== undefined && !wellFormedId(id)) throw new NotFound(req.t)
  if (req.user || req.payloadAPI === 'local' || (operation !== 'read' && operation !== 'readDistinct'))
    return args
  const { limit } = args as { limit?: number }
  // pagination=false or limit=0 would lift the limit altogether; no limit is Payload's 10.
  const capped =
    limit === undefined ? undefined : limit > 0 ? Math.min(limit, anonymousMaxLimit) : anonymousMaxLimit
  return { ...args, pagination: true, limit: capped }
}

export function withReadCaps(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [capReads, ...(hooks.beforeOperation ?? [])] } }
}
