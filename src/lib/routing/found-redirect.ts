import 'server-only'
import { redirect } from 'next/navigation'
import { answerRedirectWith302 } from '@/lib/server/response-record'

/**
 * A temporary redirect answered with 302 Found, as the spec asks of pages (spec 02 §2 and §5).
 * Next.js answers a page's `redirect()` with 307 and cannot be told otherwise, so this marks the
 * response record and the production server (server/serve.mjs) sends 302. Under `next dev` the
 * answer stays 307, which browsers follow the same way.
 */
export function foundRedirect(location: string): never {
  answerRedirectWith302()
  redirect(location)
}
