'use client'
/**
 * A page, or a site's header and footer, opened in a language its site does not have (a link from
 * another site's list, a locale left over from the last document) reopens in the site's first
 * language, where its fields have content ("Site-aware admin"). Only a stored document: a new one
 * starts in the chosen site's language already, and reloading it would lose what was typed.
 */
import { useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect } from 'react'
import { useDocumentSite } from './useDocumentSite'

export function LocaleFollowsSite() {
  const { id } = useDocumentInfo()
  const locale = useLocale()
  const site = useDocumentSite()
  useEffect(() => {
    if (id === undefined || id === null || !site) return
    const codes = (site.languages ?? []).flatMap((entry) => (entry.language ? [entry.language] : []))
    if (codes.length === 0 || codes.includes(locale.code)) return
    const url = new URL(window.location.href)
    url.searchParams.set('locale', codes[0])
    window.location.replace(url.toString())
  }, [id, site, locale.code])
  return null
}
