/**
 * The dashboard's first-response medians per dealer and per person over the last 7, 30 or 90 days,
 * with each dealer's leads not yet answered beside them ("Lead desk"), for the roles that work
 * leads, read with the user's own access. The period is in the address (`?responseDays=`), checked
 * against the declared list; the links change it.
 */
import type { Payload, TypedUser } from 'payload'
import { responseMediansFor } from '@/services/leads/response-medians'
import { responsePeriodOf, responsePeriods } from '@/services/leads/response-times'
import { isGroupAdmin, roleOf } from '../access/roles'
import { adminLanguage, t } from './translated'

const texts = {
  heading: t(
    'First response, median minutes',
    'Första svar, median i minuter',
    'Første svar, median i minutter',
    'Prvá odpoveď, medián v minútach',
  ),
  days: t('days', 'dagar', 'dager', 'dní'),
  dealer: t('Dealer', 'Anläggning', 'Forhandler', 'Predajca'),
  person: t('Person', 'Person', 'Person', 'Osoba'),
  median: t('Median (minutes)', 'Median (minuter)', 'Median (minutter)', 'Medián (minúty)'),
  leads: t('Leads answered', 'Besvarade', 'Besvarte', 'Zodpovedané'),
  unanswered: t('Not yet answered', 'Ännu obesvarade', 'Ennå ubesvarte', 'Zatiaľ nezodpovedané'),
  none: t(
    'No lead in this period.',
    'Ingen intresseanmälan under perioden.',
    'Ingen henvendelse i perioden.',
    'V tomto období nie je žiadny záujemca.',
  ),
  dealerless: t('The site’s own', 'Webbplatsens egna', 'Nettstedets egne', 'Vlastní webu'),
}

type Props = {
  payload: Payload
  user?: TypedUser | null
  i18n: { language: string }
  searchParams?: Record<string, string | string[] | undefined>
}

export async function LeadMedians({ payload, user, i18n, searchParams }: Props) {
  if (!user || !(isGroupAdmin(user as never) || roleOf(user as never) === 'dealerStaff')) return null
  const language = adminLanguage(i18n.language)
  const say = (key: keyof typeof texts) => texts[key][language]
  const days = responsePeriodOf(searchParams?.responseDays)
  const { dealers, people } = await responseMediansFor(payload, user, days)
  const table = (
    heading: string,
    rows: Array<{
      key: string | number
      label: string
      median: number | null
      count: number
      unanswered?: number
    }>,
  ) => {
    const waiting = rows.some((row) => row.unanswered !== undefined)
    return (
      <table style={{ marginBottom: 'var(--base)' }}>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">{say('median')}</th>
            <th scope="col">{say('leads')}</th>
            {waiting ? <th scope="col">{say('unanswered')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.median === null ? '–' : Math.round(row.median)}</td>
              <td>{row.count}</td>
              {waiting ? <td>{row.unanswered ?? 0}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    )
  }
  return (
    <section
      className="vrp-lead-medians"
      aria-labelledby="vrp-lead-medians-heading"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h2 id="vrp-lead-medians-heading">{say('heading')}</h2>
      <p>
        {[...responsePeriods]
          .sort((a, b) => a - b)
          .map((period) => (
            <a
              key={period}
              href={`/admin?responseDays=${period}`}
              aria-current={period === days ? 'page' : undefined}
              style={{ marginRight: 'var(--base)', fontWeight: period === days ? 700 : undefined }}
            >
              {period} {say('days')}
            </a>
          ))}
      </p>
      {dealers.length === 0 ? (
        <p>{say('none')}</p>
      ) : (
        <>
          {table(
            say('dealer'),
            dealers.map((row) => ({ ...row, label: row.key || say('dealerless') })),
          )}
          {people.length > 0
            ? table(
                say('person'),
                people.map((row) => ({ ...row, label: row.name })),
              )
            : null}
        </>
      )}
    </section>
  )
}
