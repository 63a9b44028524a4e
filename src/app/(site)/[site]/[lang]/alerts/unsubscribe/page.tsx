import type { Metadata } from 'next'
import { alertToUnsubscribe, type AlertView } from '@/services/alerts'
import {
  ActionForm,
  AlertPageFrame,
  InvalidLink,
  alertPageContext,
  alertPageMetadata,
  Notice,
  type AlertPageProps,
} from '../shared'

/**
 * The unsubscribe link's page ("Saved searches: pages"): the alert it stops, and one button. The
 * mail client's one-click POST (RFC 8058) goes to the API directly and needs no page.
 */
export const dynamic = 'force-dynamic'
export const metadata: Metadata = alertPageMetadata

export default async function UnsubscribeAlertPage(props: AlertPageProps) {
  const page = await alertPageContext(props, (token) => alertToUnsubscribe(token))
  const alert = page.loaded as AlertView | null
  const { t } = page
  if (!alert) return <InvalidLink t={t} />
  const stopped = alert.status === 'unsubscribed'
  return (
    <AlertPageFrame heading={t('savedSearchUnsubscribeHeading')}>
      {page.query.failed ? <Notice>{t('savedSearchChangeFailed')}</Notice> : null}
      {stopped ? (
        <Notice>{t('savedSearchUnsubscribed')}</Notice>
      ) : (
        <p className="mt-4">{t('savedSearchUnsubscribeText')}</p>
      )}
      <p className="mt-2 text-lg font-semibold" data-alert-label>
        {alert.label || t('savedSearchAllCars')}
      </p>
      {stopped ? null : (
        <div className="mt-6">
          <ActionForm
            action="/api/alerts/unsubscribe"
            base={page.base}
            token={page.token}
            label={t('savedSearchUnsubscribeHeading')}
          />
        </div>
      )}
    </AlertPageFrame>
  )
}
