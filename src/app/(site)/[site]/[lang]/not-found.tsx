import { headers } from 'next/headers'
import { PageShell } from '@/blocks/page-shell'
import { rendersOwnNotFound } from '@/blocks/routes'
import { pagePathSegmentsOf } from '@/lib/routing/path-segments'
import { defaultLanguageSegment } from '@/lib/routing/resolve-request'
import { pageTitle } from '@/services/content/metadata'
import { findPage, notFoundPage, type ResolvedPage } from '@/services/content/pages'
import { pageIsMissing } from '@/services/content/page-outcome'
import { siteContext } from '@/services/content/site-context'

/**
 * The site's own not-found page (an editor-made page of type "Not-found"), status 404. Below a
 * page whose block renders its own not-found view (the car detail page), that page renders.
 */
async function pageWithOwnNotFound(
  context: Awaited<ReturnType<typeof siteContext>>,
  originalPath: string,
): Promise<ResolvedPage | null> {
  const segments = pagePathSegmentsOf(originalPath, context.prefixIsPath)
  const resolved = segments && (await findPage(context.site, context.language.code, segments))
  return resolved && rendersOwnNotFound(resolved.page) ? resolved : null
}

export default async function NotFound() {
  // Rendered into every response of the segment; only a missing page needs it (see page-outcome).
  if (!(await pageIsMissing())) return null
  const requestHeaders = await headers()
  const context = await siteContext(
    requestHeaders.get('x-site-key') ?? 'localhost',
    requestHeaders.get('x-language-segment') ?? defaultLanguageSegment,
  )
  const own = await pageWithOwnNotFound(context, requestHeaders.get('x-original-path') ?? '/')
  const page = own?.page ?? (await notFoundPage(context.site, context.language.code))
  if (!page) {
    return (
      <main className="mx-auto max-w-3xl p-8">
        <title>404</title>
        <h1 className="text-3xl">404</h1>
      </main>
    )
  }
  return (
    <>
      <title>{pageTitle(context.site, page)}</title>
      <meta name="robots" content="noindex" />
      <PageShell
        page={page}
        context={{ ...context, page, remainingSegments: own?.remainingSegments ?? [], editing: false }}
      />
    </>
  )
}
