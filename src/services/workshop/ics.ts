/**
 * The booking's calendar invitation (RFC 5545): one event in the workshop's time zone, attached
 * to the confirmation mail as text/calendar so a phone offers to add it. A moved or cancelled
 * booking sends the same event (UID) again with a higher SEQUENCE, which replaces the first. A handful of lines, so
 * written here rather than with a library: text escaped, lines folded at 75 octets, CRLF endings.
 */
export type CalendarEvent = {
  uid: string
  /** Local wall-clock start and end, 'yyyy-MM-ddTHH:mm'. */
  start: string
  end: string
  timeZone: string
  summary: string
  description: string
  location: string
  /** When the invitation was made (UTC). */
  stamp: Date
  /** The booking's changes so far: a calendar keeps the invitation with the highest. */
  sequence?: number
  /** A cancelled booking: the calendar marks the event cancelled. */
  cancelled?: boolean
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const localTime = (value: string) => `${value.replace(/[-:]/g, '').slice(0, 13)}00`
const utcTime = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

/** Folds a content line to 75 octets per line, continuation lines starting with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (encoder.encode(current + character).length > limit) {
      parts.push(current)
      current = character
    } else current += character
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function calendarInvitation(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vehicle Retail Platform//Workshop booking//SV',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcTime(event.stamp)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTART;TZID=${event.timeZone}:${localTime(event.start)}`,
    `DTEND;TZID=${event.timeZone}:${localTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
