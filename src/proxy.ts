import { NextResponse, type NextRequest } from 'next/server'
import { isSitePath, isWellFormedPath, resolveRequest } from '@/lib/routing/resolve-request'
import { hostedFormSources } from '@/lib/forms/hosted'
import { mapStyleOrigin } from '@/services/map/routes'
import { securityHeaders } from '@/lib/security/headers'
import { serverUrl } from '@/lib/server-url'

/**
 * Every request: a CSP nonce and the security headers. Site pages: rewritten to
 * /[site]/[lang]/[...path] with the original host and path passed on as headers, so the server
 * can resolve the site, apply its redirects and build canonical URLs.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const headers = securityHeaders(nonce, {
    adminOrigin: new URL(serverUrl()).origin,
    development: process.env.NODE_ENV === 'development',
    mapOrigin: mapStyleOrigin(),
    hostedForms: hostedFormSources(),
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'])

  const { pathname, search } = request.nextUrl
  if (!isWellFormedPath(pathname)) {
    const badRequest = new NextResponse('Bad request: the address is not a valid URL path', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
    for (const [name, value] of Object.entries(headers)) badRequest.headers.set(name, value)
    return badRequest
  }
  const adminOrigin = misdirectedAdmin(request, pathname)
  if (adminOrigin) {
    // The admin saves only from its own origin (CSRF and CORS allow SERVER_URL and
    // ALLOWED_ORIGINS). A redirect would not do: Next.js makes a redirect to its own configured
    // host relative, which sends the browser back here.
    const target = `${adminOrigin}${pathname}${search}`
    const escaped = target.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    const page = new NextResponse(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>The CMS is at ${escaped}</title>` +
        `<main><h1>The CMS is at its own address</h1><p>Saving works only at the server's address ` +
        `(SERVER_URL): <a href="${escaped}">${escaped}</a></p></main></html>`,
      { status: 421, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
    for (const [name, value] of Object.entries(headers)) page.headers.set(name, value)
    return page
  }
  const resolved = resolveRequest({
    host: request.headers.get('host'),
    pathname,
    siteOverride: request.nextUrl.searchParams.get('site'),
  })
  requestHeaders.set('x-site-key', resolved.siteKey)
  let response: NextResponse
  if (isSitePath(pathname)) {
    requestHeaders.set('x-language-segment', resolved.languageSegment)
    requestHeaders.set('x-original-path', pathname)
    requestHeaders.set('x-original-search', search)
    const target = request.nextUrl.clone()
    target.pathname = ['', resolved.siteKey, resolved.languageSegment, ...resolved.rest].join('/')
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } })
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } })
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/** SERVER_URL's origin when an admin page was asked for from a host the admin cannot save from. */
function misdirectedAdmin(request: NextRequest, pathname: string): string | null {
  if (!/^\/admin(\/|$)/.test(pathname)) return null
  const admin = new URL(serverUrl())
  const host = request.headers.get('host')
  if (!host || host === admin.host) return null
  const allowed = (process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean)
  if (allowed.some((origin) => URL.canParse(origin) && new URL(origin).host === host)) return null
  return admin.origin
}

export const config = {
  matcher: [{ source: '/((?!_next/static|_next/image|_i/).*)' }],
}
