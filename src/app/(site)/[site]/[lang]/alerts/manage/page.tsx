import type { Metadata } from 'next'
import { listAlerts } from '@/services/alerts'
import { buttonClasses } from '@/ui/button/styles'
import {
  ActionForm,
  AlertPageFrame,
  InvalidLink,
  alertPageContext,
  alertPageMetadata,
  frequencies,
  frequencyKey,
  Notice,
  type AlertPageProps,
} from '../shared'

/**
 * Every alert of the signed link's address ("Saved searches: pages"): what each watches (a label
 * the server gives, whatever its kind), how often and whether it runs, with forms that pause,
 * resume, re-time or delete one, and erase everything about the address after a second question.
 */
export const dynamic = 'force-dynamic'
export const metadata: Metadata = alertPageMetadata

type Listed = { email: string; alerts: { id: number; label: string; frequency: string; status: string }[] }

const doneKeys: Record<string, string> = {
  confirmed: 'savedSearchConfirmed',
  erase: 'savedSearchErased',
  pause: 'savedSearchSaved',
  resume: 'savedSearchSaved',
  frequency: 'savedSearchSaved',
  delete: 'savedSearchSaved',
}

export default async function ManageAlertsPage(props: AlertPageProps) {
  const page = await alertPageContext(props, async (token) => {
    const result = await listAlerts(token)
    return result.status === 200 ? (result.body as Listed) : null
  })
  const listed = page.loaded as Listed | null
  const { t, token, base } = page
  if (!listed) return <InvalidLink t={t} />
  const done = doneKeys[String(page.query.done)]
  const action = '/api/alerts/manage'
  const asking = page.query.erase === '1'
  return (
    <AlertPageFrame heading={t('savedSearchManageHeading')}>
      {done ? <Notice>{t(done)}</Notice> : null}
      {page.query.failed ? <Notice>{t('savedSearchChangeFailed')}</Notice> : null}
      <p className="mt-4">{page.fill('savedSearchManageFor', { email: listed.email })}</p>
      {listed.alerts.length === 0 ? <p className="mt-6">{t('savedSearchNone')}</p> : null}
      <ul className="mt-6 space-y-6">
        {listed.alerts.map((alert) => {
          const fields = { alertId: String(alert.id) }
          const paused = alert.status === 'paused'
          return (
            <li key={alert.id} data-alert={alert.id} className="rounded border border-neutral-300 p-4">
              <h2 id={`alert-${alert.id}`} className="font-heading text-xl">
                {alert.label || t('savedSearchAllCars')}
              </h2>
              <p className="mt-1" data-alert-status>
                {t('savedSearchStatus')}: {t(paused ? 'savedSearchPaused' : 'savedSearchActive')} ·{' '}
                {t(frequencyKey(alert.frequency))}
              </p>
              <div className="mt-4 flex flex-wrap items-end gap-4">
                <ActionForm
                  action={action}
                  base={base}
                  token={token}
                  fields={{ ...fields, action: 'frequency' }}
                  label={t('savedSearchChange')}
                  look="Secondary"
                >
                  <label className="flex flex-col gap-1">
                    <span>{t('savedSearchFrequency')}</span>
                    <select
                      name="frequency"
                      defaultValue={alert.frequency}
                      className="min-h-11 rounded border border-neutral-500 px-3"
                    >
                      {frequencies.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {t(frequencyKey(frequency))}
                        </option>
                      ))}
                    </select>
                  </label>
                </ActionForm>
                <ActionForm
                  action={action}
                  base={base}
                  token={token}
                  fields={{ ...fields, action: paused ? 'resume' : 'pause' }}
                  label={t(paused ? 'savedSearchResume' : 'savedSearchPause')}
                  look="Secondary"
                />
                <ActionForm
                  action={action}
                  base={base}
                  token={token}
                  fields={{ ...fields, action: 'delete' }}
                  label={t('savedSearchDelete')}
                  look="Ghost"
                />
              </div>
            </li>
          )
        })}
      </ul>
      <section aria-labelledby="erase" className="mt-10">
        <h2 id="erase" className="font-heading text-2xl">
          {t('savedSearchEraseHeading')}
        </h2>
        <p className="mt-2">{t('savedSearchEraseText')}</p>
        {asking ? (
          <div className="mt-4">
            <p className="mb-3 font-semibold">
              {page.fill('savedSearchEraseQuestion', { email: listed.email })}
            </p>
            <ActionForm
              action={action}
              base={base}
              token={token}
              fields={{ action: 'erase' }}
              label={t('savedSearchEraseYes')}
            >
              <a href={`?token=${encodeURIComponent(token)}`} className="order-last underline">
                {t('savedSearchEraseNo')}
              </a>
            </ActionForm>
          </div>
        ) : (
          <a
            href={`?token=${encodeURIComponent(token)}&erase=1`}
            className={`${buttonClasses('Ghost')} mt-4`}
          >
            {t('savedSearchEraseButton')}
          </a>
        )}
      </section>
    </AlertPageFrame>
  )
}
