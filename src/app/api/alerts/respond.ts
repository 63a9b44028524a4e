import type { AlertResult } from '@/services/alerts'

export const alertResponse = (result: AlertResult): Response =>
  Response.json(result.body, { status: result.status, headers: result.headers })

/**
 * A mail's link opens the site's page (`/alerts/…`, "Saved searches: pages"), never an action:
 * mail scanners open links (RFC 8058 §1). Links of mails sent before the pages existed point here.
 */
export function toPage(request: Request, page: string): Response {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return seeOther(`${page}?token=${encodeURIComponent(token)}`)
}

export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } })

/** A POST's fields: the query's token (RFC 8058's one-click POST), then a form's or a JSON body's. */
export async function postedFields(
  request: Request,
): Promise<{ token: string; form: URLSearchParams | null }> {
  const fromQuery = new URL(request.url).searchParams.get('token')
  const text = (await request.text()).slice(0, 2000)
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    let token: unknown
    try {
      token = (JSON.parse(text) as { token?: unknown }).token
    } catch {}
    return { token: fromQuery ?? (typeof token === 'string' ? token : ''), form: null }
  }
  const form = new URLSearchParams(text)
  return { token: fromQuery ?? form.get('token') ?? '', form }
}

/**
 * The language base of the page that posted a form ('' or '/en'): the answer sends the browser back
 * there. Anything else is no page of ours, and the caller answers JSON (the one-click POST).
 */
export function pageBase(form: URLSearchParams | null): string | null {
  const base = form?.get('pages')
  return base !== null && base !== undefined && /^(\/[a-z]{2}(-[a-z]{2})?)?$/.test(base) ? base : null
}

/** Back to a page with the outcome in its query: `done` or the failed status. */
export function backTo(path: string, query: Record<string, string>): Response {
  return seeOther(`${path}?${new URLSearchParams(query)}`)
}
