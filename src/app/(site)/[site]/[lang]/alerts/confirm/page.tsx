import type { Metadata } from 'next'
import { alertToConfirm, type AlertView } from '@/services/alerts'
import {
  ActionForm,
  AlertPageFrame,
  InvalidLink,
  alertPageContext,
  alertPageMetadata,
  frequencyKey,
  type AlertPageProps,
} from '../shared'

/** The opt-in link's page ("Saved searches: pages"): what the alert will watch, and one button that confirms it. */
export const dynamic = 'force-dynamic'
export const metadata: Metadata = alertPageMetadata

export default async function ConfirmAlertPage(props: AlertPageProps) {
  const page = await alertPageContext(props, (token) => alertToConfirm(token))
  const alert = page.loaded as AlertView | null
  const { t } = page
  if (!alert) return <InvalidLink t={t} notice={Boolean(page.query.failed)} />
  return (
    <AlertPageFrame heading={t('savedSearchConfirmHeading')}>
      <p className="mt-4">{t('savedSearchConfirmText')}</p>
      <p className="mt-2 text-lg font-semibold" data-alert-label>
        {alert.label || t('savedSearchAllCars')}
      </p>
      <p className="mt-2">{t(frequencyKey(alert.frequency))}</p>
      <div className="mt-6">
        <ActionForm
          action="/api/alerts/confirm"
          base={page.base}
          token={page.token}
          label={t('savedSearchConfirmButton')}
        />
      </div>
    </AlertPageFrame>
  )
}
