/** Protocols a link from content may use; anything else (javascript:, data:, vbscript:) is dropped. */
const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * The href to render for a link an editor typed, or undefined when it could run script.
 * Relative paths, anchors and query-only links pass; control characters and whitespace that
 * browsers ignore inside a scheme ("java\tscript:") are removed before the check.
 */
export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined
  const trimmed = href.trim()
  if (!trimmed) return undefined
  if (/^[/?#]/.test(trimmed) && !trimmed.startsWith('//')) return trimmed
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)
  if (!scheme) return trimmed.startsWith('//') ? undefined : trimmed
  return allowedProtocols.has(`${scheme[1]}:`) ? trimmed : undefined
}
