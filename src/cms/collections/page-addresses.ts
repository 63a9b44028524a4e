/**
 * Addresses that never break ("Page addresses" in docs/decisions.md): a page's full path is its
 * own within its site and language; when a published path changes, its children follow and the
 * old address redirects to the new one.
 */
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
  Where,
} from 'payload'
import { ValidationError } from 'payload'
import type { Page, Site } from '@/cms/payload-types'
import { languageByCode } from '@/lib/i18n/languages'
import { localisedPath } from '@/lib/site/languages'
import { logger } from '@/lib/log/logger'
import { savesDraftOnly } from '../hooks/invalidate'

const log = logger.child({ name: 'page-addresses' })
const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : value

/** Refuses a second page at the same path of the same site and language, naming the first. */
export const uniquePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const site = idOf(data.site ?? originalDoc?.site)
  if (!data.path || !site || !req.locale) return data
  const others: Where[] = [{ site: { equals: site } }, { path: { equals: data.path } }]
  if (originalDoc?.id) others.push({ id: { not_equals: originalDoc.id } })
  const taken = await req.payload.find({
    collection: 'pages',
    locale: req.locale,
    where: { and: others },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { title: true },
    req,
  })
  const other = taken.docs[0]
  if (!other) return data
  const language = languageByCode(req.locale)?.name ?? req.locale
  throw new ValidationError({
    collection: 'pages',
    errors: [
      {
        path: 'slug',
        message: `The page “${other.title}” already has the address ${data.path} in ${language}. Choose another slug or parent.`,
      },
    ],
  })
}

/**
 * After a published path changes: the children take the new path below it (each then does the
 * same for its own), and the old address redirects to the new one. A draft save changes nothing
 * visitors reach, so it moves nothing.
 */
export const followPathChange: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, data, req }) => {
  if (savesDraftOnly(req, data) || !req.locale || req.locale === 'all') return doc
  const before = previousDoc?.path
  if (!before || before === doc.path) return doc
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { path: true },
    req,
  })
  for (const child of children.docs)
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      locale: req.locale,
      data: {},
      overrideAccess: true,
      req,
    })
  if (previousDoc?._status === 'published')
    await redirectOldAddress(req, idOf(doc.site) as number, req.locale, before, doc.path ?? '/')
  return doc
}

/**
 * The old address of a page redirects to its new one. Rules that sent visitors to the old address
 * now send them straight to the new one, and a rule away from the new address goes (the page
 * lives there again), so no chain or loop is made.
 */
async function redirectOldAddress(
  req: PayloadRequest,
  siteId: number,
  locale: string,
  from: string,
  to: string,
) {
  const site = (await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, req })) as Site
  const [source, destination] = [localisedPath(site, locale, from), localisedPath(site, locale, to)]
  const ofSite = (where: Where): Where => ({ and: [{ site: { equals: siteId } }, where] })
  const common = { overrideAccess: true, req } as const
  try {
    await req.payload.delete({
      collection: 'redirects',
      where: ofSite({ source: { equals: destination } }),
      ...common,
    })
    await req.payload.update({
      collection: 'redirects',
      where: ofSite({ destination: { equals: source } }),
      data: { destination },
      ...common,
    })
    const existing = await req.payload.count({
      collection: 'redirects',
      where: ofSite({ source: { equals: source } }),
      ...common,
    })
    if (existing.totalDocs === 0)
      await req.payload.create({
        collection: 'redirects',
        data: { site: siteId, source, destination },
        ...common,
      })
  } catch (error) {
    // A rule the editor wrote by hand can stand in the way (a pattern over both addresses): the
    // page is saved all the same, and the editor adds the rule they want in Redirects.
    log.warn(
      { err: error, code: 'PAGE_REDIRECT_NOT_CREATED', source, destination },
      'no redirect for a moved page',
    )
  }
}

/**
 * Deleting a page that others depend on is refused, naming what would break: the site's home page,
 * and a page with children (they would lose their address).
 */
export const refuseBreakingDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    draft: true,
    req,
    overrideAccess: true,
  })
  const problems: string[] = []
  if (page.path === '/' && !page.parent) problems.push('it is the site’s home page')
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: id } },
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { title: true },
    req,
  })
  if (children.docs.length > 0)
    problems.push(
      `its pages ${children.docs.map((child) => `“${child.title}”`).join(', ')} would lose their address`,
    )
  if (problems.length === 0) return
  throw new ValidationError({
    collection: 'pages',
    errors: [
      {
        path: 'slug',
        message: `“${page.title}” cannot be deleted: ${problems.join('; ')}.${children.docs.length > 0 ? ' Move or delete them first.' : ''}`,
      },
    ],
  })
}
