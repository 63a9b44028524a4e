import type { Metadata } from 'next'
import { cache } from 'react'
import { headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { PageShell } from '@/blocks/page-shell'
import { blockRouteMetadata, resolveBlockRoute } from '@/blocks/routes'
import { gtmBootstrap } from '@/lib/tracking/data-layer'
import { PageViewEvent } from '@/lib/tracking/PageViewEvent.client'
import { RefreshOnSave } from '@/lib/preview/RefreshOnSave.lazy'
import { foundRedirect } from '@/lib/routing/found-redirect'
import { pagePathSegments } from '@/lib/routing/path-segments'
import { serverUrl } from '@/lib/server-url'
import { allowPageCache, pageVariesOnCookie, tagResponse } from '@/lib/server/response-record'
import { editingMode } from '@/services/content/editing-mode'
import { pageMetadata } from '@/services/content/metadata'
import { findPage } from '@/services/content/pages'
import { settlePageOutcome } from '@/services/content/page-outcome'
import { siteContext } from '@/services/content/site-context'
import { matchRedirect } from '@/services/redirects/store'

type Params = Promise<{ site: string; lang: string; path?: string[] }>

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
  const segments = pagePathSegments(lang, path, context.prefixIsPath)
  if (!segments) notFound()
  // Editors previewing drafts carry Next's draft-mode cookie; they never get a visitor's cached copy.
  pageVariesOnCookie('__prerender_bypass')
  const editingSession = await editingMode()
  const editing = editingSession.isEnabled && editingSession.mayEdit(context.site.id)
  const resolved = await findPage(context.site, context.language.code, segments, editing)
  if (!resolved) notFound()
  const route = {
    ...context,
    ...resolved,
    segments,
    editing,
    request: {
      originalPath: requestHeaders.get('x-original-path') ?? '/',
      originalSearch: requestHeaders.get('x-original-search') ?? '',
      host: requestHeaders.get('host') ?? '',
    },
  }
  // A block on a wildcard page decides the segments below it (car list brand paths, car ids, …).
  const decision = await resolveBlockRoute(route)
  if (decision.kind === 'notFound') notFound()
  if (decision.kind === 'redirect') foundRedirect(decision.location)
  if (!editing) allowPageCache()
  tagResponse(`site:${siteKey}`, `page:${resolved.page.id}`)
  return route
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = await resolve(params)
  return blockRouteMetadata(route, () => pageMetadata(route.site, route.language, route.page))
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
