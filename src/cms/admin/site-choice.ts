/**
 * The site an editor works on in the admin ("Site-aware admin" in docs/decisions.md): chosen in
 * the navigation (SiteSwitcher), kept in a cookie, and applied to the lists of site content, the
 * site of a new document and the pages a parent picker offers. It narrows what the admin shows;
 * what a user may read or change stays with the access functions.
 */
import type { BaseFilter, Field, PayloadRequest, Where } from 'payload'
import { isGroupAdmin, ownSiteField, siteIdsOf } from '../access/roles'
import type { User } from '@/cms/payload-types'

export const siteCookie = 'vrp-admin-site'

type Someone = Pick<User, 'role' | 'sites' | 'dealers'> | null | undefined

/** The site id a cookie header chooses, or null. */
export function siteInCookie(cookieHeader: string | null | undefined): number | null {
  const match = (cookieHeader ?? '').match(new RegExp(`(?:^|;\\s*)${siteCookie}=(\\d{1,9})(?:;|$)`))
  return match ? Number(match[1]) : null
}

/** The chosen site where the user may work on it: any site for a group admin, their own for an editor. */
export function chosenSite(user: Someone, cookieHeader: string | null | undefined): number | null {
  const chosen = siteInCookie(cookieHeader)
  if (chosen === null) return null
  if (isGroupAdmin(user)) return chosen
  return siteIdsOf(user).includes(chosen) ? chosen : null
}

const chosenSiteOf = (req: PayloadRequest) => chosenSite(req.user as Someone, req.headers.get('cookie'))

/**
 * The list filter of a collection of site content: the chosen site; with none chosen, all of an
 * editor's sites (a group admin sees every site). `sharedToo`: documents without a site (the
 * dictionary's entries for every site) stay in the list.
 */
export function siteListFilter(field = 'site', { sharedToo = false } = {}): BaseFilter {
  return ({ req }) => {
    const user = req.user as Someone
    const chosen = chosenSiteOf(req)
    const sites = chosen !== null ? [chosen] : isGroupAdmin(user) ? null : siteIdsOf(user)
    if (sites === null) return null
    const own: Where = { [field]: { in: sites } }
    return sharedToo ? { or: [own, { [field]: { exists: false } }] } : own
  }
}

/** The `site` of a new document: the chosen site, or an editor's only site. */
export const chosenSiteDefault = ({ req }: { req: PayloadRequest }) => {
  const chosen = chosenSiteOf(req)
  if (chosen !== null) return chosen
  const own = siteIdsOf(req.user as Someone)
  return own.length === 1 ? own[0] : undefined
}

/** The `site` field of site content: the editor's own sites only, the chosen one by default. */
export const siteField = { ...ownSiteField, defaultValue: chosenSiteDefault }

/** Reopens a stored document in its site's first language when opened in another (LocaleFollowsSite). */
export const localeFollowsSite: Field = {
  name: 'localeFollowsSite',
  type: 'ui',
  admin: { components: { Field: '@/cms/admin/LocaleFollowsSite#LocaleFollowsSite' } },
}
