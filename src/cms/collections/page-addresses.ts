/**
 * Addresses that never break ("Page addresses" in docs/decisions.md): a page's full path is its
 * own within its site and language; when a published path changes, its children follow and the
 * old address redirects to the new one.
 */
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeOperationHook,
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

/** The link texts of blocks whose link field is exactly `href`, anywhere in a region's blocks. */
function linksTo(blocks: unknown, href: string, found: string[] = []): string[] {
  if (Array.isArray(blocks)) for (const block of blocks) linksTo(block, href, found)
  else if (blocks && typeof blocks === 'object') {
    const entry = blocks as Record<string, unknown>
    const pointsHere = Object.entries(entry).some(
      ([key, value]) => value === href && /link|href|url|path/i.test(key) && key !== 'path',
    )
    if (pointsHere) {
      const name = [entry.title, entry.label, entry.text, entry.linkText].find(
        (value): value is string => typeof value === 'string' && value.trim() !== '',
      )
      found.push(name ? `“${name}”` : href)
    }
    for (const value of Object.values(entry)) if (typeof value === 'object') linksTo(value, href, found)
  }
  return found
}

/**
 * What breaks when a page goes from visitors' reach (deleted or unpublished), by name: the site's
 * home page, its child pages, and, in each of the site's languages, the redirect rules that send
 * visitors to it and the links of the site's header and footer that point at it.
 */
async function whatBreaks(req: PayloadRequest, id: number | string, action: Action) {
  const common = { depth: 0, overrideAccess: true, req } as const
  const locale = req.locale && req.locale !== 'all' ? (req.locale as never) : undefined
  const page = await req.payload.findByID({ collection: 'pages', id, locale, draft: true, ...common })
  const problems: string[] = []
  const isHome = page.path === '/' && !page.parent
  if (isHome) problems.push('it is the site’s home page')
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: id } },
    pagination: false,
    draft: true,
    select: { title: true },
    ...common,
  })
  if (children.docs.length > 0)
    problems.push(
      `its pages ${children.docs.map((child) => `“${child.title}”`).join(', ')} ${action === 'deleted' ? 'would lose their address' : 'are below it'}`,
    )
  const siteId = idOf(page.site) as number
  const site = (await req.payload.findByID({ collection: 'sites', id: siteId, ...common })) as Site
  const codes = (site.languages ?? []).map((entry) => entry.language)
  const rules = new Set<string>()
  const links = new Set<string>()
  for (const locale of codes) {
    const own = await req.payload.findByID({
      collection: 'pages',
      id,
      locale: locale as never,
      draft: true,
      select: { path: true },
      ...common,
    })
    if (!own.path) continue
    const href = localisedPath(site, locale, own.path)
    const redirects = await req.payload.find({
      collection: 'redirects',
      where: { and: [{ site: { equals: siteId } }, { destination: { equals: href } }] },
      pagination: false,
      select: { source: true, destination: true },
      ...common,
    })
    for (const rule of redirects.docs) rules.add(`${rule.source} → ${rule.destination}`)
    const regions = await req.payload.find({
      collection: 'site-regions',
      where: { site: { equals: siteId } },
      locale: locale as never,
      pagination: false,
      select: { header: true, footer: true },
      ...common,
    })
    for (const region of regions.docs) {
      for (const name of linksTo(region.header, href)) links.add(`the header link ${name}`)
      for (const name of linksTo(region.footer, href)) links.add(`the footer link ${name}`)
    }
  }
  if (rules.size > 0) problems.push(`the redirect ${[...rules].join(', ')} leads to it`)
  if (links.size > 0) problems.push(`${[...links].join(', ')} ${links.size === 1 ? 'points' : 'point'} to it`)
  // A home page stays; the rest the editor can move, change or remove.
  return {
    title: page.title ?? page.path ?? String(id),
    problems,
    fixable: problems.length > (isHome ? 1 : 0),
  }
}

type Action = 'deleted' | 'unpublished'

function refusal({ title, problems, fixable }: Awaited<ReturnType<typeof whatBreaks>>, action: Action) {
  return new ValidationError({
    collection: 'pages',
    errors: [
      {
        path: 'slug',
        message: `“${title}” cannot be ${action}: ${problems.join('; ')}.${fixable ? ' Move, change or remove them first.' : ''}`,
      },
    ],
  })
}

/**
 * Deleting a page that others depend on is refused, naming what would break (`whatBreaks`).
 */
export const refuseBreakingDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const found = await whatBreaks(req, id, 'deleted')
  if (found.problems.length > 0) throw refusal(found, 'deleted')
}

/**
 * Unpublishing a published page others depend on is refused the same way. An unpublish is an
 * update to `_status: 'draft'` that is not a draft save (the `draft` argument, which only this
 * hook sees).
 */
export const refuseBreakingUnpublish: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const { data, draft, id, where } = args as {
    data?: { _status?: string }
    draft?: boolean
    id?: number | string
    where?: Where
  }
  if (draft || data?._status !== 'draft') return args
  const common = { depth: 0, overrideAccess: true, req } as const
  const ids =
    id !== undefined
      ? [id]
      : where
        ? (
            await req.payload.find({ collection: 'pages', where, pagination: false, select: {}, ...common })
          ).docs.map((page) => page.id)
        : []
  for (const pageId of ids) {
    const current = await req.payload.findByID({
      collection: 'pages',
      id: pageId,
      select: { _status: true },
      ...common,
    })
    if (current._status !== 'published') continue
    const found = await whatBreaks(req, pageId, 'unpublished')
    if (found.problems.length > 0) throw refusal(found, 'unpublished')
  }
  return args
}
