'use client'
/**
 * A page, or a site's header and footer, opened in a language its site does not have (a link from
 * another site's list, a locale left over from the last document) reopens in the site's first
 * language, where its fields have content ("Site-aware admin"). Only a stored document: a new one
 * starts in the chosen site's language already, and reloading it would lose what was typed.
 */
import { useDocumentInfo, useFormFields, useLocale } from '@payloadcms/ui'
import { useEffect } from 'react'

export function LocaleFollowsSite() {
  const { id } = useDocumentInfo()
  const locale = useLocale()
  const site = useFormFields(([fields]) => fields.site?.value) as number | string | { id: number } | null
  const siteId = typeof site === 'object' && site !== null ? site.id : site
  useEffect(() => {
    if (id === undefined || id === null || siteId === null || siteId === undefined || siteId === '') return
    let current = true
    void fetch(`/api/sites/${siteId}?depth=0`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((found: { languages?: Array<{ language?: string | null }> } | null) => {
        const codes = (found?.languages ?? []).flatMap((entry) => (entry.language ? [entry.language] : []))
        if (!current || codes.length === 0 || codes.includes(locale.code)) return
        const url = new URL(window.location.href)
        url.searchParams.set('locale', codes[0])
        window.location.replace(url.toString())
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [id, siteId, locale.code])
  return null
}
