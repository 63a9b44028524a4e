import { TZDate } from '@date-fns/tz'
import { addMonths, format } from 'date-fns'
import { workshopTimeZone } from './workshops'

/** Days one timeslots call answers: the time picker's four week tabs. */
export const timeslotDays = 28

/**
 * The last day a service can be booked: three months ahead by default, as for a wheel change
 * (spec 03 §9), or the months the workshop set, in the workshops' time zone ("Bookings: a
 * three-month horizon"). Later days have no free times and a booking for one is refused.
 */
export function bookingHorizon(now: Date, months = 3): string {
  return format(addMonths(new TZDate(now.getTime(), workshopTimeZone), months), 'yyyy-MM-dd')
}
