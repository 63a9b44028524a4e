import { headers } from 'next/headers'
import { carDetailPageAt } from '@/blocks/car-detail/routing'
import { defaultLanguageSegment } from '@/lib/routing/resolve-request'
import { pageTitle } from '@/services/content/metadata'
import { notFoundPage } from '@/services/content/pages'
import { pageIsMissing } from '@/services/content/page-outcome'
import { PageShell } from '@/services/content/page-shell'
import { siteContext } from '@/services/content/site-context'

/**
 * The site's own not-found page (an editor-made page of type "Not-found"), status 404. Under the
 * car detail page the detail page itself renders: its block shows the car-not-found view.
 */
export default async function NotFound() {
  // Rendered into every response of the segment; only a missing page needs it (see page-outcome).
  if (!(await pageIsMissing())) return null
  const requestHeaders = await headers()
  const context = await siteContext(
    requestHeaders.get('x-site-key') ?? 'localhost',
    requestHeaders.get('x-language-segment') ?? defaultLanguageSegment,
  )
  const carDetail = await carDetailPageAt(context, requestHeaders.get('x-original-path') ?? '/')
  const page = carDetail?.page ?? (await notFoundPage(context.site, context.language.code))
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
        context={{ ...context, page, remainingSegments: carDetail?.remainingSegments ?? [], editing: false }}
      />
    </>
  )
}
