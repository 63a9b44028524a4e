import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { translator } from '@/lib/i18n/dictionary'
import { fill } from '@/lib/i18n/fill'
import { localisedPath } from '@/lib/site/languages'
import { settlePageOutcome } from '@/services/content/page-outcome'
import { siteContext } from '@/services/content/site-context'
import { buttonClasses } from '@/ui/button/styles'

/**
 * What the alert pages share ("Saved searches: pages"): the site's texts in the request's
 * language, the base their forms send back to, and the page frame. The pages open from mail links
 * and act only on their buttons' POSTs; forms work without script.
 */
export type AlertPageProps = {
  params: Promise<{ site: string; lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const alertPageMetadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The site, its words and the alert pages' base ('' or '/en'), settled as found for not-found.tsx. */
export async function alertPageContext(
  { params, searchParams }: AlertPageProps,
  load: (token: string) => Promise<unknown>,
) {
  const [{ site: siteKey, lang }, query] = await Promise.all([params, searchParams])
  const token = one(query.token)
  const [context, loaded] = await settlePageOutcome(() =>
    Promise.all([siteContext(siteKey, lang), token ? load(token) : Promise.resolve(null)]),
  )
  const { site, language, dictionary } = context
  const t = translator(dictionary)
  const fillText = (key: string, values: Record<string, string>) => fill(t(key), values)
  return {
    token,
    query,
    loaded,
    t,
    fill: fillText,
    locale: language.code,
    base: localisedPath(site, language.code, '/').replace(/\/$/, ''),
    listPath: site.pathToCarList ?? '/',
  }
}

export function AlertPageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-heading text-3xl">{heading}</h1>
      {children}
    </main>
  )
}

/** A link that is not ours, used or expired: said plainly, with nothing to act on. */
export function InvalidLink({ t, notice }: { t: (key: string) => string; notice?: boolean }) {
  return (
    <AlertPageFrame heading={t('savedSearchLinkInvalid')}>
      {notice ? <Notice>{t('savedSearchChangeFailed')}</Notice> : null}
      <p className="mt-4">{t('savedSearchLinkInvalidText')}</p>
    </AlertPageFrame>
  )
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded bg-neutral-100 p-4 font-semibold">
      {children}
    </p>
  )
}

/** A form of one button that POSTs the token (and the fields given) and comes back to the page. */
export function ActionForm({
  action,
  base,
  token,
  fields = {},
  label,
  look = 'Primary',
  children,
}: {
  action: string
  base: string
  token: string
  fields?: Record<string, string>
  label: string
  look?: 'Primary' | 'Secondary' | 'Ghost'
  children?: ReactNode
}) {
  return (
    <form method="post" action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="pages" value={base} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={buttonClasses(look)}>
        {label}
      </button>
    </form>
  )
}

export const frequencies = ['instant', 'daily', 'weekly'] as const

export const frequencyKey = (frequency: string) =>
  ({ instant: 'savedSearchInstant', daily: 'savedSearchDaily', weekly: 'savedSearchWeekly' })[frequency] ??
  frequency
