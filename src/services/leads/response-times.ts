/**
 * First-response times over a period ("Lead desk" in docs/decisions.md): the median minutes from a
 * lead's arrival to its first step out of `new`, per dealer and per person who took that step.
 */
import { responseMinutes } from './desk'

/** The periods the dashboard offers, in days; the first is the default. */
export const responsePeriods = [30, 7, 90] as const
export type ResponsePeriod = (typeof responsePeriods)[number]

/** A period from the address's query, checked against the declared list: anything else is the default. */
export function responsePeriodOf(value: unknown): ResponsePeriod {
  const days = Number(Array.isArray(value) ? value[0] : value)
  return (responsePeriods as readonly number[]).includes(days) ? (days as ResponsePeriod) : responsePeriods[0]
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export type AnsweredLead = {
  dealer?: string | null
  createdAt: string
  firstResponseAt?: string | null
  /** The lead's changes of state: the first is its first response. */
  history?: Array<{ by?: number | { id: number } | null }> | null
}

export type MedianRow<Key> = { key: Key; median: number; count: number }

function medians<Key>(entries: Array<[Key, number]>): Array<MedianRow<Key>> {
  const groups = new Map<Key, number[]>()
  for (const [key, minutes] of entries) groups.set(key, [...(groups.get(key) ?? []), minutes])
  return [...groups].map(([key, values]) => ({ key, median: median(values)!, count: values.length }))
}

const idOf = (by: number | { id: number } | null | undefined) =>
  typeof by === 'object' ? (by?.id ?? null) : by

/** A dealer's row: the median over its answered leads (null while none is), and how many wait. */
export type DealerRow = { key: string; median: number | null; count: number; unanswered: number }

/**
 * Medians per dealer ('' for the site's own leads) and per person. A lead not yet answered counts
 * in neither median, but in its dealer's `unanswered`: a dealer who answers fast but seldom shows.
 */
export function responseMedians(leads: AnsweredLead[]): {
  dealers: DealerRow[]
  people: Array<MedianRow<number>>
} {
  const answered = leads.flatMap((lead) => {
    const minutes = responseMinutes(lead.createdAt, lead.firstResponseAt)
    return minutes === null ? [] : [{ lead, minutes }]
  })
  const byDealer = new Map(
    medians(answered.map(({ lead, minutes }) => [lead.dealer ?? '', minutes] as [string, number])).map(
      (row) => [row.key, { ...row, unanswered: 0 } as DealerRow],
    ),
  )
  for (const lead of leads) {
    if (lead.firstResponseAt) continue
    const key = lead.dealer ?? ''
    const row = byDealer.get(key) ?? { key, median: null, count: 0, unanswered: 0 }
    byDealer.set(key, { ...row, unanswered: row.unanswered + 1 })
  }
  const people = medians(
    answered.flatMap(({ lead, minutes }) => {
      const by = idOf(lead.history?.[0]?.by)
      return by === null || by === undefined ? [] : [[by, minutes] as [number, number]]
    }),
  )
  return {
    dealers: [...byDealer.values()].sort((a, b) => a.key.localeCompare(b.key)),
    people: people.sort((a, b) => a.median - b.median || a.key - b.key),
  }
}
