import type { CollectionAfterChangeHook, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/cms/payload-types'
import { createTestPayload } from '@/test/payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
}, 120_000)
afterAll(async () => {
  await cleanup?.()
})

// Dictionary entries without a site are every site's: any site reads them.
const anySite = { id: 0 } as Site

/** A shared entry with its Swedish text, read once so that the cache holds it. */
async function cachedEntry(key: string, value: string) {
  const { getDictionary } = await import('@/services/content/dictionary')
  const entry = await payload.create({
    collection: 'dictionary',
    locale: 'sv',
    data: { key, value },
    overrideAccess: true,
  })
  expect((await getDictionary(anySite, 'sv'))[key]).toBe(value)
  const save = (text: string) =>
    payload.update({
      collection: 'dictionary',
      id: entry.id,
      locale: 'sv',
      data: { value: text },
      overrideAccess: true,
    })
  const read = async () => (await getDictionary(anySite, 'sv'))[key]
  return { save, read }
}

/** Runs `action` with one more afterChange hook on the dictionary, after the collection's own. */
async function withHook<T>(hook: CollectionAfterChangeHook, action: () => Promise<T>): Promise<T> {
  const hooks = payload.collections.dictionary.config.hooks.afterChange
  hooks.push(hook)
  try {
    return await action()
  } finally {
    hooks.splice(hooks.indexOf(hook), 1)
  }
}

describe('cached reads after an editor saves', () => {
  it('a read served while the save is still open does not keep the old text', async () => {
    const { getDictionary } = await import('@/services/content/dictionary')
    const entry = await cachedEntry('commitCheck', 'Gammal text')
    // Another visitor's request arrives after the save's hooks, before its commit.
    const visitorMeanwhile: CollectionAfterChangeHook = async ({ doc }) => {
      await getDictionary(anySite, 'sv')
      return doc
    }
    await withHook(visitorMeanwhile, () => entry.save('Ny text'))
    expect(await entry.read()).toBe('Ny text')
  })

  it('a save that fails leaves the cached text as it was, and the next save shows', async () => {
    const entry = await cachedEntry('rollbackCheck', 'Första')
    const failing: CollectionAfterChangeHook = async () => {
      throw new Error('the save fails after its hooks')
    }
    await withHook(failing, () => expect(entry.save('Aldrig sparad')).rejects.toThrow('the save fails'))
    expect(await entry.read()).toBe('Första')
    await entry.save('Andra')
    expect(await entry.read()).toBe('Andra')
  })
})

describe('what an edit drops', () => {
  it("narrows a document of one site to that site's tags, before and after a move", async () => {
    const { editedTags } = await import('./invalidate')
    expect(editedTags('redirects', ['redirects'], { id: 4, site: 7 })).toEqual(['redirects@7'])
    expect(editedTags('site-regions', ['site-regions'], { id: 2, site: { id: 7 } })).toEqual([
      'site-regions@7',
    ])
    expect(editedTags('dictionary', ['dictionary'], { id: 1, site: 8 }, { id: 1, site: 7 })).toEqual([
      'dictionary@8',
      'dictionary@7',
    ])
    // A page's edit also drops the reads of that page by its id (links to it from anywhere).
    expect(editedTags('pages', ['pages'], { id: 31, site: 7 })).toEqual(['pages@7', 'page:31'])
  })

  it('keeps the bare tags for a document of every site and a collection without sites', async () => {
    const { editedTags } = await import('./invalidate')
    expect(editedTags('dictionary', ['dictionary'], { id: 1, site: null })).toEqual(['dictionary'])
    expect(editedTags('media', ['media', 'pages'], { id: 3 })).toEqual(['media', 'pages'])
  })

  it("leaves another site's cached texts kept when one site's entry changes, and drops that site's", async () => {
    const { getDictionary } = await import('@/services/content/dictionary')
    const { createTestSite } = await import('@/test/sites')
    const [edited, other] = [
      await createTestSite(payload, 'invalidate-edited'),
      await createTestSite(payload, 'invalidate-other'),
    ]
    const entry = await payload.create({
      collection: 'dictionary',
      locale: 'sv',
      data: { key: 'siteScoped', value: 'Före', site: edited.id },
      overrideAccess: true,
    })
    const editedRead = getDictionary(edited, 'sv')
    const otherRead = getDictionary(other, 'sv')
    expect((await editedRead).siteScoped).toBe('Före')
    await payload.update({
      collection: 'dictionary',
      id: entry.id,
      locale: 'sv',
      data: { value: 'Efter' },
      overrideAccess: true,
    })
    // The other site's read is the one kept before the edit; the edited site's is read anew.
    expect(getDictionary(other, 'sv')).toBe(otherRead)
    expect((await getDictionary(edited, 'sv')).siteScoped).toBe('Efter')
  })
})
