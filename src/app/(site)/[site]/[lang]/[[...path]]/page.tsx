import type { Metadata } from 'next'
import { cache } from 'react'
import { headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { carDetailMetadata, routeCarDetail } from '@/blocks/car-detail/routing'
import { gtmBootstrap } from '@/lib/tracking/data-layer'
import { PageViewEvent } from '@/lib/tracking/PageViewEvent.client'
import { RefreshOnSave } from '@/lib/preview/RefreshOnSave.lazy'
import { serverUrl } from '@/lib/server-url'
import { allowPageCache, pageVariesOnCookie } from '@/lib/server/response-record'
import { carListRoute, hasCarList } from '@/blocks/car-list/list-route'
import { editingMode } from '@/services/content/editing-mode'
import { pageMetadata } from '@/services/content/metadata'
import { findPage } from '@/services/content/pages'
import { PageShell } from '@/services/content/page-shell'
import { settlePageOutcome } from '@/services/content/page-outcome'
import { localisedPath } from '@/services/content/sites'
import { siteContext } from '@/services/content/site-context'
import { matchRedirect } from '@/services/redirects/store'

type Params = Promise<{ site: string; lang: string; path?: string[] }>

function decodeSegments(segments: string[]): string[] | null {
  try {
    return segments.map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

async function resolve(params: Params) {
  const { site: siteKey, lang, path = [] } = await params
  return decide(siteKey, lang, JSON.stringify(path))
}

// Once per request: generateMetadata and the page both need the decision.
const decide = cache((siteKey: string, lang: string, pathKey: string) =>
  settlePageOutcome(() => routePage(siteKey, lang, JSON.parse(pathKey) as string[])),
)

async function routePage(siteKey: string, lang: string, path: string[]) {
  const context = await siteContext(siteKey, lang)
  // The site's redirect table applies before any page renders (spec 01 §2.6).
  const requestHeaders = await headers()
  const redirect = await matchRedirect(context.site, {
    host: requestHeaders.get('host') ?? '',
    pathname: requestHeaders.get('x-original-path') ?? '/',
    search: requestHeaders.get('x-original-search') ?? '',
  })
  if (redirect) permanentRedirect(redirect.location)
  const raw = context.prefixIsPath ? [decodeURIComponent(lang).toLowerCase(), ...path] : path
  const segments = decodeSegments(raw)
  if (!segments) notFound()
  // Editors previewing drafts carry Next's draft-mode cookie; they never get a visitor's cached copy.
  pageVariesOnCookie('__prerender_bypass')
  const { isEnabled: editing } = await editingMode()
  const resolved = await findPage(context.site, context.language.code, segments, editing)
  if (!resolved) notFound()
  // Below the car list only a brand (and model) the catalog knows resolves (spec 02 §2).
  const carList = await carListRoute(context.site, resolved.page, resolved.remainingSegments)
  if (hasCarList(resolved.page) && !carList) notFound()
  // A car detail path with only an id redirects to id/slug; an unknown id renders the not-found view.
  if (!editing)
    await routeCarDetail({
      site: context.site,
      ...resolved,
      originalPath: requestHeaders.get('x-original-path') ?? '/',
      originalSearch: requestHeaders.get('x-original-search') ?? '',
      host: requestHeaders.get('host') ?? '',
    })
  if (!editing) allowPageCache()
  return { ...context, ...resolved, editing, segments, carList }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site, language, page, carList, segments, remainingSegments } = await resolve(params)
  if (carList?.names.length) {
    // A brand/model list path is titled by its names through the site's title template and is
    // its own canonical page.
    const canonicalURL = new URL(
      localisedPath(site, language.code, '/' + segments.join('/')),
      site.url,
    ).toString()
    return pageMetadata(site, language, { ...page, metaTitle: carList.names.join(' '), canonicalURL })
  }
  const host = (await headers()).get('host') ?? ''
  return carDetailMetadata(await pageMetadata(site, language, page), {
    site,
    language,
    page,
    remainingSegments,
    host,
  })
}

export default async function ContentPage({ params }: { params: Params }) {
  const { site, language, dictionary, page, remainingSegments, editing, segments } = await resolve(params)
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const gtmID = page.gtmID || site.gtmID
  return (
    <>
      {gtmID && !editing ? (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gtmBootstrap(gtmID) }} />
      ) : null}
      <PageShell page={page} context={{ site, language, page, remainingSegments, dictionary, editing }} />
      {editing ? (
        <RefreshOnSave serverURL={serverUrl()} />
      ) : (
        <PageViewEvent
          pageName={page.title}
          language={language.code}
          variantId={String(page.id)}
          site={site.name}
          path={'/' + segments.join('/')}
        />
      )}
    </>
  )
}
