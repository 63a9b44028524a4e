import type { Site } from '@/cms/payload-types'

const marketTimeZones: Record<Site['market'], string> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  SK: 'Europe/Bratislava',
  UK: 'Europe/London',
}

export function siteTimeZone(site: Pick<Site, 'market'>): string {
  return marketTimeZones[site.market] ?? 'UTC'
}

/**
 * A story's formattedDateValue (spec 01 §3): its date and time in the site's locale, separated by
 * one space. Spaces inside the date itself (Slovak "12. 3. 2026") become no-break spaces, so the
 * first space-separated part is always the whole date.
 */
export function formattedDateValue(iso: string, intlLocale: string, timeZone: string): string {
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'short', timeZone }).format(date)
  const time = new Intl.DateTimeFormat(intlLocale, { timeStyle: 'short', timeZone }).format(date)
  return `${day.replace(/\s/g, '\u00a0')} ${time}`
}

/** What a story card shows with ShowDates: only the first space-separated part (spec 01 §3). */
export function shownDate(formatted: string): string {
  return formatted.split(' ')[0]
}

/** The publish-info strip's date, written out ("12 mars 2026"). */
export function longDate(iso: string, intlLocale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone }).format(new Date(iso))
}
