/**
 * The saved-search mails, written from their words (texts.ts) and the cars (pure): the opt-in,
 * the new cars of an alert and the one notice that an idle alert was paused. Every mail but the
 * opt-in carries the one-click unsubscribe of RFC 8058 (List-Unsubscribe with an https address and
 * List-Unsubscribe-Post) and the link to manage all alerts of the address.
 */
import type { EmailMessage } from '@/services/email'
import type { LanguageCode } from '@/lib/i18n/languages'
import type { AlertTextKey, AlertTexts } from './texts'

/** Cars listed in one mail; the list link shows them all. */
export const carsPerMail = 20

export type Market = 'SE' | 'NO' | 'FI' | 'SK' | 'UK'

const markets: Record<string, { market: Market; language: LanguageCode; currency: string }> = {
  se: { market: 'SE', language: 'sv', currency: 'SEK' },
  no: { market: 'NO', language: 'nb', currency: 'NOK' },
  fi: { market: 'FI', language: 'fi', currency: 'EUR' },
  sk: { market: 'SK', language: 'sk', currency: 'EUR' },
  uk: { market: 'UK', language: 'en-GB', currency: 'GBP' },
}

/** The market of a site from its name's suffix (automotive-se → SE); Sweden when it has none of ours. */
export function marketOf(site: string) {
  return markets[site.slice(site.lastIndexOf('-') + 1)] ?? markets.se
}

export const intlLocale: Record<LanguageCode, string> = {
  sv: 'sv-SE',
  nb: 'nb-NO',
  en: 'en-GB',
  'en-GB': 'en-GB',
  fi: 'fi-FI',
  sk: 'sk-SK',
}

/** The pages a reader opens, and the address the mail client's one-click unsubscribe POSTs to. */
export type MailLinks = { unsubscribe: string; manage: string; oneClick: string }

export type AlertCar = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** Mileage in the market's unit: mil on Swedish-language Swedish mails, miles in the UK, else km. */
export function mileageText(kilometres: number, site: string, language: LanguageCode): string {
  const { market } = marketOf(site)
  const locale = intlLocale[language]
  const whole = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)
  if (market === 'UK') return `${whole(kilometres)} miles`
  if (market === 'SE' && language === 'sv') return `${whole(Math.round(kilometres / 10))} mil`
  return `${whole(kilometres)} km`
}

export function carLines(car: AlertCar, site: string, language: LanguageCode) {
  const title = [car.car_brand, car.car_model, car.car_version].map(text).filter(Boolean).join(' ')
  const price = number(car.car_price)
  const mileage = number(car.car_mileage)
  const currency = text(car.car_price_currency) ?? marketOf(site).currency
  const image = car.car_primary_image as { thumbnail_url?: unknown } | undefined
  return {
    title: title || String(car.car_id),
    price:
      price === null
        ? null
        : new Intl.NumberFormat(intlLocale[language], {
            style: 'currency',
            currency,
            maximumFractionDigits: 0,
          }).format(price),
    mileage: mileage === null ? null : mileageText(mileage, site, language),
    dealer: text(car.car_site_name),
    image: text(image?.thumbnail_url),
  }
}

/** The car's page: `{detailPath}/{car_id}/{slug}` on the site. */
export function carUrl(base: string, detailPath: string, car: AlertCar): string {
  const path = `${detailPath.replace(/\/+$/, '')}/${encodeURIComponent(String(car.car_id))}/${encodeURIComponent(String(car.slug ?? ''))}`
  return new URL(path, base).toString()
}

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`)

export function listHeaders(links: MailLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

export function footer(t: AlertTexts, links: MailLinks) {
  return {
    text: `\n\n${t('alertManage')}: ${links.manage}\n${t('alertUnsubscribe')}: ${links.unsubscribe}`,
    html: `<p><a href="${escape(links.manage)}">${escape(t('alertManage'))}</a> · <a href="${escape(links.unsubscribe)}">${escape(t('alertUnsubscribe'))}</a></p>`,
  }
}

export function optInMail(to: string, t: AlertTexts, confirmUrl: string): EmailMessage {
  return { to, subject: t('alertOptInSubject'), text: t('alertOptInBody', { link: confirmUrl }) }
}

/** The subject's wording for the number of cars, by the language's plural rules (one, few, other). */
export function matchesSubjectKey(language: LanguageCode, count: number): AlertTextKey {
  const form = new Intl.PluralRules(intlLocale[language]).select(count)
  if (form === 'one') return 'alertMatchesSubjectOne'
  return form === 'few' ? 'alertMatchesSubjectFew' : 'alertMatchesSubject'
}

export function matchesMail(input: {
  to: string
  t: AlertTexts
  site: string
  language: LanguageCode
  cars: { car: AlertCar; url: string }[]
  listUrl: string | null
  links: MailLinks
}): EmailMessage {
  const { t, links } = input
  const rows = input.cars.map(({ car, url }) => ({ ...carLines(car, input.site, input.language), url }))
  const details = (row: (typeof rows)[number]) =>
    [row.price, row.mileage, row.dealer].filter((part): part is string => part !== null)
  const end = footer(t, links)
  const text = [
    t('alertMatchesIntro'),
    '',
    ...rows.map((row) => `${row.title} – ${details(row).join(', ')}\n${row.url}`),
    ...(input.listUrl ? ['', `${t('alertShowList')}: ${input.listUrl}`] : []),
  ].join('\n')
  const html = [
    `<p>${escape(t('alertMatchesIntro'))}</p>`,
    ...rows.map(
      (row) =>
        `<p><a href="${escape(row.url)}">${row.image ? `<img src="${escape(row.image)}" alt="" width="240"><br>` : ''}<strong>${escape(row.title)}</strong></a><br>${escape(details(row).join(' · '))}</p>`,
    ),
    input.listUrl ? `<p><a href="${escape(input.listUrl)}">${escape(t('alertShowList'))}</a></p>` : '',
    end.html,
  ].join('\n')
  return {
    to: input.to,
    subject: t(matchesSubjectKey(input.language, rows.length), { count: rows.length }),
    text: text + end.text,
    html,
    headers: listHeaders(links),
  }
}

export function idleMail(to: string, t: AlertTexts, days: number, links: MailLinks): EmailMessage {
  const end = footer(t, links)
  return {
    to,
    subject: t('alertIdleSubject'),
    text: t('alertIdleBody', { days, link: links.manage }) + end.text,
    headers: listHeaders(links),
  }
}
