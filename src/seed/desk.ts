/**
 * The dealer desk's demo work (README "Trying the dealer desk"): leads of Automotive Stockholm in
 * every state, and workshop bookings of its workshop booked, confirmed, moved by the customer and
 * cancelled by the workshop, so the inbox and the planner are never empty on a fresh start. The
 * bookings go through the booking service itself, within capacity, on the next days the workshop
 * has free afternoons; each demo customer and car is the demo's own, so no visitor's bound on
 * open bookings counts them. Runs after the catalog and the capacities; skips what exists.
 */
import { addMinutes, parseISO } from 'date-fns'
import type { Payload } from 'payload'
import type { Lead } from '@/cms/payload-types'
import { hoursOn } from '@/lib/opening-hours'
import { todayIn } from '@/lib/dates/calendar-date'
import { siteFormat } from '@/services/leads/forms/asked-about'
import { askedAboutCar } from '@/services/leads/forms/car-contact'
import { searchOrThrow } from '@/services/search'
import { book, cancelBooking, confirmBooking, rebook } from '@/services/workshop/bookings'
import { bookingSchedule, capacityOf } from '@/services/workshop/capacity'
import { servicesByCode } from '@/services/workshop/catalogue'
import { availability } from '@/services/workshop/free-times'
import { workshopMarket, workshopsOf, workshopTimeZone } from '@/services/workshop/workshops'
import { demoDealerId, demoStaff } from './seed'

type Customer = { firstName: string; lastName: string; phone: string; email: string }

const customers: Customer[] = [
  { firstName: 'Eva', lastName: 'Lindqvist', phone: '+46 70 555 01 01', email: 'eva.lindqvist@example.se' },
  { firstName: 'Omar', lastName: 'Haddad', phone: '+46 70 555 01 02', email: 'omar.haddad@example.se' },
  { firstName: 'Karin', lastName: 'Berg', phone: '+46 70 555 01 03', email: 'karin.berg@example.se' },
  { firstName: 'Jonas', lastName: 'Ek', phone: '+46 70 555 01 04', email: 'jonas.ek@example.se' },
  { firstName: 'Sara', lastName: 'Nyström', phone: '+46 70 555 01 05', email: 'sara.nystrom@example.se' },
  { firstName: 'Mikael', lastName: 'Holm', phone: '+46 70 555 01 06', email: 'mikael.holm@example.se' },
]

async function staffUser(payload: Payload) {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: demoStaff.dealerStaff.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The lead's states, how long ago it came, and what the desk did with it. */
const leadPlan: Array<{
  state: Lead['state']
  minutesAgo: number
  note?: string
  lostReason?: string
  message: string
}> = [
  { state: 'new', minutesAgo: 12, message: 'Finns bilen kvar? Kan jag provköra på lördag?' },
  { state: 'new', minutesAgo: 190, message: 'Vad blir månadskostnaden med privatleasing?' },
  {
    state: 'contacted',
    minutesAgo: 26 * 60,
    note: 'Ringde, provkörning bokad torsdag 16:00.',
    message: 'Jag vill gärna provköra.',
  },
  {
    state: 'offer',
    minutesAgo: 3 * 24 * 60,
    note: 'Offert skickad med inbyte av hennes Golf.',
    message: 'Vad får jag för min Golf 2017 i inbyte?',
  },
  {
    state: 'won',
    minutesAgo: 6 * 24 * 60,
    note: 'Affär klar, leverans nästa vecka.',
    message: 'Jag tar den!',
  },
  {
    state: 'lost',
    minutesAgo: 9 * 24 * 60,
    lostReason: 'Köpte en annan bil',
    message: 'Finns den i en annan färg?',
  },
]

/** Leads of the demo dealer's cars, one per state of the desk. */
export async function seedDeskLeads(payload: Payload, now = new Date()): Promise<number> {
  const existing = await payload.count({
    collection: 'leads',
    where: { formSubmissionId: { like: 'demo-lead-' } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return 0
  const staff = await staffUser(payload)
  const sites = await payload.find({
    collection: 'sites',
    where: { name: { equals: 'automotive-se' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const site = sites.docs[0]
  const found = await searchOrThrow(
    {
      index: 'vehicles_automotive-se',
      filters: { car_site_id: [demoDealerId], car_is_sample: [false] },
      limit: leadPlan.length,
    },
    { cache: false },
  )
  const cars = found.content
  if (!site || !staff || cars.length === 0) return 0
  let created = 0
  for (const [index, plan] of leadPlan.entries()) {
    const car = cars[index % cars.length] as Record<string, unknown>
    const customer = customers[index]
    const seller = (Array.isArray(car.car_sellers) ? car.car_sellers[0] : null) as {
      name?: string
      email?: string
    } | null
    const sourceUrl = new URL(
      `/bilar/${String(car.car_id)}`,
      site.url || 'http://automotive-se.localhost',
    ).toString()
    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        formName: 'automotive-seCarContactForm',
        formSubmissionId: `demo-lead-${index + 1}`,
        site: 'automotive-se',
        dealer: demoDealerId,
        values: {
          ...car,
          name: `${customer.firstName} ${customer.lastName}`,
          phone: customer.phone,
          email: customer.email,
          message: plan.message,
          quote: index % 2 === 0,
          testDrive: index % 2 === 1,
          toName: seller?.name,
          toEmail: seller?.email,
          sourceUrl,
        },
        sourceUrl,
        ...askedAboutCar(car, siteFormat(site)),
        recipientName: seller?.name,
        recipientEmail: seller?.email ?? String(car.car_site_leads_email ?? ''),
        notificationStatus: 'outbox',
        state: 'new',
        createdAt: addMinutes(now, -plan.minutesAgo).toISOString(),
      },
    })
    if (plan.state !== 'new')
      await payload.update({
        collection: 'leads',
        id: lead.id,
        overrideAccess: true,
        user: staff,
        data: {
          state: plan.state,
          owner: staff.id,
          lostReason: plan.lostReason,
          notes: plan.note ? [{ text: plan.note }] : [],
        },
      })
    created++
  }
  return created
}

/**
 * Bookings of the demo dealer's workshop on its next days with free afternoons: one booked, one
 * confirmed, one left for the whole day, one the customer moved and one the workshop cancelled.
 */
export async function seedDeskBookings(
  payload: Payload,
  now = new Date(),
  sitesIndex = 'sites_automotive-se',
): Promise<number> {
  const existing = await payload.count({
    collection: 'workshop-bookings',
    where: { registrationNumber: { like: 'DEM' } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return 0
  const workshop = (await workshopsOf(sitesIndex)).find((entry) => entry.siteId === demoDealerId)
  const [service] = await servicesByCode(payload, ['smallservice'])
  if (!workshop || !service) return 0
  const capacity = await capacityOf(payload, workshop.departmentId)
  const schedule = bookingSchedule(workshop, capacity)
  const today = todayIn(workshopTimeZone, now)
  // Afternoon times only, one per slot: a visitor's morning stays as free as without the demo.
  const days = availability({
    schedule,
    timeZone: workshopTimeZone,
    market: workshopMarket,
    capacity,
    bookings: [],
    minutes: service.durationMinutes,
    from: today,
    days: 14,
    now,
    leadMinutes: capacity.leadMinutes,
  })
    .map((day) => ({ ...day, afternoon: day.availableSlots.filter((time) => time >= '13:00') }))
    .filter((day) => day.date > today && day.afternoon.length >= 2 && day.allDaySlotAvailable)
  if (days.length < 3) return 0
  const at = async (index: number, date: string, time: string | null) => {
    const customer = customers[index]
    const outcome = await book(
      payload,
      {
        departmentId: workshop.departmentId,
        workshopName: workshop.siteName,
        date,
        time,
        minutes: service.durationMinutes,
        registrationNumber: `DEM${101 + index}`,
        mileage: 12_000 + index * 9_500,
        customer,
        services: [{ kobraId: service.code }],
        today,
        client: null,
      },
      { hours: hoursOn(schedule, parseISO(date), workshopMarket), capacity },
    )
    if (outcome.status !== 'booked') throw new Error(`demo booking ${date} ${time}: ${outcome.status}`)
    return outcome.booking
  }
  const [first, second, third] = days
  await at(0, first.date, first.afternoon[0])
  await confirmBooking(payload, await at(1, first.date, first.afternoon[1]), now)
  await at(2, second.date, null)
  const moved = await at(3, second.date, second.afternoon[0])
  await rebook(
    payload,
    moved,
    { date: third.date, time: third.afternoon[0] },
    { hours: hoursOn(schedule, parseISO(third.date), workshopMarket), capacity },
    { by: 'customer', at: now },
  )
  await cancelBooking(payload, await at(4, third.date, third.afternoon[1]), {
    by: 'staff',
    at: now,
    reason: 'Verkstaden är fullbokad den dagen, ring oss för en ny tid.',
  })
  return 5
}
