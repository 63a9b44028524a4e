import { describe, expect, it } from 'vitest'
import { calendarInvitation } from './ics'

const event = {
  uid: 'K7M2P9QX4R@workshop.example',
  start: '2026-12-01T09:00',
  end: '2026-12-01T12:00',
  timeZone: 'Europe/Stockholm',
  summary: 'Service, Automotive Stockholm',
  description: 'Originalservice; Tvätt\nBokningsnummer K7M2P9QX4R',
  location: 'Industrivägen 12, 111 20 Stockholm',
  stamp: new Date('2026-11-25T10:15:30Z'),
}

describe('calendarInvitation', () => {
  it('writes one event in the workshop time zone with CRLF line endings', () => {
    const text = calendarInvitation(event)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:K7M2P9QX4R@workshop.example',
        'DTSTAMP:20261125T101530Z',
        'DTSTART;TZID=Europe/Stockholm:20261201T090000',
        'DTEND;TZID=Europe/Stockholm:20261201T120000',
        'SUMMARY:Service\\, Automotive Stockholm',
        'DESCRIPTION:Originalservice\\; Tvätt\\nBokningsnummer K7M2P9QX4R',
      ]),
    )
  })

  it('sends a moved or cancelled booking as the same event with a higher sequence', () => {
    expect(calendarInvitation(event).split('\r\n')).toEqual(
      expect.arrayContaining(['SEQUENCE:0', 'STATUS:CONFIRMED']),
    )
    const cancelled = calendarInvitation({ ...event, sequence: 2, cancelled: true }).split('\r\n')
    expect(cancelled).toEqual(
      expect.arrayContaining(['UID:K7M2P9QX4R@workshop.example', 'SEQUENCE:2', 'STATUS:CANCELLED']),
    )
  })

  it('folds lines longer than 75 octets, counting å, ä and ö as two', () => {
    const long = calendarInvitation({ ...event, location: 'Ä'.repeat(60) })
    const lines = long.split('\r\n')
    const start = lines.findIndex((line) => line.startsWith('LOCATION:'))
    expect(new TextEncoder().encode(lines[start]).length).toBeLessThanOrEqual(75)
    expect(lines[start + 1].startsWith(' ')).toBe(true)
    expect(
      lines[start] +
        lines[start + 1].slice(1) +
        (lines[start + 2].startsWith(' ') ? lines[start + 2].slice(1) : ''),
    ).toBe(`LOCATION:${'Ä'.repeat(60)}`)
  })
})
