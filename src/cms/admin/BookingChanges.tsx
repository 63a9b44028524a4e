'use client'
/**
 * "Confirm, move or cancel" on a workshop booking's page ("Bookings: changes", "Bookings: the
 * planner"): the workshop's confirmation, a free time of the next four weeks, or a cancellation
 * with a reason for the customer, through the booking's endpoints
 * (src/services/workshop/staff-changes.ts). The customer is told by mail and text. Buttons, not
 * forms: the panel sits inside the document's own form.
 */
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import { adminLanguage, t } from './translated'

const texts = {
  heading: t(
    'Confirm, move or cancel',
    'Bekräfta, flytta eller avboka',
    'Bekreft, flytt eller avbestill',
    'Potvrdiť, presunúť alebo zrušiť',
  ),
  confirm: t('Confirm the booking', 'Bekräfta bokningen', 'Bekreft bestillingen', 'Potvrdiť objednávku'),
  confirmedAlready: t(
    'The workshop has confirmed this booking.',
    'Verkstaden har bekräftat bokningen.',
    'Verkstedet har bekreftet bestillingen.',
    'Dielňa túto objednávku potvrdila.',
  ),
  confirmed: t(
    'Confirmed. The customer has been told by mail and text.',
    'Bekräftad. Kunden har fått besked via mejl och sms.',
    'Bekreftet. Kunden har fått beskjed på e-post og SMS.',
    'Potvrdené. Zákazník dostal e-mail a SMS.',
  ),
  day: t('Day', 'Dag', 'Dag', 'Deň'),
  time: t('Time', 'Tid', 'Tid', 'Čas'),
  wholeDay: t('Whole day', 'Hela dagen', 'Hele dagen', 'Celý deň'),
  move: t('Move the booking', 'Flytta bokningen', 'Flytt bestillingen', 'Presunúť objednávku'),
  reason: t(
    'Reason (sent to the customer)',
    'Orsak (skickas till kunden)',
    'Årsak (sendes til kunden)',
    'Dôvod (pošle sa zákazníkovi)',
  ),
  reasonNeeded: t(
    'Write the reason for the customer first.',
    'Skriv först orsaken till kunden.',
    'Skriv først årsaken til kunden.',
    'Najprv napíšte dôvod pre zákazníka.',
  ),
  cancel: t('Cancel the booking', 'Avboka', 'Avbestill', 'Zrušiť objednávku'),
  noTimes: t(
    'No free time in the next four weeks.',
    'Inga lediga tider de närmaste fyra veckorna.',
    'Ingen ledige tider de neste fire ukene.',
    'Žiadny voľný termín v najbližších štyroch týždňoch.',
  ),
  closed: t(
    'This booking can no longer be changed.',
    'Bokningen kan inte längre ändras.',
    'Bestillingen kan ikke lenger endres.',
    'Objednávku už nemožno zmeniť.',
  ),
  moved: t(
    'Moved. The customer has been told by mail and text.',
    'Flyttad. Kunden har fått besked via mejl och sms.',
    'Flyttet. Kunden har fått beskjed på e-post og SMS.',
    'Presunuté. Zákazník dostal e-mail a SMS.',
  ),
  cancelled: t(
    'Cancelled. The customer has been told by mail and text.',
    'Avbokad. Kunden har fått besked via mejl och sms.',
    'Avbestilt. Kunden har fått beskjed på e-post og SMS.',
    'Zrušené. Zákazník dostal e-mail a SMS.',
  ),
  TimeslotNotAvailable: t(
    'That time is no longer free. Choose another.',
    'Tiden är inte längre ledig. Välj en annan.',
    'Tiden er ikke lenger ledig. Velg en annen.',
    'Termín už nie je voľný. Vyberte iný.',
  ),
  Stale: t(
    'The booking has changed meanwhile. Reload the page.',
    'Bokningen har ändrats under tiden. Ladda om sidan.',
    'Bestillingen er endret i mellomtiden. Last inn siden på nytt.',
    'Objednávka sa medzitým zmenila. Obnovte stránku.',
  ),
  failed: t(
    'The change could not be saved. Try again.',
    'Ändringen kunde inte sparas. Försök igen.',
    'Endringen kunne ikke lagres. Prøv igjen.',
    'Zmenu sa nepodarilo uložiť. Skúste znova.',
  ),
}

type Day = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }
type FreeTimes = {
  changeable: boolean
  confirmed: boolean
  sequence: number
  isFullDay: boolean
  days: Day[]
}

type Text = (key: keyof typeof texts) => string

/** What each change says once it is saved. */
const done = { move: 'moved', cancel: 'cancelled', confirm: 'confirmed' } as const

const panelStyle = {
  margin: 'var(--base) 0',
  padding: 'var(--base)',
  border: '1px solid var(--theme-elevation-150)',
}

/** A free day and time of the next four weeks (the whole day where the booking is one), and "Move". */
function MoveControls({
  ids,
  locale,
  text,
  days,
  date,
  times,
  chosenTime,
  busy,
  onDate,
  onTime,
  onMove,
}: {
  ids: { day: string; time: string }
  locale: string
  text: Text
  days: Day[]
  date: string
  times: string[]
  chosenTime: string
  busy: boolean
  onDate: (date: string) => void
  onTime: (time: string) => void
  /** The chosen start time, or null for the whole day. */
  onMove: (time: string | null) => void
}) {
  return (
    <div style={{ display: 'flex', gap: 'var(--base)', alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <div className="field-type">
        <label htmlFor={ids.day} className="field-label">
          {text('day')}
        </label>
        <select id={ids.day} value={date} onChange={(event) => onDate(event.target.value)}>
          {days.map((candidate) => (
            <option key={candidate.date} value={candidate.date}>
              {new Intl.DateTimeFormat(locale, {
                weekday: 'short',
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              }).format(new Date(`${candidate.date}T00:00:00Z`))}
            </option>
          ))}
        </select>
      </div>
      <div className="field-type">
        <label htmlFor={ids.time} className="field-label">
          {text('time')}
        </label>
        <select id={ids.time} value={chosenTime} onChange={(event) => onTime(event.target.value)}>
          {times.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate === 'heldag' ? text('wholeDay') : candidate}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-medium"
        disabled={busy || !chosenTime}
        onClick={() => onMove(chosenTime === 'heldag' ? null : chosenTime)}
      >
        {text('move')}
      </button>
    </div>
  )
}

/** The reason the customer reads, and "Cancel". */
function CancelControls({
  reasonId,
  text,
  reason,
  busy,
  onReason,
  onCancel,
}: {
  reasonId: string
  text: Text
  reason: string
  busy: boolean
  onReason: (reason: string) => void
  onCancel: () => void
}) {
  return (
    <div style={{ marginTop: 'var(--base)' }}>
      <div className="field-type">
        <label htmlFor={reasonId} className="field-label">
          {text('reason')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          aria-required="true"
          maxLength={500}
          rows={2}
          onChange={(event) => onReason(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-medium"
        disabled={busy}
        onClick={onCancel}
      >
        {text('cancel')}
      </button>
    </div>
  )
}

export function BookingChanges() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const router = useRouter()
  const language = adminLanguage(i18n.language)
  const text = (key: keyof typeof texts) => texts[key][language]
  const [free, setFree] = useState<FreeTimes | null>(null)
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  /** Counts the changes made here: each one reloads the free times and the booking's sequence. */
  const [changes, setChanges] = useState(0)
  const ids = { day: useId(), time: useId(), reason: useId(), heading: useId() }

  useEffect(() => {
    if (!id) return
    let current = true
    fetch(`/api/workshop-bookings/${id}/free-times`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<FreeTimes>) : null))
      .then((answer) => {
        if (!current || !answer) return
        setFree(answer)
        setDate(answer.days[0]?.date ?? '')
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [id, changes])

  if (!id || !free) return null
  const day = free.days.find((candidate) => candidate.date === date)
  const times = day ? (free.isFullDay ? (day.allDaySlotAvailable ? ['heldag'] : []) : day.availableSlots) : []
  const chosenTime = times.includes(time) ? time : (times[0] ?? '')

  async function send(action: keyof typeof done, body: object) {
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/workshop-bookings/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, sequence: free!.sequence }),
      })
      const answer = (await response.json().catch(() => ({}))) as { code?: string }
      if (response.ok) {
        setMessage({ text: text(done[action]), error: false })
        setChanges((count) => count + 1)
        router.refresh()
        return
      }
      const code = answer.code === 'TimeslotNotAvailable' || answer.code === 'Stale' ? answer.code : 'failed'
      setMessage({ text: text(code), error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={ids.heading} className="vrp-booking-changes" style={panelStyle}>
      <h3 id={ids.heading}>{text('heading')}</h3>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} style={{ fontWeight: 600 }}>
          {message.text}
        </p>
      ) : null}
      {!free.changeable ? <p>{text('closed')}</p> : null}
      {free.changeable && free.confirmed ? <p>{text('confirmedAlready')}</p> : null}
      {free.changeable && !free.confirmed ? (
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy}
          onClick={() => void send('confirm', {})}
        >
          {text('confirm')}
        </button>
      ) : null}
      {free.changeable && free.days.length === 0 ? <p>{text('noTimes')}</p> : null}
      {free.changeable && free.days.length > 0 ? (
        <MoveControls
          ids={ids}
          locale={i18n.language}
          text={text}
          days={free.days}
          date={date}
          times={times}
          chosenTime={chosenTime}
          busy={busy}
          onDate={setDate}
          onTime={setTime}
          onMove={(chosen) => void send('move', { date, time: chosen })}
        />
      ) : null}
      {free.changeable ? (
        <CancelControls
          reasonId={ids.reason}
          text={text}
          reason={reason}
          busy={busy}
          onReason={setReason}
          onCancel={() => {
            if (!reason.trim()) {
              setMessage({ text: text('reasonNeeded'), error: true })
              document.getElementById(ids.reason)?.focus()
              return
            }
            void send('cancel', { reason })
          }}
        />
      ) : null}
    </section>
  )
}
