import { describe, expect, it } from 'vitest'
import { firstTimeSlot } from './booking-service'

describe('firstTimeSlot', () => {
  it('takes the first day with a free time, a slot at or before 08:00 over the full-day slot', () => {
    const closed = { date: '2026-12-21', availableSlots: [], allDaySlotAvailable: false }
    expect(
      firstTimeSlot([
        closed,
        { date: '2026-12-22', availableSlots: ['07:00', '09:00'], allDaySlotAvailable: true },
      ]),
    ).toEqual({ timeslot: '2026-12-22T07:00:00', isFullDay: false })
    expect(
      firstTimeSlot([{ date: '2026-12-22', availableSlots: ['10:00'], allDaySlotAvailable: true }]),
    ).toEqual({ timeslot: '2026-12-22T08:00:00', isFullDay: true })
    expect(
      firstTimeSlot([{ date: '2026-12-22', availableSlots: ['10:00'], allDaySlotAvailable: false }]),
    ).toEqual({ timeslot: '2026-12-22T10:00:00', isFullDay: false })
    expect(firstTimeSlot([closed])).toBeNull()
  })
})
