import 'server-only'
import { draftMode, headers } from 'next/headers'
import { pageVariesOnCookie } from '@/lib/server/response-record'
import { payloadClient } from './payload'

/**
 * Editing mode (drafts, live preview) for this request: Next's draft-mode cookie together with a
 * live editor session. The cookie alone is one value for the whole build, not bound to anyone and
 * untouched by logout; the session is checked on every request, so editing mode ends with it.
 * Visitors carry no draft cookie and are never authenticated here.
 */
export async function editingMode(): Promise<{ isEnabled: boolean }> {
  if (!(await draftMode()).isEnabled) return { isEnabled: false }
  // What the page shows now depends on the session too: a cached copy must not outlive a logout.
  pageVariesOnCookie('payload-token')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return { isEnabled: Boolean(user) }
}
