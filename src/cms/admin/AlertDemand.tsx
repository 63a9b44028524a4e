/**
 * The dashboard's demand beside the lead figures ("Saved searches: demand"): per dealer and model,
 * how many active saved searches and car watches a car of theirs would reach. Group admins see
 * every dealer, dealer staff their own dealers; the busiest rows first.
 */
import type { TypedUser } from 'payload'
import { alertDemand } from '@/services/alerts/demand'
import { dealerIdsOf, isGroupAdmin, roleOf } from '../access/roles'
import { adminLanguage, t } from './translated'

const shownRows = 25

const texts = {
  heading: t(
    'Demand: active alerts a car would reach',
    'Efterfrågan: aktiva bevakningar en bil skulle nå',
    'Etterspørsel: aktive varslinger en bil ville nå',
    'Dopyt: aktívne upozornenia, ktoré by auto oslovilo',
  ),
  dealer: t('Dealer', 'Anläggning', 'Forhandler', 'Predajca'),
  model: t('Model', 'Modell', 'Modell', 'Model'),
  cars: t('Cars in stock', 'Bilar i lager', 'Biler på lager', 'Autá na sklade'),
  alerts: t('Active alerts', 'Aktiva bevakningar', 'Aktive varslinger', 'Aktívne upozornenia'),
  none: t(
    'No active alert matches a car in stock.',
    'Ingen aktiv bevakning matchar en bil i lager.',
    'Ingen aktiv varsling passer en bil på lager.',
    'Žiadne aktívne upozornenie nezodpovedá autu na sklade.',
  ),
}

type Props = { user?: TypedUser | null; i18n: { language: string } }

export async function AlertDemand({ user, i18n }: Props) {
  const someone = user as never
  if (!user || !(isGroupAdmin(someone) || roleOf(someone) === 'dealerStaff')) return null
  const say = (key: keyof typeof texts) => texts[key][adminLanguage(i18n.language)]
  const rows = (await alertDemand(isGroupAdmin(someone) ? null : dealerIdsOf(someone))).slice(0, shownRows)
  return (
    <section
      className="vrp-alert-demand"
      aria-labelledby="vrp-alert-demand-heading"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h2 id="vrp-alert-demand-heading">{say('heading')}</h2>
      {rows.length === 0 ? (
        <p>{say('none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{say('dealer')}</th>
              <th scope="col">{say('model')}</th>
              <th scope="col">{say('cars')}</th>
              <th scope="col">{say('alerts')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.site} ${row.dealer} ${row.model}`} data-demand-row>
                <th scope="row">{row.dealerName}</th>
                <td>{row.model}</td>
                <td>{row.cars}</td>
                <td>{row.alerts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
