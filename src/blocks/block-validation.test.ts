import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'
import { createTestSite } from '@/test/sites'

let payload: Payload
let cleanup: () => Promise<void>
let siteId: number

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  siteId = (await createTestSite(payload, 'blocks-se')).id
})
afterAll(() => cleanup())

/** Saves a page with these main blocks: the validation messages, or [] when it is stored. */
async function save(main: unknown[]): Promise<string[]> {
  try {
    await payload.create({
      collection: 'pages',
      locale: 'sv',
      overrideAccess: true,
      data: { site: siteId, title: 'Block', slug: `block-${Math.random()}`.replace('.', ''), main } as never,
    })
    return []
  } catch (error) {
    const data = (error as { data?: { errors?: Array<{ message: string }> } }).data
    return (data?.errors ?? []).map((entry) => entry.message)
  }
}

describe('blocks refuse what they cannot render', () => {
  it('a hero item without its image or video', async () => {
    expect(await save([{ blockType: 'heroBanner', items: [{ title: 'Vinter', content: 'Image' }] }])).toEqual(
      ['Choose an image: a hero shows nothing without it'],
    )
    expect(await save([{ blockType: 'heroBanner', items: [{ title: 'Vinter', content: 'Video' }] }])).toEqual(
      ['Choose a video: a hero shows nothing without it'],
    )
  })

  it('an empty blurb, and not one with only a title', async () => {
    expect(await save([{ blockType: 'blurb', titleTag: 'h2' }])).toEqual([
      'Add a title, text, an image or a video: an empty blurb shows nothing',
    ])
    expect(await save([{ blockType: 'blurb', title: 'Om oss' }])).toEqual([])
  })
})

describe('hero items stored before their check', () => {
  it('are left out of the page when they lack the file their content shows (spec 01 §5)', async () => {
    const { hasHeroMedia } = await import('./hero-banner/Component')
    const image = { id: 1, filename: 'hero.jpg', alt: 'Hero' } as never
    expect(hasHeroMedia({ content: 'Image', image: null, videoDesktop: null })).toBe(false)
    expect(hasHeroMedia({ content: 'Video', image, videoDesktop: null })).toBe(false)
    expect(hasHeroMedia({ content: 'Image', image, videoDesktop: null })).toBe(true)
    expect(hasHeroMedia({ content: 'Video', image: null, videoDesktop: image })).toBe(true)
  })
})
