import { describe, expect, it } from 'vitest'
import { planDay } from './planner'

const capacity = { bays: 2, slotMinutes: 60 }
const hours = { opens: '08:00', closes: '12:00' }
const job = (name: string, time: string, minutes: number, extra: object = {}) => ({
  name,
  time,
  minutes,
  status: 'booked',
  ...extra,
})

describe('planDay', () => {
  it('lays timed bookings in the first free bay over the slots their work takes, and counts places left', () => {
    const plan = planDay({
      date: '2027-01-11',
      hours,
      capacity,
      bookings: [job('b', '09:00', 60), job('a', '08:00', 120), job('c', '09:00', 30)],
    })
    expect(plan.slots.map((slot) => slot.time)).toEqual(['08:00', '09:00', '10:00', '11:00'])
    const names = plan.slots.map((slot) =>
      slot.bays.map((cell) => (cell === null ? '-' : cell === 'taken' ? '|' : cell.booking.name)),
    )
    // a takes bay 1 for two hours; b starts in bay 2 at 09:00; c finds no bay left at 09:00.
    expect(names).toEqual([
      ['a', '-'],
      ['|', 'b'],
      ['-', '-'],
      ['-', '-'],
    ])
    expect(plan.slots[0].bays[0]).toMatchObject({ slots: 2 })
    expect(plan.slots.map((slot) => slot.left)).toEqual([1, 0, 2, 2])
    expect(plan.apart.map((booking) => booking.name)).toEqual(['c'])
    expect(plan.placesLeft).toBe(5)
  })

  it('lists full-day cars and cancelled bookings apart, and full-day work takes places of the day', () => {
    const plan = planDay({
      date: '2027-01-11',
      hours,
      capacity,
      bookings: [
        job('whole', '08:00', 120, { isFullDay: true }),
        job('gone', '08:00', 60, { status: 'cancelled' }),
        job('kept', '10:00', 60, { status: 'confirmed' }),
      ],
    })
    expect(plan.fullDay.map((booking) => booking.name)).toEqual(['whole'])
    expect(plan.cancelled.map((booking) => booking.name)).toEqual(['gone'])
    expect(plan.slots[2].bays[0]).toMatchObject({ booking: { name: 'kept' } })
    // 8 places, one timed, two taken by the full-day car.
    expect(plan.placesLeft).toBe(5)
  })

  it('keeps bookings a closed day or shortened hours cannot hold, and cuts work at closing', () => {
    const closed = planDay({ date: '2027-01-11', hours: null, capacity, bookings: [job('x', '09:00', 60)] })
    expect(closed.slots).toEqual([])
    expect(closed.apart.map((booking) => booking.name)).toEqual(['x'])
    const late = planDay({
      date: '2027-01-11',
      hours,
      capacity,
      bookings: [job('early', '07:00', 60), job('long', '11:00', 180)],
    })
    expect(late.apart.map((booking) => booking.name)).toEqual(['early'])
    expect(late.slots[3].bays[0]).toMatchObject({ booking: { name: 'long' }, slots: 1 })
  })
})
