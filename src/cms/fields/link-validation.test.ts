import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'

// Editors cannot save a link that would run script, in link fields or in rich text
// (TEST_DB=sqlite|postgres).
let payload: Payload
let cleanup: () => Promise<void>
let siteId: number

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  const site = await payload.create({
    collection: 'sites',
    overrideAccess: true,
    data: {
      name: 'links-se',
      displayName: 'Links',
      url: 'http://links-se.localhost',
      market: 'SE',
      fontPair: 'montserrat-inter',
      theme: 'automotive',
      titleTemplate: '%s',
      languages: [{ language: 'sv' }],
    },
  })
  siteId = site.id
})
afterAll(async () => {
  await cleanup?.()
})

const linkParagraph = (url: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [
          {
            type: 'link',
            direction: 'ltr',
            format: '',
            indent: 0,
            version: 3,
            fields: { linkType: 'custom', url, newTab: false },
            children: [
              { type: 'text', text: 'Klicka', format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
            ],
          },
        ],
      },
    ],
  },
})

let slug = 0
const savePage = (main: unknown[]) =>
  payload.create({
    collection: 'pages',
    locale: 'sv',
    data: { site: siteId, title: 'Länkar', slug: `lankar-${++slug}`, _status: 'published', main } as never,
  })

const blurbWithLink = (href: string) => ({
  blockType: 'blurb',
  title: 'Kampanj',
  link: { text: 'Läs mer', href },
})

describe('link addresses an editor saves', () => {
  it('accepts paths, web addresses, mailto: and tel:', async () => {
    for (const href of ['/kop-bil', 'https://example.com/a', 'mailto:info@example.com', 'tel:+4681234']) {
      await expect(savePage([blurbWithLink(href)])).resolves.toMatchObject({ title: 'Länkar' })
    }
    await expect(
      savePage([{ blockType: 'richContent', content: linkParagraph('https://example.com') }]),
    ).resolves.toMatchObject({ title: 'Länkar' })
  })

  it('refuses javascript:, data: and vbscript: in a link field with a readable message', async () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVa\tScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      await expect(savePage([blurbWithLink(href)])).rejects.toThrow(/Link > Address/)
    }
  })

  it('refuses javascript: in a rich-text link', async () => {
    await expect(
      savePage([{ blockType: 'richContent', content: linkParagraph('javascript:alert(document.cookie)') }]),
    ).rejects.toThrow()
  })
})
