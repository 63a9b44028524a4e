/**
 * The workshop planner ("Bookings: the planner"), /admin/planner: one workshop's day or week of
 * bookings by time and bay, with the places left in each slot, the cars left for the whole day and
 * the days the workshop is closed. Each booking links to its page, where staff confirm, move or
 * cancel it. Rendered on the server; the choices are a plain GET form and links.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { addDays, format, parseISO, startOfISOWeek } from 'date-fns'
import Link from 'next/link'
import type { AdminViewServerProps, Payload, TypedUser } from 'payload'
import { isGroupAdmin, roleOf } from '../access/roles'
import { plannerDays, plannerWorkshops, type PlannerBooking } from '@/services/workshop/planner-data'
import type { DayPlan } from '@/services/workshop/planner'
import { workshopTimeZone } from '@/services/workshop/workshops'
import { todayIn } from '@/lib/dates/calendar-date'
import { adminLanguage, t, type AdminLanguage } from './translated'
import './planner.css'

const texts = {
  title: t('Workshop planner', 'Verkstadsplanering', 'Verkstedplanlegging', 'Plánovanie dielne'),
  workshop: t('Workshop', 'Verkstad', 'Verksted', 'Dielňa'),
  date: t('Date', 'Datum', 'Dato', 'Dátum'),
  view: t('View', 'Visa', 'Vis', 'Zobraziť'),
  day: t('Day', 'Dag', 'Dag', 'Deň'),
  week: t('Week', 'Vecka', 'Uke', 'Týždeň'),
  show: t('Show', 'Visa', 'Vis', 'Zobraziť'),
  previous: t('Previous', 'Föregående', 'Forrige', 'Predchádzajúci'),
  next: t('Next', 'Nästa', 'Neste', 'Ďalší'),
  today: t('Today', 'I dag', 'I dag', 'Dnes'),
  time: t('Time', 'Tid', 'Tid', 'Čas'),
  bay: t('Bay', 'Plats', 'Plass', 'Miesto'),
  left: t('Free places', 'Lediga platser', 'Ledige plasser', 'Voľné miesta'),
  closed: t('Closed', 'Stängt', 'Stengt', 'Zatvorené'),
  fullDay: t(
    'Left for the whole day (before 08:00)',
    'Lämnas hela dagen (före 08:00)',
    'Leveres for hele dagen (før 08:00)',
    'Na celý deň (do 08:00)',
  ),
  apart: t(
    'Outside the hours or the bays: move these',
    'Utanför öppettiderna eller platserna: flytta dessa',
    'Utenfor åpningstidene eller plassene: flytt disse',
    'Mimo hodín alebo miest: presuňte ich',
  ),
  cancelled: t('Cancelled', 'Avbokade', 'Avbestilte', 'Zrušené'),
  none: t('No bookings.', 'Inga bokningar.', 'Ingen bestillinger.', 'Žiadne objednávky.'),
  noWorkshops: t(
    'You plan for no workshop. A group admin gives you your dealers.',
    'Du planerar för ingen verkstad. En gruppadministratör ger dig dina anläggningar.',
    'Du planlegger for ingen verksted. En gruppeadministrator gir deg dine forhandlere.',
    'Neplánujete pre žiadnu dielňu. Správca skupiny vám priradí predajcov.',
  ),
  free: t('Free', 'Lediga', 'Ledige', 'Voľné'),
}

const stateTexts = {
  booked: t('Booked', 'Bokad', 'Bestilt', 'Objednané'),
  confirmed: t('Confirmed', 'Bekräftad', 'Bekreftet', 'Potvrdené'),
  cancelled: t('Cancelled', 'Avbokad', 'Avbestilt', 'Zrušené'),
}

const locales: Record<AdminLanguage, string> = { en: 'en-GB', sv: 'sv-SE', nb: 'nb-NO', sk: 'sk-SK' }

const workshopToday = () => todayIn(workshopTimeZone, new Date())

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const isDate = (value: string | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parseISO(value).getTime()))

const bookingHref = (booking: PlannerBooking) => `/admin/collections/workshop-bookings/${booking.id}`

function BookingLink({ booking, language }: { booking: PlannerBooking; language: AdminLanguage }) {
  return (
    <a href={bookingHref(booking)} className={`vrp-planner__booking vrp-planner__booking--${booking.status}`}>
      <strong>
        {booking.isFullDay ? '' : `${booking.time} `}
        {booking.registrationNumber}
      </strong>{' '}
      {booking.customerName}
      <br />
      <small>
        {booking.services.join(', ')} · {stateTexts[booking.status][language]}
      </small>
    </a>
  )
}

function BookingList({ bookings, language }: { bookings: PlannerBooking[]; language: AdminLanguage }) {
  return (
    <ul className="vrp-planner__list">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingLink booking={booking} language={language} />
        </li>
      ))}
    </ul>
  )
}

function DayView({
  plan,
  language,
  note,
}: {
  plan: DayPlan<PlannerBooking>
  language: AdminLanguage
  note?: string
}) {
  const text = (key: keyof typeof texts) => texts[key][language]
  const bays = plan.slots[0]?.bays.length ?? 0
  return (
    <>
      {plan.hours ? null : (
        <p>
          <strong>{text('closed')}</strong>
          {note ? ` · ${note}` : ''}
        </p>
      )}
      {plan.fullDay.length > 0 ? (
        <>
          <h3>{text('fullDay')}</h3>
          <BookingList bookings={plan.fullDay} language={language} />
        </>
      ) : null}
      {plan.slots.length > 0 ? (
        <table className="vrp-planner__grid">
          <caption>
            {plan.hours ? `${plan.hours.opens}–${plan.hours.closes}` : ''}
            {note ? ` · ${note}` : ''} · {text('free')}: {plan.placesLeft}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text('time')}</th>
              {Array.from({ length: bays }, (_, index) => (
                <th scope="col" key={index}>
                  {text('bay')} {index + 1}
                </th>
              ))}
              <th scope="col">{text('left')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.slots.map((slot) => (
              <tr key={slot.time}>
                <th scope="row">{slot.time}</th>
                {slot.bays.map((cell, index) =>
                  cell === 'taken' ? null : (
                    <td key={index} rowSpan={cell?.slots ?? 1}>
                      {cell ? <BookingLink booking={cell.booking} language={language} /> : null}
                    </td>
                  ),
                )}
                <td>{slot.left}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {plan.apart.length > 0 ? (
        <>
          <h3>{text('apart')}</h3>
          <BookingList bookings={plan.apart} language={language} />
        </>
      ) : null}
      {plan.cancelled.length > 0 ? (
        <details>
          <summary>
            {text('cancelled')} ({plan.cancelled.length})
          </summary>
          <BookingList bookings={plan.cancelled} language={language} />
        </details>
      ) : null}
      {plan.slots.length > 0 &&
      plan.fullDay.length + plan.apart.length + plan.cancelled.length === 0 &&
      plan.slots.every((slot) => slot.left === bays) ? (
        <p>{text('none')}</p>
      ) : null}
    </>
  )
}

function WeekView({
  plans,
  language,
  notes,
  dayHref,
}: {
  plans: DayPlan<PlannerBooking>[]
  language: AdminLanguage
  notes: Map<string, string>
  dayHref: (date: string) => string
}) {
  const text = (key: keyof typeof texts) => texts[key][language]
  const dayName = new Intl.DateTimeFormat(locales[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const times = [...new Set(plans.flatMap((plan) => plan.slots.map((slot) => slot.time)))].sort()
  return (
    <table className="vrp-planner__grid vrp-planner__grid--week">
      <thead>
        <tr>
          <th scope="col">{text('time')}</th>
          {plans.map((plan) => (
            <th scope="col" key={plan.date}>
              <a href={dayHref(plan.date)}>{dayName.format(new Date(`${plan.date}T00:00:00Z`))}</a>
              <br />
              <small>
                {plan.hours
                  ? `${plan.hours.opens}–${plan.hours.closes} · ${text('free')}: ${plan.placesLeft}`
                  : text('closed')}
                {notes.get(plan.date) ? ` · ${notes.get(plan.date)}` : ''}
              </small>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{text('fullDay')}</th>
          {plans.map((plan) => (
            <td key={plan.date}>
              <BookingList bookings={plan.fullDay} language={language} />
            </td>
          ))}
        </tr>
        {times.map((time) => (
          <tr key={time}>
            <th scope="row">{time}</th>
            {plans.map((plan) => {
              const slot = plan.slots.find((candidate) => candidate.time === time)
              const starting = slot
                ? slot.bays.flatMap((cell) => (cell && cell !== 'taken' ? [cell.booking] : []))
                : []
              return (
                <td key={plan.date}>
                  <BookingList bookings={starting} language={language} />
                  {slot ? (
                    <small>
                      {text('free')}: {slot.left}
                    </small>
                  ) : null}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export async function Planner({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const language = adminLanguage(req.i18n.language)
  const text = (key: keyof typeof texts) => texts[key][language]
  const workshops = req.user ? await plannerWorkshops(req) : []
  const asked = {
    workshop: first(searchParams?.workshop),
    date: first(searchParams?.date),
    view: first(searchParams?.view) === 'week' ? 'week' : 'day',
  }
  const today = workshopToday()
  const workshop = workshops.find((entry) => entry.departmentId === asked.workshop) ?? workshops[0]
  const date = isDate(asked.date) ? asked.date : today
  const from = asked.view === 'week' ? format(startOfISOWeek(parseISO(date)), 'yyyy-MM-dd') : date
  const days = asked.view === 'week' ? 7 : 1
  const shown = workshop ? await plannerDays(req.payload, req, workshop, from, days) : null
  const href = (changes: Partial<typeof asked>) => {
    const query = new URLSearchParams({
      workshop: workshop?.departmentId ?? '',
      date,
      view: asked.view,
      ...changes,
    } as Record<string, string>)
    return `/admin/planner?${query}`
  }
  const step = (direction: number) => format(addDays(parseISO(date), direction * days), 'yyyy-MM-dd')
  const longDay = new Intl.DateTimeFormat(locales[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="vrp-planner">
        <h1>{text('title')}</h1>
        {workshop && shown ? (
          <>
            <form method="get" action="/admin/planner" className="vrp-planner__choice">
              <label>
                {text('workshop')}{' '}
                <select name="workshop" defaultValue={workshop.departmentId}>
                  {workshops.map((entry) => (
                    <option key={entry.departmentId} value={entry.departmentId}>
                      {entry.siteName}
                    </option>
                  ))}
                </select>
              </label>{' '}
              <label>
                {text('date')} <input type="date" name="date" defaultValue={date} />
              </label>{' '}
              <label>
                {text('view')}{' '}
                <select name="view" defaultValue={asked.view}>
                  <option value="day">{text('day')}</option>
                  <option value="week">{text('week')}</option>
                </select>
              </label>{' '}
              <button type="submit" className="btn btn--style-secondary btn--size-small">
                {text('show')}
              </button>
            </form>
            <nav aria-label={text('date')} className="vrp-planner__steps">
              <a href={href({ date: step(-1) })}>← {text('previous')}</a> ·{' '}
              <a href={href({ date: today })}>{text('today')}</a> ·{' '}
              <a href={href({ date: step(1) })}>{text('next')} →</a>
            </nav>
            <h2>
              {workshop.siteName} ·{' '}
              {asked.view === 'week'
                ? `${text('week')} ${format(parseISO(from), 'I')}`
                : longDay.format(new Date(`${date}T00:00:00Z`))}
            </h2>
            {asked.view === 'week' ? (
              <WeekView
                plans={shown.plans}
                language={language}
                notes={shown.notes}
                dayHref={(day) => href({ date: day, view: 'day' })}
              />
            ) : (
              <DayView plan={shown.plans[0]} language={language} note={shown.notes.get(date)} />
            )}
          </>
        ) : (
          <p>{text('noWorkshops')}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

type LinkProps = { user?: TypedUser | null; i18n: { language: string }; payload?: Payload }

/** The planner's place in the navigation, for the roles that work bookings. */
export function PlannerLink({ user, i18n }: LinkProps) {
  const role = roleOf(user as never)
  if (!user || !(isGroupAdmin(user as never) || role === 'dealerStaff' || role === 'workshopReception'))
    return null
  return (
    <Link href="/admin/planner" className="nav__link vrp-planner-link">
      {texts.title[adminLanguage(i18n.language)]}
    </Link>
  )
}
