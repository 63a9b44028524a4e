/**
 * Index names are per site: `<kind>_<sitecoreSiteName>` (vehicles_automotive-se,
 * sites_carstore-fi, kits_automotive-se, kitvehicles_automotive-se).
 */
import { kinds, type IndexKind, type KindName } from './kinds'

export class UnknownSiteError extends Error {
  readonly code = 'UNKNOWN_SITE'
  constructor(siteName: string) {
    super(`Unknown sitecoreSiteName: ${siteName}`)
  }
}

export function indexNameFor(siteName: string, kind: KindName, knownSiteNames: readonly string[]): string {
  if (!knownSiteNames.includes(siteName)) throw new UnknownSiteError(siteName)
  return `${kind}_${siteName}`
}

export function parseIndexName(index: string): { kind: IndexKind; site: string } | null {
  const match = /^([a-z]+)_([a-z0-9][a-z0-9-]{0,62})$/.exec(index)
  if (!match) return null
  const kind = kinds[match[1] as KindName] as IndexKind | undefined
  return kind ? { kind, site: match[2] } : null
}

/**
 * The text-search language of an index, from its site's market suffix. PostgreSQL has
 * stemmers for these; Slovak has none, so it gets the plain tokenizer.
 */
export function languageForSite(site: string): string {
  const market = site.slice(site.lastIndexOf('-') + 1)
  return { se: 'swedish', no: 'norwegian', uk: 'english', fi: 'finnish' }[market] ?? 'simple'
}
