/** Stored quotes, found by their reference (collection finance-quotes). */
import 'server-only'
import { randomBytes } from 'node:crypto'
import type { FinanceQuote } from '@/cms/payload-types'
import { payloadClient } from '@/services/content/payload'
import type { VehicleBlock } from './contract'
import type { Quote } from './engine/quote'

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** "FQ-" and 12 characters from 32 unambiguous ones: 60 random bits, unguessable enough to share. */
export function newQuoteReference(): string {
  const bytes = randomBytes(12)
  return `FQ-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`
}

/**
 * How long a stored quote stays findable (its terms and apply link): FINANCE_QUOTE_DAYS, 90 by
 * default, longer than a UK finance quote is usually held open.
 */
export const quoteRetentionDays = () => Number(process.env.FINANCE_QUOTE_DAYS) || 90
const pruneEveryMs = 60 * 60 * 1000
let lastPruned = 0

/** Deletes the quotes older than the retention; returns how many went. */
export async function pruneQuotes(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  const cutoff = new Date(now.getTime() - quoteRetentionDays() * 24 * 60 * 60 * 1000)
  const deleted = await payload.delete({
    collection: 'finance-quotes',
    where: { createdAt: { less_than: cutoff.toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  return deleted.docs.length
}

/** Each process prunes at most once an hour, after a quote is stored (every slider move stores one). */
function pruneNowAndThen() {
  const now = Date.now()
  if (now - lastPruned < pruneEveryMs) return
  lastPruned = now
  pruneQuotes().catch(() => {
    lastPruned = 0 // try again with the next quote
  })
}

export type StoredQuote = { quoteReference: string; quote: Quote; createdAt: string }

export async function storeQuote(entry: {
  organisation: string
  vehicle: VehicleBlock
  quote: Quote
}): Promise<string> {
  const payload = await payloadClient()
  // A clash of references is astronomically rare; the unique index catches it and one retry settles it.
  for (let attempt = 0; ; attempt++) {
    const quoteReference = newQuoteReference()
    try {
      await payload.create({
        collection: 'finance-quotes',
        overrideAccess: true,
        data: {
          quoteReference,
          family: entry.quote.family,
          organisation: entry.organisation,
          sourceVehicleId: entry.vehicle.SourceVehicleId,
          vehicle: entry.vehicle,
          quote: entry.quote,
        },
      })
      pruneNowAndThen()
      return quoteReference
    } catch (error) {
      if (attempt >= 1) throw error
    }
  }
}

export async function findQuote(quoteReference: string): Promise<StoredQuote | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'finance-quotes',
    where: { quoteReference: { equals: quoteReference } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const document: FinanceQuote | undefined = found.docs[0]
  return document
    ? {
        quoteReference: document.quoteReference,
        quote: document.quote as Quote,
        createdAt: document.createdAt,
      }
    : null
}
