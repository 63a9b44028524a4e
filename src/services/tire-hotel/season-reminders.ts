/**
 * The tire hotel's season reminder ("Bookings: reminders"): from the day a station opens its
 * wheel-change season (Workshop capacities → "Wheel-change season opens"), each of its agreements
 * gets a text, and a mail when it has an address, that the wheel change can be booked, with the
 * tire hotel's page. Once per agreement and season however many servers run the job: each
 * agreement is claimed by one conditional update of the season it was told of before its messages
 * go out; one whose messages fail is released for the next run.
 */
import 'server-only'
import { differenceInCalendarDays, parseISO } from 'date-fns'
import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { Payload } from 'payload'
import { todayIn } from '@/lib/dates/calendar-date'
import { logger } from '@/lib/log/logger'
import { serverUrl } from '@/lib/server-url'
import { sendEmail } from '@/services/email'
import { sendSms } from '@/services/sms'
import { inTransaction } from '@/services/workshop/bookings'
import { workshopDay } from '@/services/workshop/capacity'
import { workshopSite } from '@/services/workshop/network'
import { workshopTimeZone } from '@/services/workshop/workshops'

const log = logger.child({ name: 'tire-hotel' })

/** Days after a season opens that its reminders still go, to agreements made meanwhile too. */
export const seasonReminderDays = 28

type Column = Parameters<typeof eq>[0]
type AgreementsTable = { id: Column; seasonRemindedFor: Column }
type Update = {
  set: (values: object) => {
    where: (condition: unknown) => { returning: (fields: object) => Promise<unknown[]> }
  }
}

/** Sets the season the agreement was told of, where `from` still holds; true when it did. */
async function markSeason(payload: Payload, id: number, season: string | null, from: 'unclaimed' | string) {
  const table = (payload.db as unknown as { tables: Record<string, AgreementsTable> }).tables
    .tire_hotel_agreements
  return inTransaction(payload, [], async (_req, db) => {
    const changed = await (db.update(table) as Update)
      .set({ seasonRemindedFor: season })
      .where(
        from === 'unclaimed'
          ? and(
              eq(table.id, id),
              or(isNull(table.seasonRemindedFor), ne(table.seasonRemindedFor, season as string)),
            )
          : and(eq(table.id, id), eq(table.seasonRemindedFor, from)),
      )
      .returning({ id: table.id })
    return { commit: true, result: changed.length === 1 }
  })
}

/** The tire hotel's page on the site whose workshops the flow books, or that site's home. */
async function tireHotelPage(payload: Payload): Promise<string> {
  const site = await workshopSite(payload)
  const base = site?.url || serverUrl()
  if (!site) return base
  const pages = await payload.find({
    collection: 'pages',
    where: { site: { equals: site.id }, 'main.blockType': { equals: 'tireHotel' } },
    locale: 'sv',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { path: true },
  })
  return new URL(pages.docs[0]?.path ?? '/', base).toString()
}

/** Sends the season reminders due at `now`; answers how many agreements were told. */
export async function sendSeasonReminders(payload: Payload, now: Date): Promise<number> {
  const today = todayIn(workshopTimeZone, now)
  const stations = await payload.find({
    collection: 'workshop-capacities',
    where: { wheelSeasonOpens: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { departmentId: true, workshopName: true, wheelSeasonOpens: true },
  })
  const open = stations.docs
    .map((station) => ({ ...station, season: workshopDay(station.wheelSeasonOpens!) }))
    .filter(
      (station) =>
        station.season <= today &&
        differenceInCalendarDays(parseISO(today), parseISO(station.season)) < seasonReminderDays,
    )
  if (open.length === 0) return 0
  const page = await tireHotelPage(payload)
  let sent = 0
  for (const station of open) {
    const due = await payload.find({
      collection: 'tire-hotel-agreements',
      where: {
        station: { equals: station.departmentId },
        anonymisedAt: { exists: false },
        or: [{ seasonRemindedFor: { exists: false } }, { seasonRemindedFor: { not_equals: station.season } }],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { customerName: true, phone: true, email: true, seasonRemindedFor: true },
    })
    const name = station.workshopName || 'verkstaden'
    for (const agreement of due.docs) {
      if (!agreement.phone || !(await markSeason(payload, agreement.id, station.season, 'unclaimed')))
        continue
      try {
        await sendSms({
          to: agreement.phone,
          subject: `Hjulskifte ${name}`,
          text: `Nu kan du boka hjulskifte för dina hjul i däckhotellet hos ${name}: ${page}`,
        })
        if (agreement.email)
          await sendEmail({
            to: agreement.email,
            toName: agreement.customerName,
            subject: `Dags att boka hjulskifte, ${name}`,
            text: `Hej ${agreement.customerName}!\n\nSäsongen för hjulskifte har börjat hos ${name}, där dina hjul förvaras i däckhotellet. Boka en tid här: ${page}`,
          })
        sent++
      } catch (error) {
        // Not told: the next run tries again.
        await markSeason(payload, agreement.id, agreement.seasonRemindedFor ?? null, station.season)
        log.error(
          { code: 'TIRE_HOTEL_SEASON_REMINDER_FAILED', agreementId: agreement.id, err: error },
          'season reminder failed',
        )
      }
    }
  }
  return sent
}
