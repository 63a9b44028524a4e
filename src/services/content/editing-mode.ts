import 'server-only'
import { draftMode, headers } from 'next/headers'
import { pageVariesOnCookie } from '@/lib/server/response-record'
import { contentEditor, isGroupAdmin, siteIdsOf } from '@/cms/access/roles'
import { payloadClient } from './payload'

/**
 * Editing mode (drafts, live preview) for this request: Next's draft-mode cookie together with a
 * live editor session. The cookie alone is one value for the whole build, not bound to anyone and
 * untouched by logout; the session is checked on every request, so editing mode ends with it.
 * Visitors carry no draft cookie and are never authenticated here. Only staff who edit content
 * see drafts, and `mayEdit` tells whether they edit a given site ("Roles" in docs/decisions.md).
 */
export async function editingMode(): Promise<{ isEnabled: boolean; mayEdit: (siteId: number) => boolean }> {
  const none = { isEnabled: false, mayEdit: () => false }
  if (!(await draftMode()).isEnabled) return none
  // What the page shows now depends on the session too: a cached copy must not outlive a logout.
  pageVariesOnCookie('payload-token')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!contentEditor(user)) return none
  return { isEnabled: true, mayEdit: (siteId) => isGroupAdmin(user) || siteIdsOf(user).includes(siteId) }
}
