import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'
import { createTestSite } from '@/test/sites'
import { foldSiteRegions } from './site-regions-fold'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
})
afterAll(() => cleanup())

const bar = (messageTitle: string) => ({
  blockType: 'alertBar',
  hasMessage: true,
  messageType: 'Neutral',
  messageTitle,
})
const titles = (blocks: unknown) =>
  ((blocks ?? []) as Array<{ messageTitle?: string }>).map((b) => b.messageTitle)

describe('folding copied headers and footers into the site’s regions', () => {
  it('makes the home page’s regions the site’s and drops the same copies from its pages, per language', async () => {
    const site = await createTestSite(payload, 'fold-se', {
      languages: [{ language: 'sv' }, { language: 'en' }],
    })
    const page = async (slug: string, regions: Record<'sv' | 'en', { header: string; footer: string }>) => {
      const created = await payload.create({
        collection: 'pages',
        locale: 'sv',
        overrideAccess: true,
        data: {
          site: site.id,
          title: slug || 'Hem',
          slug,
          header: [bar(regions.sv.header)],
          footer: [bar(regions.sv.footer)],
          _status: 'published',
        } as never,
      })
      await payload.update({
        collection: 'pages',
        id: created.id,
        locale: 'en',
        overrideAccess: true,
        data: {
          title: slug || 'Home',
          slug,
          header: [bar(regions.en.header)],
          footer: [bar(regions.en.footer)],
        } as never,
      })
      return created.id
    }
    const shared = {
      sv: { header: 'Kampanj', footer: 'Sidfot' },
      en: { header: 'Campaign', footer: 'Footer' },
    }
    await page('', shared)
    const copy = await page('bilar', shared)
    const own = await page('om-oss', { sv: { ...shared.sv, footer: 'Egen sidfot' }, en: shared.en })

    expect(await foldSiteRegions(payload)).toBe(1)
    for (const locale of ['sv', 'en'] as const) {
      const regions = await payload.find({
        collection: 'site-regions',
        locale,
        where: { site: { equals: site.id } },
      })
      expect(regions.docs.map((doc) => [titles(doc.header), titles(doc.footer)])).toEqual([
        [[shared[locale].header], [shared[locale].footer]],
      ])
      const read = (id: number) => payload.findByID({ collection: 'pages', id, locale, depth: 0 })
      expect([titles((await read(copy)).header), titles((await read(copy)).footer)]).toEqual([[], []])
      // A footer that differs is the page's own and stays; its header was a copy.
      const ownPage = await read(own)
      expect([titles(ownPage.header), titles(ownPage.footer)]).toEqual([
        [],
        locale === 'sv' ? ['Egen sidfot'] : [],
      ])
    }
    // A site that has its regions is left as it is.
    expect(await foldSiteRegions(payload)).toBe(0)
  })
})
