/**
 * The CMS's REST and GraphQL routes behind a per-client limit for anonymous callers. Editors are
 * not counted: the admin makes many calls, and a session is proof enough. Only a request that
 * carries a credential pays for checking it, so a made-up header is counted like no header.
 */
import 'server-only'
import { payloadClient } from '@/services/content/payload'
import { limitRequest, type RuleName } from './index'

const sessionCookie = /(?:^|;\s*)payload-token=/

/** Whether the request carries a credential at all (cookie or Authorization header), valid or not. */
export function carriesCredential(headers: Headers): boolean {
  return Boolean(headers.get('authorization')) || sessionCookie.test(headers.get('cookie') ?? '')
}

/** Whether the request carries a valid editor's session (cookie or Authorization header). */
export async function hasSession(headers: Headers): Promise<boolean> {
  if (!carriesCredential(headers)) return false
  try {
    const { user } = await (await payloadClient()).auth({ headers })
    return Boolean(user)
  } catch {
    return false
  }
}

export function withAnonymousLimit<A extends unknown[]>(
  name: RuleName,
  handler: (request: Request, ...rest: A) => Promise<Response> | Response,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    if (!(await hasSession(request.headers))) {
      const limited = await limitRequest(request, name)
      if (limited) return limited
    }
    return handler(request, ...rest)
  }
}
