/**
 * Where an alert's mail links go ("Saved searches: pages"): the site's own address, in the alert's
 * language, to the pages that show what a link will do and act only on their button's POST. The
 * one-click unsubscribe of RFC 8058 POSTs to the API itself. Without a CMS site for the catalog the
 * server's address (SERVER_URL) serves, as its default site.
 */
import 'server-only'
import { languageByCode, pathInLanguage } from '@/lib/i18n/languages'
import type { AlertDeps } from './deps'
import type { MailLinks } from './mail'
import { addressToken, unsubscribeToken } from './tokens'

/** The page paths under a site (and its language prefix). */
export const alertPagePaths = {
  confirm: '/alerts/confirm',
  unsubscribe: '/alerts/unsubscribe',
  manage: '/alerts/manage',
}

export type SiteBase = { origin: string; pages: string }

/** The site's origin (for car and list links) and the alert pages' base in the alert's language. */
export async function siteBase(deps: AlertDeps, site: string, language: string): Promise<SiteBase> {
  const address = await deps.siteAddress(site).catch(() => null)
  const origin = (address?.url || deps.baseUrl()).replace(/\/+$/, '')
  const known = languageByCode(language) && address
  const prefix = known ? pathInLanguage('/', language, address.defaultLanguage).replace(/\/$/, '') : ''
  return { origin, pages: `${origin}${prefix}` }
}

export const confirmLink = (base: SiteBase, token: string) =>
  `${base.pages}${alertPagePaths.confirm}?token=${encodeURIComponent(token)}`

export function linksOf(base: SiteBase, alertId: number, email: string): MailLinks {
  const unsubscribe = encodeURIComponent(unsubscribeToken(alertId))
  return {
    unsubscribe: `${base.pages}${alertPagePaths.unsubscribe}?token=${unsubscribe}`,
    oneClick: `${base.origin}/api/alerts/unsubscribe?token=${unsubscribe}`,
    manage: `${base.pages}${alertPagePaths.manage}?token=${encodeURIComponent(addressToken(email))}`,
  }
}
