import { describe, expect, it } from 'vitest'
import { availability, dayAvailability, fits, type BookedJob, type Capacity } from './free-times'

const hours = { opens: '08:00', closes: '12:00' }
/** Two bays, hourly slots: 08, 09, 10, 11 — eight places a day. */
const twoBays: Capacity = { bays: 2, slotMinutes: 60 }
const day = '2026-12-01'
const at = (time: string | null, minutes = 60): BookedJob => ({ date: day, time, minutes })

describe('dayAvailability', () => {
  it('offers every slot a job fits in before closing', () => {
    expect(dayAvailability({ date: day, hours, capacity: twoBays, bookings: [], minutes: 60 })).toEqual({
      date: day,
      availableSlots: ['08:00', '09:00', '10:00', '11:00'],
      allDaySlotAvailable: true,
    })
    // 150 minutes take three hourly slots, so the job must start by 09:00 to end by 12:00.
    expect(
      dayAvailability({ date: day, hours, capacity: twoBays, bookings: [], minutes: 150 }).availableSlots,
    ).toEqual(['08:00', '09:00'])
  })

  it('closes a slot once its bays are taken, and the slots a long job would run into', () => {
    const bookings = [at('09:00'), at('09:00')]
    expect(
      dayAvailability({ date: day, hours, capacity: twoBays, bookings, minutes: 60 }).availableSlots,
    ).toEqual(['08:00', '10:00', '11:00'])
    // A two-hour job from 08:00 would need a place at 09:00 too.
    expect(
      dayAvailability({ date: day, hours, capacity: twoBays, bookings, minutes: 120 }).availableSlots,
    ).toEqual(['10:00'])
  })

  it('keeps places for full-day jobs: 8 places, 6 taken by full-day cars, leave 2', () => {
    const bookings = [at(null, 180), at(null, 180)]
    const free = dayAvailability({ date: day, hours, capacity: twoBays, bookings, minutes: 60 })
    expect(free.availableSlots).toEqual(['08:00', '09:00', '10:00', '11:00'])
    expect(free.allDaySlotAvailable).toBe(true)
    // A third three-hour full-day job would need 3 of the 2 places left.
    expect(
      dayAvailability({ date: day, hours, capacity: twoBays, bookings, minutes: 180 }).allDaySlotAvailable,
    ).toBe(false)
    // With one timed job in, one place is left over the day: any slot still takes one more job…
    // …and after a second, none does, timed or full-day.
    expect(
      dayAvailability({
        date: day,
        hours,
        capacity: twoBays,
        bookings: [...bookings, at('08:00')],
        minutes: 60,
      }).availableSlots,
    ).toEqual(['08:00', '09:00', '10:00', '11:00'])
    expect(
      dayAvailability({
        date: day,
        hours,
        capacity: twoBays,
        bookings: [...bookings, at('08:00'), at('10:00')],
        minutes: 60,
      }),
    ).toEqual({ date: day, availableSlots: [], allDaySlotAvailable: false })
  })

  it('counts a job booked off the grid in every slot it overlaps', () => {
    const oneBay = { bays: 1, slotMinutes: 60 }
    expect(
      dayAvailability({ date: day, hours, capacity: oneBay, bookings: [at('09:30')], minutes: 60 })
        .availableSlots,
    ).toEqual(['08:00', '11:00'])
  })

  it('offers nothing on a closed day, and nothing before the earliest time', () => {
    expect(dayAvailability({ date: day, hours: null, capacity: twoBays, bookings: [], minutes: 60 })).toEqual(
      {
        date: day,
        availableSlots: [],
        allDaySlotAvailable: false,
      },
    )
    const later = dayAvailability({
      date: day,
      hours,
      capacity: twoBays,
      bookings: [],
      minutes: 60,
      earliest: '09:30',
    })
    expect(later.availableSlots).toEqual(['10:00', '11:00'])
    // The car could no longer be left before 08:00.
    expect(later.allDaySlotAvailable).toBe(false)
  })

  it('ignores bookings of other days', () => {
    const other: BookedJob = { date: '2026-12-02', time: '08:00', minutes: 240 }
    expect(
      dayAvailability({
        date: day,
        hours,
        capacity: { bays: 1, slotMinutes: 60 },
        bookings: [other],
        minutes: 60,
      }).availableSlots,
    ).toHaveLength(4)
  })
})

describe('fits', () => {
  it('accepts a free time and refuses a taken one or one off the grid', () => {
    const input = {
      date: day,
      hours,
      capacity: { bays: 1, slotMinutes: 60 },
      bookings: [at('09:00')],
      minutes: 60,
    }
    expect(fits({ ...input, time: '10:00' })).toBe(true)
    expect(fits({ ...input, time: '09:00' })).toBe(false)
    expect(fits({ ...input, time: '10:15' })).toBe(false)
    expect(fits({ ...input, time: null })).toBe(true)
  })
})

describe('availability', () => {
  // Monday first; Saturday and Sunday closed.
  const schedule = {
    openinghours: [
      ...['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'].map((name) => ({
        day: name,
        displayText: '07:00–17:00',
      })),
      { day: 'Lördag', displayText: 'Stängt' },
      { day: 'Söndag', displayText: 'Stängt' },
    ],
    deviationdays: [{ date: '2026-12-24', displayText: 'Stängt' }],
  }
  const base = {
    schedule,
    timeZone: 'Europe/Stockholm',
    market: 'SE' as const,
    capacity: { bays: 1, slotMinutes: 60 },
    bookings: [],
    minutes: 60,
    leadMinutes: 120,
  }

  it('applies the week, deviation days and the lead time in the workshop time zone', () => {
    // Tuesday 22 December 2026, 09:10 in Stockholm (08:10 UTC): ready from 11:10.
    const days = availability({ ...base, from: '2026-12-21', days: 7, now: new Date('2026-12-22T08:10:00Z') })
    expect(days.map((entry) => [entry.date, entry.availableSlots.length, entry.allDaySlotAvailable])).toEqual(
      [
        ['2026-12-21', 0, false], // Monday, already past
        ['2026-12-22', 5, false], // 12:00 … 16:00; too late to leave the car before 08:00
        ['2026-12-23', 10, true], // 07:00 … 16:00
        ['2026-12-24', 0, false], // deviation day: closed
        ['2026-12-25', 0, false], // Christmas Day: a Swedish public holiday
        ['2026-12-26', 0, false], // Saturday
        ['2026-12-27', 0, false], // Sunday
      ],
    )
    expect(days[1].availableSlots[0]).toBe('12:00')
  })

  it('refuses every public holiday of the market and opens on the working days between', () => {
    const now = new Date('2026-12-20T08:00:00Z')
    const days = availability({ ...base, from: '2026-12-28', days: 11, now })
    const bookable = days.filter((entry) => entry.availableSlots.length || entry.allDaySlotAvailable)
    // 31 December and 1 and 6 January are Swedish public holidays; 2–3 January a weekend.
    expect(bookable.map((entry) => entry.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-04',
      '2027-01-05',
      '2027-01-07',
    ])
    // A deviation day that states hours opens a holiday (the dealer's own word wins).
    const opened = { ...schedule, deviationdays: [{ date: '2027-01-06', displayText: '10:00–14:00' }] }
    const epiphany = availability({ ...base, schedule: opened, from: '2027-01-06', days: 1, now })
    expect(epiphany[0].availableSlots).toEqual(['10:00', '11:00', '12:00', '13:00'])
  })
})
