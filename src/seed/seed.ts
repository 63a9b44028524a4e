import type { Payload, PayloadRequest } from 'payload'
import type { LanguageCode } from '@/lib/i18n/languages'
import { joinPath } from '@/cms/collections/page-paths'
import {
  homeTexts,
  notFoundTexts,
  pageConcepts,
  siteBrandDesigns,
  siteExtraPages,
  siteSlugOverrides,
  type PageConcept,
} from './content'
import { carDetailPage } from './car-detail'
import { facilityPageBlocks } from './facility-detail'
import { carTeasers } from './blocks/car-teasers'
import { dictionaryEntries } from './dictionary'
import { catalogValueDictionaryEntries } from './dictionary-catalog-values'
import { faviconPng, navImagePng, socialImagePng } from './images'
import { headerBlocks, footerBlocks } from './blocks/chrome'
import { carListPageBlocks, contentPageBlocks, homeBlocks } from './blocks/content'
import { carOfTheWeek, carSearchHero, demoFacetMap, demoSortOptions } from './blocks/vehicles'
import { demoSiteNames } from '@/seed/catalog/markets'
import { localisedSeedPath, richContent } from './blocks/shared'
import type { SeedPageContext } from './blocks/types'
import { document, heading, paragraph } from './lexical'
import { demoRedirects } from '@/seed/redirects/rules'
import { landingConcepts } from '@/seed/redirects/landing-pages'
import { demoSites, localUrl, type DemoSite } from './sites'
import { seedDemoForms } from './blocks/forms'
import { seedStories } from './stories'
import { sameBlocks } from '@/cms/site-regions-fold'

export const demoAdmin = { email: 'admin@example.com', password: 'demo-admin-2026' }

/**
 * One demo user per role besides the group admin (README "Log-ins"): an editor of carstore-se
 * only, and the dealer staff and workshop reception of Automotive Stockholm.
 */
export const demoStaff = {
  siteEditor: { email: 'editor@example.com', password: 'demo-editor-2026', name: 'Carstore SE editor' },
  dealerStaff: {
    email: 'dealer@example.com',
    password: 'demo-dealer-2026',
    name: 'Automotive Stockholm sales',
  },
  workshopReception: {
    email: 'reception@example.com',
    password: 'demo-reception-2026',
    name: 'Automotive Stockholm workshop reception',
  },
} as const
export const demoDealerId = 'automotive-se-1001'
export const demoEditorSite = 'carstore-se'

async function seedStaff(payload: Payload): Promise<void> {
  const site = await payload.find({
    collection: 'sites',
    where: { name: { equals: demoEditorSite } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const users = [
    { ...demoStaff.siteEditor, role: 'siteEditor' as const, sites: site.docs.map((doc) => doc.id) },
    { ...demoStaff.dealerStaff, role: 'dealerStaff' as const, dealers: [demoDealerId] },
    { ...demoStaff.workshopReception, role: 'workshopReception' as const, dealers: [demoDealerId] },
  ]
  for (const data of users) await payload.create({ collection: 'users', data, overrideAccess: true })
}

type Id = number
type Ctx = { payload: Payload; req?: Partial<PayloadRequest> }

async function upload(
  ctx: Ctx,
  name: string,
  data: Buffer,
  alt: string,
  mimetype = 'image/png',
  site?: Id,
): Promise<Id> {
  const doc = await ctx.payload.create({
    collection: 'media',
    data: { alt, site },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
  })
  return doc.id
}

/** The sites with a demo vehicle catalogue get a car list (spec 02 §2 Car list page). */
const hasCatalog = (site: DemoSite) => demoSiteNames.includes(site.name)

/** The site document with its icon and sharing image, which the media library lists under it. */
async function createSite(ctx: Ctx, site: DemoSite): Promise<{ siteId: Id; socialImage: Id }> {
  const { payload } = ctx
  const favicon = await upload(
    ctx,
    `${site.name}-favicon.png`,
    await faviconPng(site.displayName[0], site.color),
    site.displayName,
  )
  const socialImage = await upload(
    ctx,
    `${site.name}-social.png`,
    await socialImagePng(site.displayName, site.color),
    site.displayName,
  )
  const siteDoc = await payload.create({
    collection: 'sites',
    overrideAccess: true,
    data: {
      name: site.name,
      displayName: site.displayName,
      url: localUrl(site.name),
      hostnames: site.hostnames.map((hostname) => ({ hostname })),
      isDefault: site.isDefault ?? false,
      market: site.market,
      fontPair: site.fontPair,
      theme: site.theme,
      languages: site.languages.map((language) => ({ language })),
      titleTemplate: site.titleTemplate,
      // Sell-car leads go here (decisions: Forms); a demo address of the site's own domain.
      leadsEmail: `leads@${site.hostnames[0]}`,
      favicon,
      pathToCarList: site.pathToCarList,
      pathToCarDetail: site.pathToCarDetail,
      pathToSiteDetail: site.pathToSiteDetail,
      catalog: {
        vehicleIndex: `vehicles_${site.name}`,
        siteIndex: `sites_${site.name}`,
        kitIndex: `kits_${site.name}`,
        kitVehicleIndex: `kitvehicles_${site.name}`,
        ...(hasCatalog(site)
          ? {
              // A list, not an object: PostgreSQL's jsonb does not keep object keys in order.
              facetMap: Object.entries(demoFacetMap).map(([name, label]) => ({ name, label })),
              sortOptions: demoSortOptions,
            }
          : {}),
      },
    },
  })

  // The site's own icon and sharing image are listed under it in the media library.
  await payload.update({
    collection: 'media',
    where: { id: { in: [favicon, socialImage] } },
    data: { site: siteDoc.id },
    overrideAccess: true,
  })
  return { siteId: siteDoc.id, socialImage }
}

async function seedRedirects(payload: Payload, site: DemoSite, siteId: Id): Promise<void> {
  for (const rule of demoRedirects[site.name as keyof typeof demoRedirects] ?? []) {
    await payload.create({
      collection: 'redirects',
      overrideAccess: true,
      data: {
        site: siteId,
        source: rule.source,
        destination: rule.destination,
        permanent: true,
        has: (rule.has ?? []).map((condition) =>
          condition.type === 'host'
            ? { type: 'host' as const, value: condition.value }
            : { type: 'query' as const, key: condition.key, value: condition.value },
        ),
      },
    })
  }
}

type WritePage = (key: string, language: LanguageCode, data: Record<string, unknown>) => Promise<void>
type Regions = (
  context: SeedPageContext,
  main: (context: SeedPageContext) => Promise<unknown[]>,
) => Promise<{ header: unknown[]; main: unknown[]; footer: unknown[] }>

/** What every step of one site's seeding shares. */
type SiteSeed = {
  payload: Payload
  site: DemoSite
  siteId: Id
  concepts: PageConcept[]
  /** The page ids by key: a page's first language creates it, the others update it. */
  ids: Map<string, Id>
  write: WritePage
  uploadOnce: SeedPageContext['upload']
  writeSiteRegions: (language: LanguageCode, data: { header: unknown[]; footer: unknown[] }) => Promise<void>
}

/** One language's steps: the site's, its page paths, a page's context and its regions. */
type LanguageSeed = SiteSeed & {
  language: LanguageCode
  pageContext: (pageKey: string, title: string, intro: string) => SeedPageContext
  regions: Regions
}

/** The site's page writer, media uploads (each once) and site-wide regions writer. */
function siteSeed(ctx: Ctx, site: DemoSite, siteId: Id): SiteSeed {
  const { payload } = ctx
  let regionsId: Id | undefined
  const writeSiteRegions = async (language: LanguageCode, data: { header: unknown[]; footer: unknown[] }) => {
    const common = { locale: language, overrideAccess: true } as const
    const published = { ...data, _status: 'published' as const } as never
    if (regionsId === undefined) {
      const created = await payload.create({
        collection: 'site-regions',
        data: { ...(published as object), site: siteId } as never,
        ...common,
      })
      regionsId = created.id
    } else await payload.update({ collection: 'site-regions', id: regionsId, data: published, ...common })
  }
  const ids = new Map<string, Id>()
  const write = async (key: string, language: LanguageCode, data: Record<string, unknown>) => {
    const existing = ids.get(key)
    const common = { ...data, _status: 'published' as const }
    if (!existing) {
      const created = await payload.create({
        collection: 'pages',
        locale: language,
        data: { site: siteId, ...common } as never,
        overrideAccess: true,
      })
      ids.set(key, created.id)
    } else {
      await payload.update({
        collection: 'pages',
        id: existing,
        locale: language,
        data: common as never,
        overrideAccess: true,
      })
    }
  }

  // Only sites with dealer sites in the catalogue have a "Find us" page (spec 02 §2 Facility list), and only
  // sites with kits in it a kit catalogue (spec 03 §2.1).
  const catalogPages = new Set(['findUs', 'kits'])
  const concepts = [
    ...pageConcepts.filter((concept) => !catalogPages.has(concept.key) || hasCatalog(site)),
    ...(siteExtraPages[site.name] ?? []),
  ]
  const uploaded = new Map<string, number>()
  const uploadOnce = async (name: string, data: Buffer, alt: string, mimetype = 'image/png') => {
    if (!uploaded.has(name)) uploaded.set(name, await upload(ctx, name, data, alt, mimetype, siteId))
    return uploaded.get(name)!
  }
  return { payload, site, siteId, concepts, ids, write, uploadOnce, writeSiteRegions }
}

/**
 * A language's page contexts, and the site's header and footer in it, edited once for all its
 * pages ("Site-wide regions"); a page carries a region of its own only where it differs (the
 * share block on a few footers).
 */
async function languageSeed(seed: SiteSeed, language: LanguageCode): Promise<LanguageSeed> {
  const { site, concepts, uploadOnce } = seed
  const paths = seededPaths(site, language, concepts)
  const pageContext = (pageKey: string, title: string, intro: string): SeedPageContext => ({
    site,
    language,
    pageKey,
    title,
    intro,
    paths,
    upload: uploadOnce,
  })
  const home = homeTexts[language]
  const homeContext = pageContext('home', home.title(site.displayName), home.intro)
  const shared = { header: await headerBlocks(homeContext), footer: await footerBlocks(homeContext) }
  await seed.writeSiteRegions(language, shared)
  const regions: Regions = async (context, main) => {
    const [header, footer] = [await headerBlocks(context), await footerBlocks(context)]
    return {
      header: sameBlocks(header as never, shared.header as never) ? [] : header,
      main: await main(context),
      footer: sameBlocks(footer as never, shared.footer as never) ? [] : footer,
    }
  }
  return { ...seed, language, pageContext, regions }
}

async function seedHomePage(
  { site, language, write, regions, pageContext }: LanguageSeed,
  socialImage: Id,
): Promise<void> {
  const home = homeTexts[language]
  await write('home', language, {
    title: home.title(site.displayName),
    slug: '',
    metaDescription: home.intro,
    ogImage: socialImage,
    ...(await regions(pageContext('home', home.title(site.displayName), home.intro), async (context) => {
      const [hero, ...rest] = await homeBlocks(context)
      // Vehicle sites: the car search right below the hero, car of the week after it.
      return hasCatalog(site)
        ? [
            hero,
            carSearchHero(language, localisedSeedPath(site, language, context.paths.buy)),
            carOfTheWeek(),
            ...carTeasers(site.name, language, localisedSeedPath(site, language, context.paths.buy)),
            ...rest,
          ]
        : [hero, ...rest]
    })),
  })
}

async function seedConceptPages(seed: LanguageSeed): Promise<void> {
  const { site, language, concepts, ids, write, uploadOnce, regions, pageContext } = seed
  for (const [index, concept] of concepts.entries()) {
    const text = concept.texts[language]
    if (!text) continue
    // Second-level sections get a mega-menu image (spec 01 §3 navImage).
    const topLevel = concept.parent && !concepts.find((other) => other.key === concept.parent)?.parent
    const navImage = topLevel
      ? await uploadOnce(
          `${site.name}-nav-${concept.key}.png`,
          await navImagePng(site.color, index),
          text.title,
        )
      : undefined
    // The 'buy' page is the car list; as a wildcard it also answers /<list>/<brand>/<model>.
    const isCarList = concept.key === 'buy' && hasCatalog(site)
    await write(concept.key, language, {
      title: text.title,
      navImage,
      brandDesign: siteBrandDesigns[site.name]?.[concept.key],
      slug: pageSlug(site, concept, language, text.slug),
      parent: concept.parent ? ids.get(concept.parent) : ids.get('home'),
      sortOrder: index,
      hideInNavigation: ('hideInNavigation' in concept && concept.hideInNavigation) || false,
      // Every demo section page has content of its own: the menu links to it, not only to its
      // children (else "Köp bil" never leads to the car list).
      isNavigableInMenuWhenItHasChildren: true,
      metaDescription: text.intro,
      ...(isCarList || concept.key === 'findUs' ? { isWildcard: true } : {}),
      ...(await regions(
        pageContext(concept.key, text.title, text.intro),
        isCarList
          ? carListPageBlocks
          : concept.key === 'findUs'
            ? async () => facilityPageBlocks(site)
            : contentPageBlocks,
      )),
    })
  }
}

/**
 * The car detail page answers {pathToCarDetail}/{car_id}/{slug} (spec 02 §2); the facility detail
 * is the "Find us" page.
 */
async function seedWildcardPages(seed: LanguageSeed): Promise<void> {
  const { site, language, concepts, ids, write, regions, pageContext } = seed
  const wildcards = hasCatalog(site) ? ([['carDetail', carDetailPage]] as const) : []
  for (const [key, wildcard] of wildcards) {
    const detail = wildcard(site, language, seededPaths(site, site.languages[0], concepts))
    if (!detail || !seededPaths(site, language, concepts)[detail.parentKey]) continue
    await write(key, language, {
      title: detail.title,
      slug: detail.slug,
      parent: ids.get(detail.parentKey),
      isWildcard: true,
      hideInNavigation: true,
      ...(await regions(pageContext(key, detail.title, ''), async () => detail.main)),
    })
  }
}

async function seedNotFoundPage({ language, write, regions, pageContext }: LanguageSeed): Promise<void> {
  const notFound = notFoundTexts[language]
  const notFoundMain = async () => [
    richContent(document(heading('h1', notFound.heading), paragraph(notFound.text)), {
      hasMarginTop: true,
      hasMarginBottom: true,
    }),
  ]
  await write('notFound', language, {
    title: notFound.title,
    slug: '404',
    pageType: 'notFound',
    hideInNavigation: true,
    ...(await regions(pageContext('notFound', notFound.title, notFound.text), notFoundMain)),
  })
}

/**
 * A redirect must never land on a missing page: every fixed destination of the site's redirects
 * that no page answers becomes a page (after the stories, whose pages count as existing), hidden
 * from the navigation.
 */
async function seedLandingPages(seed: LanguageSeed): Promise<void> {
  const { payload, site, siteId, language, concepts, ids, write, regions, pageContext } = seed
  const stored = await payload.find({
    collection: 'pages',
    locale: language,
    where: { site: { equals: siteId } },
    select: { path: true, title: true },
    depth: 0,
    limit: 5000,
    pagination: false,
    overrideAccess: true,
  })
  const keyOfId = new Map([...ids.entries()].map(([key, id]) => [id, key]))
  const existing = stored.docs.flatMap((page) => {
    if (typeof page.path !== 'string' || typeof page.title !== 'string') return []
    const key = keyOfId.get(page.id) ?? `page:${page.id}`
    const intro = concepts.find((concept) => concept.key === key)?.texts[language]?.intro ?? ''
    return [{ key, path: page.path, slug: page.path.split('/').at(-1) ?? '', title: page.title, intro }]
  })
  const rules = demoRedirects[site.name as keyof typeof demoRedirects] ?? []
  for (const landing of landingConcepts(rules, existing, language, landingIntro[language])) {
    const text = landing.texts[language]!
    const parent = landing.parent ?? 'home'
    await write(landing.key, language, {
      title: text.title,
      slug: text.slug,
      parent: ids.get(parent) ?? Number(parent.replace('page:', '')),
      hideInNavigation: true,
      metaDescription: text.intro,
      ...(await regions(
        pageContext(landing.blocksLike ?? landing.key, text.title, text.intro),
        contentPageBlocks,
      )),
    })
  }
}

/**
 * One demo site: the site with its media and redirects, then per language its regions, pages and
 * stories; the landing pages that its redirects need in its first language.
 */
async function seedSite(ctx: Ctx, site: DemoSite): Promise<void> {
  const { siteId, socialImage } = await createSite(ctx, site)
  await seedRedirects(ctx.payload, site, siteId)
  const seed = siteSeed(ctx, site, siteId)
  for (const language of site.languages) {
    const page = await languageSeed(seed, language)
    await seedHomePage(page, socialImage)
    await seedConceptPages(page)
    await seedWildcardPages(page)
    await seedNotFoundPage(page)
    // Stories index, categories, stories and tags; appends a stories teaser to the home page.
    await seedStories({
      payload: ctx.payload,
      site,
      siteId,
      language,
      ids: seed.ids,
      write: seed.write,
      upload: seed.uploadOnce,
      regions: (key, title, intro, main) =>
        page.regions(page.pageContext(key, title, intro), async () => main),
    })
    if (language === site.languages[0]) await seedLandingPages(page)
  }
}

const landingIntro: Record<LanguageCode, (title: string) => string> = {
  sv: () => 'Har du frågor? Kontakta oss så hjälper vi dig.',
  nb: () => 'Har du spørsmål? Kontakt oss, så hjelper vi deg.',
  en: () => 'Any questions? Get in touch and we will help.',
  'en-GB': () => 'Any questions? Get in touch and we will help.',
  fi: () => 'Onko kysyttävää? Ota yhteyttä, niin autamme.',
  sk: () => 'Máte otázky? Kontaktujte nás, radi vám pomôžeme.',
}

/** Each seeded page's path in one language, computed as the CMS will (parent path + slug). */
/**
 * A concept page's slug on a site. "Find us" sits at the site's pathToSiteDetail: the facility list
 * on its own path, a dealer's detail page below it (spec 02 §2 Facility detail page), so the
 * redirects that land on that path and the seller links of the car pages meet one page.
 */
function pageSlug(site: DemoSite, concept: PageConcept, language: LanguageCode, slug: string): string {
  if (concept.key === 'findUs') return site.pathToSiteDetail.split('/').filter(Boolean).at(-1) ?? slug
  return siteSlugOverrides[site.name]?.[concept.key]?.[language] ?? slug
}

function seededPaths(
  site: DemoSite,
  language: LanguageCode,
  concepts: PageConcept[],
): Record<string, string> {
  const paths: Record<string, string> = { home: '/' }
  for (const concept of concepts) {
    const text = concept.texts[language]
    if (!text) continue
    paths[concept.key] = joinPath(
      paths[concept.parent ?? 'home'] ?? '/',
      pageSlug(site, concept, language, text.slug),
    )
  }
  return paths
}

async function seedDictionary(ctx: Ctx): Promise<void> {
  const codes = [...new Set(demoSites.flatMap((site) => site.languages))]
  const entries: Record<string, Partial<Record<LanguageCode, string>>> = {
    ...dictionaryEntries,
    ...catalogValueDictionaryEntries,
  }
  for (const [key, values] of Object.entries(entries)) {
    // A catalog value's label exists only in the languages whose word differs from the value.
    const [first, ...rest] = codes.filter((code) => values[code] !== undefined)
    if (!first) continue
    const entry = await ctx.payload.create({
      collection: 'dictionary',
      locale: first,
      data: { key, value: values[first] },
      overrideAccess: true,
    })
    for (const code of rest) {
      await ctx.payload.update({
        collection: 'dictionary',
        id: entry.id,
        locale: code,
        data: { value: values[code] },
        overrideAccess: true,
      })
    }
  }
}

/**
 * Demo sites, pages, dictionary and the admin user, on an empty database only. `sites` names the
 * demo sites to seed (all by default): a test of one site's pages need not wait for all seven.
 */
export async function seedDemoContent(
  payload: Payload,
  log: (message: string) => void = console.log,
  { sites = demoSites.map((site) => site.name) }: { sites?: readonly string[] } = {},
): Promise<boolean> {
  const existing = await payload.count({ collection: 'sites', overrideAccess: true })
  if (existing.totalDocs > 0) {
    log('content: already seeded')
    return false
  }
  const ctx: Ctx = { payload }
  await payload.create({
    collection: 'users',
    data: { ...demoAdmin, name: 'Demo group admin', role: 'groupAdmin' },
    overrideAccess: true,
  })
  await seedDictionary(ctx)
  await seedDemoForms(payload)
  for (const site of demoSites.filter((candidate) => sites.includes(candidate.name))) {
    await seedSite(ctx, site)
    log(`content: seeded ${site.name}`)
  }
  await seedStaff(payload)
  return true
}
