/**
 * The group admins' view of one customer's data, at /admin/customer-data ("Retention" in
 * docs/decisions.md): find by e-mail or phone, see what kinds of records hold it, download the
 * export, erase it. The island calls the group-admin-only endpoints
 * (src/services/retention/http.ts), which check the role again.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, Payload, TypedUser } from 'payload'
import { isGroupAdmin } from '../access/roles'
import { CustomerDataForm } from './CustomerData.client'
import { customerDataTextsIn } from './customer-data-texts'

export const customerDataPath = '/customer-data'

export function CustomerDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const text = customerDataTextsIn(req.i18n.language)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <h1>{text.heading}</h1>
        {isGroupAdmin(req.user as never) ? (
          <CustomerDataForm text={text} />
        ) : (
          <p role="alert">{text.notAllowed}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

type LinkProps = { payload: Payload; user?: TypedUser | null; i18n: { language: string } }

/** On the dashboard, for group admins only. */
export function CustomerDataLink({ payload, user, i18n }: LinkProps) {
  if (!isGroupAdmin(user as never)) return null
  const admin = payload.config.routes.admin
  return (
    <p style={{ marginBottom: 'var(--base)' }}>
      <a href={`${admin}${customerDataPath}`}>{customerDataTextsIn(i18n.language).link}</a>
    </p>
  )
}
