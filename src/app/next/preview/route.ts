import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from '@/services/content/payload'
import { localisedPath } from '@/lib/site/languages'
import type { Site } from '@/cms/payload-types'

/**
 * Editing mode for live preview: only a logged-in editor may turn it on. The page opens on the
 * admin's origin with ?site=, so the draft cookie stays first-party inside the preview frame.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const pageId = url.searchParams.get('page')
  const locale = url.searchParams.get('locale') ?? undefined
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return new Response('Log in to the admin to preview drafts', { status: 401 })
  if (!pageId) return new Response('Missing page', { status: 400 })
  const page = await payload
    .findByID({
      collection: 'pages',
      id: pageId,
      locale: locale as never,
      draft: true,
      depth: 1,
      user,
      overrideAccess: false,
    })
    .catch(() => null)
  if (!page || typeof page.site !== 'object') return new Response('Unknown page', { status: 404 })
  const site = page.site as Site
  const draft = await draftMode()
  draft.enable()
  const path = localisedPath(site, locale ?? '', page.path ?? '/')
  redirect(`${path}?site=${encodeURIComponent(site.name)}`)
}
