import { cookies } from 'next/headers'
import type { Payload } from 'payload'
import type { User } from '@/cms/payload-types'
import { isGroupAdmin, siteIdsOf } from '../access/roles'
import { chosenSite, siteCookie } from './site-choice'
import { SiteSelect, type SiteOption } from './SiteSelect'

const texts = {
  en: { label: 'Site', all: 'All sites' },
  sv: { label: 'Webbplats', all: 'Alla webbplatser' },
  nb: { label: 'Nettsted', all: 'Alle nettsteder' },
  sk: { label: 'Stránka', all: 'Všetky stránky' },
} as const

/**
 * The site filter in the admin's header, for the roles that edit site content
 * ("Site-aware admin" in docs/decisions.md). Choosing a site also switches the admin to its
 * default language.
 */
export async function SiteSwitcher({
  payload,
  user,
  i18n,
}: {
  payload: Payload
  user?: User | null
  i18n?: { language: string }
}) {
  if (!user || !(isGroupAdmin(user) || siteIdsOf(user).length > 0)) return null
  const found = await payload.find({
    collection: 'sites',
    depth: 0,
    pagination: false,
    sort: 'name',
    overrideAccess: true,
    select: { name: true, displayName: true, languages: true },
    where: isGroupAdmin(user) ? {} : { id: { in: siteIdsOf(user) } },
  })
  const sites: SiteOption[] = found.docs.map((site) => ({
    id: site.id,
    name: site.displayName ? `${site.displayName} (${site.name})` : site.name,
    language: site.languages?.[0]?.language ?? null,
  }))
  const cookieHeader = (await cookies()).get(siteCookie)
  // An editor of one site works on it whether or not they chose it.
  const chosen =
    chosenSite(user, cookieHeader ? `${siteCookie}=${cookieHeader.value}` : null) ??
    (sites.length === 1 ? sites[0].id : null)
  const text = texts[(i18n?.language ?? 'en') as keyof typeof texts] ?? texts.en
  return (
    <SiteSelect
      sites={sites}
      chosen={chosen}
      cookieName={siteCookie}
      label={text.label}
      allLabel={sites.length > 1 ? text.all : null}
    />
  )
}
