import { describe, expect, it } from 'vitest'
import { remainingUntil } from './remaining'

describe('remainingUntil', () => {
  const target = Date.UTC(2027, 0, 15, 9, 0, 0)

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 400
    expect(remainingUntil(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })

  it('stops at zero', () => {
    expect(remainingUntil(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(remainingUntil(target, target + 60_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})
