import { describe, expect, it } from 'vitest'
import { easterSunday, isPublicHoliday, publicHolidays, type HolidayMarket } from '.'

// Each market's published calendar for 2026 and 2027, written out by hand (not computed).
const expected: Record<HolidayMarket, Record<2026 | 2027, string>> = {
  SE: {
    2026: '01-01 01-06 04-03 04-05 04-06 05-01 05-14 05-24 06-06 06-19 06-20 10-31 12-24 12-25 12-26 12-31',
    2027: '01-01 01-06 03-26 03-28 03-29 05-01 05-06 05-16 06-06 06-25 06-26 11-06 12-24 12-25 12-26 12-31',
  },
  NO: {
    2026: '01-01 04-02 04-03 04-05 04-06 05-01 05-14 05-17 05-24 05-25 12-25 12-26',
    // Whit Monday falls on Constitution Day (17 May).
    2027: '01-01 03-25 03-26 03-28 03-29 05-01 05-06 05-16 05-17 12-25 12-26',
  },
  FI: {
    2026: '01-01 01-06 04-03 04-05 04-06 05-01 05-14 05-24 06-19 06-20 10-31 12-06 12-24 12-25 12-26',
    2027: '01-01 01-06 03-26 03-28 03-29 05-01 05-06 05-16 06-25 06-26 11-06 12-06 12-24 12-25 12-26',
  },
  SK: {
    2026: '01-01 01-06 04-03 04-06 05-01 05-08 07-05 08-29 09-15 11-01 12-24 12-25 12-26',
    2027: '01-01 01-06 03-26 03-29 05-01 05-08 07-05 08-29 09-15 11-01 12-24 12-25 12-26',
  },
  // England and Wales: Boxing Day 2026 (a Saturday) moves to Monday 28th; Christmas and Boxing Day 2027 to 27th and 28th.
  UK: {
    2026: '01-01 04-03 04-06 05-04 05-25 08-31 12-25 12-28',
    2027: '01-01 03-26 03-29 05-03 05-31 08-30 12-27 12-28',
  },
}

describe('publicHolidays', () => {
  for (const [market, years] of Object.entries(expected)) {
    for (const [year, dates] of Object.entries(years)) {
      it(`gives ${market}'s public holidays of ${year}`, () => {
        expect(publicHolidays(market as HolidayMarket, Number(year))).toEqual(
          dates.split(' ').map((date) => `${year}-${date}`),
        )
      })
    }
  }

  it('moves New Year’s Day on a weekend to the Monday in England', () => {
    expect(publicHolidays('UK', 2028)[0]).toBe('2028-01-03')
    expect(isPublicHoliday('UK', '2028-01-01')).toBe(false)
  })

  it('keeps Slovakia’s 1 September and 17 November as days off before 2026 only', () => {
    expect(isPublicHoliday('SK', '2025-09-01')).toBe(true)
    expect(isPublicHoliday('SK', '2026-11-17')).toBe(false)
  })
})

describe('easterSunday', () => {
  it('follows the Gregorian computus, earliest and latest dates included', () => {
    const sundays = [2008, 2011, 2024, 2026, 2027, 2038, 2285].map((year) =>
      easterSunday(year).toISOString().slice(0, 10),
    )
    expect(sundays).toEqual([
      '2008-03-23',
      '2011-04-24',
      '2024-03-31',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ])
  })
})

describe('isPublicHoliday', () => {
  it('closes Christmas Day and Epiphany where they are holidays, not a working day', () => {
    expect(isPublicHoliday('SE', '2026-12-25')).toBe(true)
    expect(isPublicHoliday('SE', '2027-01-06')).toBe(true)
    expect(isPublicHoliday('NO', '2027-01-06')).toBe(false)
    expect(isPublicHoliday('SE', '2026-12-23')).toBe(false)
  })
})
