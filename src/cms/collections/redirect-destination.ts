/**
 * The editor sees when a redirect sends visitors to a page that does not exist. A
 * read-only field computed when an editor reads the rule (not stored, not computed for the
 * visitors' rule table): a fixed destination must be a page of the rule's site in one of its
 * languages, or lie below a wildcard page (car list, car detail), which answers its own paths.
 */
import type { FieldHook, Payload } from 'payload'
import { fixedDestination } from '@/services/redirects/destination'

function ancestorsOf(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`).concat('/')
}

/** A warning for the editor, or null when the destination is a page (or cannot be checked). */
export async function missingDestinationWarning(
  payload: Payload,
  siteId: number | string,
  destination: string,
): Promise<string | null> {
  const path = fixedDestination({ destination })
  if (!path) return null
  const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
  const languages = (site?.languages ?? []).map((entry) => entry.language)
  for (const locale of languages) {
    const pages = await payload.find({
      collection: 'pages',
      locale,
      where: { and: [{ site: { equals: siteId } }, { path: { in: ancestorsOf(path) } }] },
      select: { path: true, isWildcard: true },
      depth: 0,
      limit: 50,
      pagination: false,
      overrideAccess: true,
    })
    const answers = pages.docs.some(
      (page) => page.path === path || (page.isWildcard && path.startsWith(`${page.path}/`)),
    )
    if (answers) return null
  }
  return `No page of this site answers ${path}: visitors sent here get "page not found". Create the page or change the destination.`
}

/** Computed for editors only: the visitors' redirect table reads rules without a user. */
export const destinationWarningHook: FieldHook = async ({ data, req }) => {
  if (!req.user || typeof data?.destination !== 'string') return null
  const siteId = typeof data.site === 'object' && data.site ? data.site.id : data.site
  if (siteId === undefined || siteId === null) return null
  return missingDestinationWarning(req.payload, siteId, data.destination)
}
