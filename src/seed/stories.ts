// Demo stories (spec 01 §2.5): per site and language a stories index with a stories list, category
// pages in the list layout, story pages with publish info and article navigation, story tags,
// generated images, and a stories teaser appended to the home page.
import sharp from 'sharp'
import type { Payload } from 'payload'
import type { LanguageCode } from '@/lib/i18n/languages'
import { document, heading, paragraph } from './lexical'
import { richContent } from './blocks/shared'
import type { SeedBlock } from './blocks/types'
import type { DemoSite } from './sites'
import {
  slugify,
  storiesIndexSlugOverrides,
  storiesIndexTexts,
  storyArticles,
  storyAuthors,
  storyBody,
  storyCategoriesOf,
  storyCategoryOn,
  storyCategoryTexts,
  storyDate,
  storyTagTexts,
  storyTopics,
  textLanguage,
} from './stories-content'

type Id = number

/** What seed.ts hands over for one site and language. */
export type StoriesSeedContext = {
  payload: Payload
  site: DemoSite
  siteId: Id
  language: LanguageCode
  /** Page ids by key, shared with seed.ts ('home' is the home page). */
  ids: Map<string, Id>
  /** Creates the page for a key in the first language, adds the language to it afterwards. */
  write: (key: string, language: LanguageCode, data: Record<string, unknown>) => Promise<void>
  /** Header, main and footer regions of a page, main from the given builder. */
  regions: (key: string, title: string, intro: string, main: SeedBlock[]) => Promise<Record<string, unknown>>
  upload: (name: string, data: Buffer, alt: string, mimetype?: string) => Promise<number>
}

const motifColors = [
  ['#0b3d91', '#5fa8ff'],
  ['#b3261e', '#ffb199'],
  ['#1d5c4d', '#8fe3c5'],
  ['#5b2a86', '#d7b5ff'],
  ['#8a5a00', '#ffd98a'],
  ['#1f2937', '#9ca3af'],
]

const imageCache = new Map<number, Promise<Buffer>>()

/** A story picture drawn locally: sky, hills, road and a car silhouette in the motif's colours. */
export function storyImage(motif: number): Promise<Buffer> {
  const cached = imageCache.get(motif)
  if (cached) return cached
  const [dark, light] = motifColors[motif % motifColors.length]
  const sun = 180 + motif * 140
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="1280" height="720" fill="url(#s)"/><circle cx="${sun}" cy="170" r="70" fill="#fff6" /><path d="M0 430 Q320 330 640 420 T1280 400 V720 H0z" fill="${dark}" opacity="0.55"/><path d="M0 520 Q400 460 760 520 T1280 500 V720 H0z" fill="${dark}"/><path d="M560 720 L700 520 H740 L900 720z" fill="#ffffff33"/><g transform="translate(${300 + motif * 90} 470)"><path d="M0 90 q20-60 100-70 l90-50 q45-22 105-22 h120 q60 0 105 45 l45 30 q45 8 52 45 v30 h-620z" fill="#111827"/><circle cx="120" cy="100" r="38" fill="#374151"/><circle cx="470" cy="100" r="38" fill="#374151"/><path d="M215 -20 l60-30 h120 l50 45z" fill="${light}" opacity="0.8"/></g></svg>`
  const png = sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer()
  imageCache.set(motif, png)
  return png
}

async function ensureTags(context: StoriesSeedContext): Promise<Map<string, Id>> {
  const { payload, siteId, language } = context
  const tagIds = new Map<string, Id>()
  for (const tag of storyTagTexts) {
    const value = tag.value[textLanguage(language)]
    const existing = await payload.find({
      collection: 'story-tags',
      where: { and: [{ site: { equals: siteId } }, { key: { equals: tag.key } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const found = existing.docs[0]
    if (found) {
      await payload.update({
        collection: 'story-tags',
        id: found.id,
        locale: language,
        data: { value },
        overrideAccess: true,
      })
      tagIds.set(tag.key, found.id)
    } else {
      const created = await payload.create({
        collection: 'story-tags',
        locale: language,
        data: { site: siteId, key: tag.key, value },
        overrideAccess: true,
      })
      tagIds.set(tag.key, created.id)
    }
  }
  return tagIds
}

const storiesListBlock = (extra: Record<string, unknown>): SeedBlock =>
  ({ blockType: 'storiesList', buttonType: 'Primary', showDates: true, ...extra }) as SeedBlock

/** The stories index, its category pages and the stories of one site in one language. */
export async function seedStories(context: StoriesSeedContext): Promise<void> {
  const { site, language, ids, write, regions, upload } = context
  const texts = textLanguage(language)
  const tagIds = await ensureTags(context)
  const index = storiesIndexTexts[texts]
  const indexSlug = storiesIndexSlugOverrides[site.name]?.[language] ?? index.slug

  await write('stories', language, {
    title: index.title,
    slug: indexSlug,
    parent: ids.get('home'),
    sortOrder: 90,
    metaDescription: index.intro,
    ...(await regions('stories', index.title, index.intro, [
      richContent(document(heading('h1', index.title), paragraph(index.intro)), { hasMarginTop: true }),
      storiesListBlock({ highlightLatestStory: true, layout: 'Default' }),
    ])),
  })

  for (const [order, key] of storyCategoriesOf(site.name).entries()) {
    const category = storyCategoryTexts[key][texts]
    await write(`stories-${key}`, language, {
      title: category.title,
      slug: category.slug,
      parent: ids.get('stories'),
      sortOrder: order,
      hideInNavigation: true,
      ...(await regions(`stories-${key}`, category.title, index.intro, [
        richContent(document(heading('h1', category.title)), { hasMarginTop: true }),
        storiesListBlock({ layout: 'Variant 2', buttonType: 'Secondary' }),
      ])),
    })
  }

  const writeStory = async (topic: (typeof storyTopics)[number], position: number) => {
    const text = topic.texts[texts]
    const motif = position % motifColors.length
    const image = await upload(`story-${motif}.webp`, await storyImage(motif), '', 'image/webp')
    const article = storyArticles[topic.category][texts]
    const key = `story-${position}`
    await write(key, language, {
      title: text.title,
      slug: slugify(text.title),
      parent: ids.get(`stories-${storyCategoryOn(site.name, topic.category)}`),
      pageType: 'story',
      hideInNavigation: true,
      sortOrder: position,
      date: storyDate(position),
      author: storyAuthors[position % storyAuthors.length],
      premble: text.premble,
      image,
      tags: topic.tags.map((tag) => tagIds.get(tag)),
      metaDescription: text.premble,
      ...(await regions(key, text.title, text.premble, [
        richContent(document(heading('h1', text.title), paragraph(text.premble)), { hasMarginTop: true }),
        { blockType: 'publishInfo' } as SeedBlock,
        // The story's picture beside the first part of its text, then the rest (a story
        // of one sentence without a picture does not read as one).
        {
          blockType: 'blurb',
          title: article.heading,
          titleTag: 'h2',
          richText: document(paragraph(article.paragraphs[0])),
          imageDesktop: image,
          reverse: true,
        } as SeedBlock,
        richContent(document(paragraph(article.paragraphs[1]), paragraph(storyBody[texts])), {
          hasMarginBottom: true,
        }),
        { blockType: 'articleNavigation', buttonType: 'Secondary' } as SeedBlock,
      ])),
    })
  }
  for (const [position, topic] of storyTopics.entries()) await writeStory(topic, position)
  await addTeaserToHome(context, index.title)
}

/** The home page's main region gets a stories teaser after its other blocks. */
async function addTeaserToHome(context: StoriesSeedContext, title: string): Promise<void> {
  const { payload, ids, language } = context
  const homeId = ids.get('home')
  const indexId = ids.get('stories')
  if (!homeId || !indexId) return
  const home = await payload.findByID({
    collection: 'pages',
    id: homeId,
    locale: language,
    depth: 0,
    overrideAccess: true,
  })
  const teaser = {
    blockType: 'storiesTeaser',
    title,
    storiesIndexPage: indexId,
    buttonType: 'Secondary',
    showDates: true,
    hasMarginTop: true,
  }
  await payload.update({
    collection: 'pages',
    id: homeId,
    locale: language,
    data: { main: [...(home.main ?? []), teaser], _status: 'published' } as never,
    overrideAccess: true,
  })
}

/** How many pages the stories add to a site (index, categories, stories). */
export const storiesPagesOf = (siteName: string) =>
  1 + storyCategoriesOf(siteName).length + storyTopics.length
