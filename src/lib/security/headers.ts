/**
 * Security headers for every response. Scripts run only with the per-request nonce (no
 * 'unsafe-inline'); 'strict-dynamic' lets a nonce'd script (GTM) load what it needs. Only the
 * admin's own origin may frame pages, for live preview.
 *
 * A page a shared cache may keep carries no nonce: the production server swaps the nonce and
 * 'strict-dynamic' for the hashes of the page's inline scripts (server/shared-cache.mjs), and
 * then the host sources below ('self', the tag manager's, the hosted forms') are what allow the
 * external scripts.
 */
export type SecurityOptions = {
  adminOrigin: string
  development: boolean
  /** The origin of a configured map style (MAP_STYLE_URL) when it is not ours: its tiles are fetched. */
  mapOrigin?: string | null
  /** The origins of the configured hosted form services (src/lib/forms/hosted.ts). */
  hostedForms?: { script: string[]; connect: string[]; frame: string[] }
}

const tagManagerOrigin = 'https://www.googletagmanager.com'

const withSources = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(' ')}` : '')

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const scriptSources = [
    `'self'`,
    `'nonce-${nonce}'`,
    `'strict-dynamic'`,
    // Host sources count only where 'strict-dynamic' is absent: in browsers that do not know it,
    // and in the hashed policy of a shared page (GTM's gtm.js and gtag.js load from this host).
    tagManagerOrigin,
    ...(options.hostedForms?.script ?? []),
    ...(options.development ? [`'unsafe-eval'`] : []),
  ]
  return [
    `default-src 'self'`,
    `script-src ${scriptSources.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `media-src 'self' blob: https:`,
    `connect-src 'self' ${options.mapOrigin ? `${options.mapOrigin} ` : ''}https://*.google-analytics.com https://*.googletagmanager.com${withSources(options.hostedForms?.connect)}`,
    // The map's MapLibre worker, served from /api/map/worker.mjs: without this the fallback to
    // script-src applies, where 'strict-dynamic' makes 'self' void and the worker is refused.
    `worker-src 'self'`,
    `frame-src 'self' https://www.youtube-nocookie.com https://www.googletagmanager.com${withSources(options.hostedForms?.frame)}`,
    `frame-ancestors 'self' ${options.adminOrigin}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ')
}

export function securityHeaders(nonce: string, options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  }
}
