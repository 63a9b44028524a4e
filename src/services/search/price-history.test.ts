import { describe, expect, it } from 'vitest'
import { priceDropOf } from './price-history'

const now = new Date('2026-12-07T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

describe('the price drop a car page shows', () => {
  it('is the highest earlier price of the last 30 days, from when the price went down from it', () => {
    const history = [
      { price: 200_000, seenAt: daysAgo(60) },
      { price: 189_000, seenAt: daysAgo(20) },
      { price: 195_000, seenAt: daysAgo(10) },
      { price: 179_000, seenAt: daysAgo(2) },
    ]
    // 200 000 was still shown 30 days ago: it was in effect until 20 days ago.
    expect(priceDropOf(history, 179_000, now)).toEqual({ from: 200_000, to: 179_000, at: daysAgo(20) })
  })

  it('forgets a price that ended before the window, and says nothing without a drop', () => {
    const history = [
      { price: 200_000, seenAt: daysAgo(60) },
      { price: 150_000, seenAt: daysAgo(40) },
      { price: 160_000, seenAt: daysAgo(5) },
    ]
    expect(priceDropOf(history, 160_000, now)).toBeNull()
    expect(priceDropOf([{ price: 150_000, seenAt: daysAgo(3) }], 150_000, now)).toBeNull()
    expect(priceDropOf(history.slice(0, 2), 150_000, now, 50)).toEqual({
      from: 200_000,
      to: 150_000,
      at: daysAgo(40),
    })
    expect(priceDropOf(history, null, now)).toBeNull()
  })
})
