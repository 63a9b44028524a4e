/**
 * Folds the header and footer that pages carried as copies into their site's regions ("Site-wide
 * regions" in docs/decisions.md): for each site without regions yet, its home page's header and
 * footer in each language become the site's, and every page whose copy is the same (block ids
 * aside) drops it, so it shows the site's. A page whose region differs keeps it as its own.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { Page, Site } from '@/cms/payload-types'
import { languageByCode, type LanguageCode } from '@/lib/i18n/languages'

type Blocks = NonNullable<Page['header']>

/** The blocks without their generated ids (every copy got its own), for comparing content. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, entry]) => [key, withoutIds(entry)]),
    )
  return value
}

export const sameBlocks = (a: Blocks | null | undefined, b: Blocks | null | undefined) =>
  JSON.stringify(withoutIds(a ?? [])) === JSON.stringify(withoutIds(b ?? []))

const codesOf = (site: Site) =>
  (site.languages ?? [])
    .map((entry) => languageByCode(entry.language)?.code)
    .filter((code): code is LanguageCode => Boolean(code))

export async function foldSiteRegions(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const common = { overrideAccess: true, depth: 0, req } as const
  const sites = await payload.find({ collection: 'sites', pagination: false, ...common })
  let folded = 0
  for (const site of sites.docs) {
    const existing = await payload.count({
      collection: 'site-regions',
      where: { site: { equals: site.id } },
      req,
    })
    if (existing.totalDocs > 0) continue
    let regionsId: number | undefined
    for (const locale of codesOf(site)) {
      const pages = await payload.find({
        collection: 'pages',
        locale,
        pagination: false,
        where: { site: { equals: site.id } },
        select: { path: true, header: true, footer: true },
        ...common,
      })
      const home = pages.docs.find((page) => page.path === '/')
      if (!home) continue
      const data = { header: home.header ?? [], footer: home.footer ?? [], _status: 'published' as const }
      if (regionsId === undefined) {
        const created = await payload.create({
          collection: 'site-regions',
          locale,
          data: { site: site.id, ...data },
          ...common,
        })
        regionsId = created.id
      } else {
        await payload.update({ collection: 'site-regions', id: regionsId, locale, data, ...common })
      }
      for (const page of pages.docs) {
        const header = page.header?.length && sameBlocks(page.header, home.header) ? { header: [] } : {}
        const footer = page.footer?.length && sameBlocks(page.footer, home.footer) ? { footer: [] } : {}
        if (Object.keys({ ...header, ...footer }).length === 0) continue
        await payload.update({
          collection: 'pages',
          id: page.id,
          locale,
          data: { ...header, ...footer },
          ...common,
        })
      }
    }
    if (regionsId !== undefined) folded++
  }
  return folded
}
