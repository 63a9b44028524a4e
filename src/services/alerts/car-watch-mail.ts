/**
 * The watched-car mails ("Saved searches: watched cars"), written from their words and the car
 * (pure): the opt-in, and one mail per run with what happened to the car since the last one — a
 * price drop (from what to what), reserved, or sold (or gone from the feed), with similar cars.
 * Like every alert mail they carry the one-click unsubscribe and the link managing the address.
 */
import type { EmailMessage } from '@/services/email'
import type { LanguageCode } from '@/lib/i18n/languages'
import { carLines, escape, footer, intlLocale, listHeaders, type AlertCar, type MailLinks } from './mail'
import type { AlertTexts } from './texts'

export type CarWatchEvent =
  { kind: 'price'; price: number; previousPrice: number } | { kind: 'reserved' } | { kind: 'sold' }

export type WatchedCar = { title: string; url: string; currency: string }

export function carOptInMail(to: string, t: AlertTexts, car: string, confirmUrl: string): EmailMessage {
  return {
    to,
    subject: t('alertCarOptInSubject'),
    text: t('alertCarOptInBody', { car, link: confirmUrl }),
  }
}

export function priceText(value: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(intlLocale[language], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(value)
}

function eventText(event: CarWatchEvent, t: AlertTexts, car: WatchedCar, language: LanguageCode) {
  if (event.kind === 'reserved') return t('alertCarReservedBody', { car: car.title })
  if (event.kind === 'sold') return t('alertCarSoldBody', { car: car.title })
  return t('alertCarPriceBody', {
    car: car.title,
    from: priceText(event.previousPrice, car.currency, language),
    to: priceText(event.price, car.currency, language),
  })
}

const subjectKey = {
  price: 'alertCarPriceSubject',
  reserved: 'alertCarReservedSubject',
  sold: 'alertCarSoldSubject',
} as const

export function carWatchMail(input: {
  to: string
  t: AlertTexts
  site: string
  language: LanguageCode
  car: WatchedCar
  /** Oldest first; the newest names the mail. */
  events: CarWatchEvent[]
  /** Offered when the car is gone. */
  similar: { car: AlertCar; url: string }[]
  links: MailLinks
}): EmailMessage {
  const { t, car, language, links } = input
  const last = input.events[input.events.length - 1]
  const gone = input.events.some((event) => event.kind === 'sold')
  const paragraphs = input.events.map((event) => eventText(event, t, car, language))
  const similar = gone
    ? input.similar.map(({ car: other, url }) => {
        const lines = carLines(other, input.site, language)
        return {
          ...lines,
          url,
          details: [lines.price, lines.mileage, lines.dealer].filter(Boolean).join(', '),
        }
      })
    : []
  const end = footer(t, links)
  const text = [
    ...paragraphs,
    ...(gone ? [] : ['', `${t('alertCarShow')}: ${car.url}`]),
    ...(similar.length
      ? ['', t('alertCarSimilar'), ...similar.map((row) => `${row.title} – ${row.details}\n${row.url}`)]
      : []),
  ].join('\n')
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`),
    gone ? '' : `<p><a href="${escape(car.url)}">${escape(t('alertCarShow'))}</a></p>`,
    similar.length ? `<p>${escape(t('alertCarSimilar'))}</p>` : '',
    ...similar.map(
      (row) =>
        `<p><a href="${escape(row.url)}">${row.image ? `<img src="${escape(row.image)}" alt="" width="240"><br>` : ''}<strong>${escape(row.title)}</strong></a><br>${escape(row.details)}</p>`,
    ),
    end.html,
  ].join('\n')
  return {
    to: input.to,
    subject: t(subjectKey[last.kind], { car: car.title }),
    text: text + end.text,
    html,
    headers: listHeaders(links),
  }
}
