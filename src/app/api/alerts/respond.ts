import type { AlertResult } from '@/services/alerts'

export const alertResponse = (result: AlertResult): Response =>
  Response.json(result.body, { status: result.status, headers: result.headers })

const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`)

/**
 * The page a mail's link opens: one button that POSTs the same token. A link alone never acts,
 * since mail scanners open links (RFC 8058 §1); the button, or the mail client's one-click POST, does.
 */
export function confirmPage(title: string, action: string, token: string): Response {
  const html = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title><form method="post" action="${escape(action)}"><input type="hidden" name="token" value="${escape(token)}"><button type="submit">${escape(title)}</button></form>`
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
}

/** The token of a POST: in the query (RFC 8058's one-click POST), a form field or a JSON body. */
export async function postedToken(request: Request): Promise<string> {
  const fromQuery = new URL(request.url).searchParams.get('token')
  if (fromQuery) return fromQuery
  const text = (await request.text()).slice(0, 2000)
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    try {
      const token = (JSON.parse(text) as { token?: unknown }).token
      return typeof token === 'string' ? token : ''
    } catch {
      return ''
    }
  }
  return new URLSearchParams(text).get('token') ?? ''
}
