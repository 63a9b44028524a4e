'use client'
import { useId } from 'react'

export type SiteOption = { id: number; name: string; language: string | null }

/**
 * Keeps the chosen site in a cookie and reloads the view in that site's default language, so the
 * lists, new documents and parent pickers follow it (site-choice.ts).
 */
export function SiteSelect({
  sites,
  chosen,
  cookieName,
  label,
  allLabel,
}: {
  sites: SiteOption[]
  chosen: number | null
  cookieName: string
  label: string
  allLabel: string | null
}) {
  const id = useId()
  const choose = (value: string) => {
    const site = sites.find((option) => String(option.id) === value)
    document.cookie = site
      ? `${cookieName}=${site.id}; path=/; max-age=31536000; samesite=lax`
      : `${cookieName}=; path=/; max-age=0; samesite=lax`
    const url = new URL(window.location.href)
    if (site?.language) url.searchParams.set('locale', site.language)
    // A list's page number belongs to the list before the change.
    url.searchParams.delete('page')
    window.location.assign(url.toString())
  }
  return (
    <div
      className="vrp-site-switcher"
      style={{ display: 'flex', alignItems: 'center', gap: 'calc(var(--base) / 2)' }}
    >
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) => choose(event.target.value)}
        style={{ maxWidth: '16rem', padding: 'calc(var(--base) / 4)' }}
      >
        {allLabel !== null || chosen === null ? <option value="">{allLabel ?? '—'}</option> : null}
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
    </div>
  )
}
