/**
 * A car's price drop as the site has seen it ("Saved searches: price drop note"): from the prices
 * each import recorded in catalog_price_history, the highest price shown at any time in the last
 * `priceDropDays` days, when it is higher than the current one, and when it went down from there.
 */
import { catalogDb } from './db/connection'

export const priceDropDays = 30
const day = 86_400_000

export type PricePoint = { price: number | null; seenAt: string }
export type PriceDrop = { from: number; to: number; at: string }

/** Pure: `history` oldest first; each price held from its `seenAt` until the next one's. */
export function priceDropOf(
  history: readonly PricePoint[],
  current: number | null,
  now: Date,
  days = priceDropDays,
): PriceDrop | null {
  if (current === null) return null
  const windowStart = now.getTime() - days * day
  let highest: { price: number; next: string } | null = null
  // The last point is the price shown now.
  for (let index = 0; index < history.length - 1; index++) {
    const { price } = history[index]
    const next = history[index + 1].seenAt
    if (price === null || Date.parse(next) <= windowStart) continue
    if (!highest || price >= highest.price) highest = { price, next }
  }
  return highest && highest.price > current ? { from: highest.price, to: current, at: highest.next } : null
}

/** The car's price drop in its index, or null. */
export async function findPriceDrop(
  index: string,
  carId: string,
  current: number | null,
  now = new Date(),
): Promise<PriceDrop | null> {
  if (current === null) return null
  const db = await catalogDb()
  const rows = await db.query(
    'SELECT price, seen_at FROM catalog_price_history WHERE index_name = ? AND car_id = ? ORDER BY seen_at',
    [index, carId],
  )
  return priceDropOf(
    rows.map((row) => ({
      price: row.price === null ? null : Number(row.price),
      seenAt: String(row.seen_at),
    })),
    current,
    now,
  )
}
