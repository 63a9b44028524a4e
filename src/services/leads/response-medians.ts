/**
 * The dashboard's first-response medians and the leads still unanswered ("Lead desk"), read with
 * the user's own access: dealer staff get their dealers' leads only, and the names of the colleagues
 * they may see.
 */
import 'server-only'
import type { Payload, TypedUser } from 'payload'
import { responseMedians, type DealerRow, type MedianRow } from './response-times'

export type ResponseMedians = {
  dealers: DealerRow[]
  people: Array<MedianRow<number> & { name: string }>
}

export async function responseMediansFor(
  payload: Payload,
  user: TypedUser,
  days: number,
  now = new Date(),
): Promise<ResponseMedians> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  const found = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { createdAt: { greater_than_equal: since } },
        // A repeat is answered with its first lead ("Duplicates shown as one").
        { repeatOf: { exists: false } },
      ],
    },
    select: { dealer: true, createdAt: true, firstResponseAt: true, history: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const { dealers, people } = responseMedians(found.docs)
  const users =
    people.length === 0
      ? []
      : (
          await payload.find({
            collection: 'users',
            where: { id: { in: people.map((row) => row.key) } },
            select: { name: true, email: true },
            depth: 0,
            pagination: false,
            overrideAccess: false,
            user,
          })
        ).docs
  const names = new Map(users.map((found) => [found.id, found.name || found.email]))
  return { dealers, people: people.map((row) => ({ ...row, name: names.get(row.key) ?? `#${row.key}` })) }
}
