import type { Metadata } from 'next'
import { payloadClient } from '@/services/content/payload'
import { settlePageOutcome } from '@/services/content/page-outcome'
import {
  appointmentText,
  bookingForLink,
  dayText,
  freeTimesFor,
  type LinkChangeStatus,
} from '@/services/workshop/booking-changes'
import { buttonClasses } from '@/ui/button/styles'
import { BookingDay } from './BookingDay'

/**
 * The customer's page of a workshop booking ("Bookings: changes"), opened from the link in the
 * confirmation mail or text: the booking, and forms that move it to another free time or cancel
 * it until the workshop's cut-off. The forms post without script (src/services/workshop/change-http.ts).
 * Texts are Swedish, as the booking flow's are (spec 03).
 */
type Props = {
  params: Promise<{ id: string; token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Din verkstadsbokning',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

const failures: Record<LinkChangeStatus | 'ServerError', string> = {
  invalid: 'Länken gäller inte längre.',
  expired: 'Länken har gått ut.',
  TooLate: 'Tiden kan inte längre ändras här. Ring verkstaden.',
  TimeslotNotAvailable: 'Den tiden hann bli upptagen. Välj en annan tid.',
  Stale: 'Bokningen har ändrats under tiden. Här är den som den är nu.',
  ServerError: 'Något gick fel. Försök igen om en stund.',
}

const done: Record<string, string> = {
  flyttad: 'Bokningen är flyttad. Vi har skickat en ny bekräftelse.',
  avbokad: 'Bokningen är avbokad. Vi har skickat en bekräftelse.',
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const dateTimeText = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  }).format(date)

export default async function BookingPage({ params, searchParams }: Props) {
  const [{ id, token }, query] = await Promise.all([params, searchParams])
  const payload = await payloadClient()
  const now = new Date()
  // Settled as found: the segment's not-found view (not-found.tsx) waits for this answer.
  const linked = await settlePageOutcome(() => bookingForLink(payload, id, token, now))
  if (linked.status !== 'found')
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="font-heading text-3xl">
          {linked.status === 'expired' ? 'Länken har gått ut' : 'Länken gäller inte'}
        </h1>
        <p className="mt-4">
          {linked.status === 'expired'
            ? 'Tiden för bokningen har passerat.'
            : 'Länken kan ha ersatts av en nyare i ett senare mejl eller sms, eller så är den felskriven.'}
        </p>
      </main>
    )
  const { booking, workshop } = linked
  const cancelled = booking.status === 'cancelled'
  const failure = failures[one(query.fel) as keyof typeof failures]
  const success = done[one(query.klart) ?? '']
  const days = linked.mayChange ? await freeTimesFor(payload, linked, now) : []
  const chosen = days.find((day) => day.date === one(query.dag))
  const action = `/api/workshop/bokning/${booking.confirmationId}/${token}`
  const confirmCancel = one(query.avboka) === '1'
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-heading text-3xl">{cancelled ? 'Avbokad verkstadstid' : 'Din verkstadstid'}</h1>
      {success || failure ? (
        <p role="status" className="mt-4 rounded bg-neutral-100 p-4 font-semibold">
          {success ?? failure}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Bokningsnummer</dt>
        <dd>{booking.confirmationId}</dd>
        <dt className="font-semibold">Verkstad</dt>
        <dd>{workshop ? `${workshop.siteName}, ${workshop.address}` : booking.departmentId}</dd>
        <dt className="font-semibold">Tid</dt>
        <dd data-testid="booking-time">{appointmentText(booking)}</dd>
        <dt className="font-semibold">Bil</dt>
        <dd>{booking.registrationNumber}</dd>
        {linked.serviceNames.length > 0 ? (
          <>
            <dt className="font-semibold">Tjänster</dt>
            <dd>{linked.serviceNames.join(', ')}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Status</dt>
        <dd>{cancelled ? 'Avbokad' : 'Bokad'}</dd>
      </dl>
      {!cancelled && !linked.mayChange ? (
        <p className="mt-8">
          Tiden kan inte längre flyttas eller avbokas här.
          {workshop?.phone ? ` Ring verkstaden på ${workshop.phone}.` : ' Kontakta verkstaden.'}
        </p>
      ) : null}
      {linked.mayChange ? (
        <>
          <p className="mt-8">
            Du kan flytta eller avboka tiden fram till {dateTimeText(linked.changeUntil)}.
          </p>
          <section aria-labelledby="move" className="mt-8">
            <h2 id="move" className="font-heading text-2xl">
              Flytta till en annan tid
            </h2>
            {days.length === 0 ? (
              <p className="mt-4">Det finns inga lediga tider de närmaste fyra veckorna.</p>
            ) : (
              <form method="get" className="mt-4 flex flex-wrap items-end gap-4">
                <label className="flex flex-col gap-1">
                  <span>Dag</span>
                  <select
                    name="dag"
                    defaultValue={chosen?.date}
                    className="min-h-11 rounded border border-neutral-500 px-3"
                  >
                    {days.map((day) => (
                      <option key={day.date} value={day.date}>
                        {dayText(day.date)}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className={buttonClasses('Secondary')}>
                  Visa lediga tider
                </button>
              </form>
            )}
            {chosen ? <BookingDay action={action} day={chosen} label={dayText(chosen.date)} /> : null}
          </section>
          <section aria-labelledby="cancel" className="mt-10">
            <h2 id="cancel" className="font-heading text-2xl">
              Avboka
            </h2>
            {confirmCancel ? (
              <form method="post" action={action} className="mt-4 flex flex-wrap items-center gap-4">
                <input type="hidden" name="action" value="cancel" />
                <p className="w-full">Vill du avboka tiden {appointmentText(booking)}?</p>
                <button type="submit" className={buttonClasses('Primary')}>
                  Ja, avboka tiden
                </button>
                <a href="?" className="underline">
                  Nej, behåll tiden
                </a>
              </form>
            ) : (
              <a href="?avboka=1" className={`${buttonClasses('Ghost')} mt-4`}>
                Avboka tiden…
              </a>
            )}
          </section>
        </>
      ) : null}
    </main>
  )
}
