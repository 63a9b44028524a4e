import { describe, expect, it } from 'vitest'
import { adminApi, adminToken, findPageId } from '../support/admin'
import { requestSite } from '../support/browser'
import { smoke } from '../support/tags'

// Editors manage tags and stories in the CMS; the list shows their changes at once.
// carstore FI only, so the other stories tests keep their data.
type Stories = { items: Array<{ title: string; tags: string[] }>; total: number }
type PayloadErrors = { errors?: Array<{ data?: { errors?: Array<{ message: string; path: string }> } }> }
/** The field messages of a refused save, as the admin shows them beside the fields. */
const fieldMessages = (body: unknown) =>
  ((body as PayloadErrors).errors ?? []).flatMap((error) => error.data?.errors ?? [])
const stories = async (query: string) =>
  JSON.parse(
    (await requestSite('carstore-fi', `/api/stories?lang=fi&path=/ajankohtaista${query}`)).body,
  ) as Stories

describe('editing stories in the CMS', smoke, () => {
  it('a new tag and a new story show in the list at once, and go again when deleted', async () => {
    const token = await adminToken()
    const sites = await adminApi<{ docs: Array<{ id: number }> }>(
      token,
      '/api/sites?where[name][equals]=carstore-fi',
    )
    const site = sites.body.docs[0].id
    const category = await findPageId(token, 'carstore-fi', '/ajankohtaista/uutiset', 'fi')
    const before = await stories('')

    const tag = await adminApi<{ doc: { id: number } }>(token, '/api/story-tags?locale=fi', {
      method: 'POST',
      body: JSON.stringify({ site, key: 'kampanja', value: 'Kampanja' }),
    })
    expect(tag.status).toBe(201)
    const duplicate = await adminApi(token, '/api/story-tags?locale=fi', {
      method: 'POST',
      body: JSON.stringify({ site, key: 'kampanja', value: 'Toinen' }),
    })
    expect(duplicate.status).toBe(400)
    expect(fieldMessages(duplicate.body)).toEqual([
      { path: 'key', message: 'The site already has a tag with the key "kampanja"' },
    ])

    const undated = await adminApi(token, '/api/pages?locale=fi', {
      method: 'POST',
      body: JSON.stringify({
        site,
        parent: category,
        title: 'Ilman päivää',
        slug: 'ilman-paivaa',
        pageType: 'story',
      }),
    })
    expect(undated.status).toBe(400)
    expect(fieldMessages(undated.body)).toContainEqual(
      expect.objectContaining({ path: 'date', message: 'A story needs a date' }),
    )

    const story = await adminApi<{ doc: { id: number; path: string } }>(token, '/api/pages?locale=fi', {
      method: 'POST',
      body: JSON.stringify({
        site,
        parent: category,
        title: 'Toimittajan uutinen',
        slug: 'toimittajan-uutinen',
        pageType: 'story',
        date: '2026-04-01T08:00:00.000Z',
        premble: 'Uusin juttu.',
        tags: [tag.body.doc.id],
        _status: 'published',
      }),
    })
    expect(story.status).toBe(201)
    expect(story.body.doc.path).toBe('/ajankohtaista/uutiset/toimittajan-uutinen')

    const after = await stories('')
    expect(after.total).toBe(before.total + 1)
    expect(after.items[0]).toMatchObject({ title: 'Toimittajan uutinen', tags: ['kampanja'] })
    const tagged = await stories('&tags=kampanja')
    expect(tagged.items.map((item) => item.title)).toEqual(['Toimittajan uutinen'])

    expect((await adminApi(token, `/api/pages/${story.body.doc.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await adminApi(token, `/api/story-tags/${tag.body.doc.id}`, { method: 'DELETE' })).status).toBe(
      200,
    )
    const restored = await stories('')
    expect(restored.total).toBe(before.total)
    expect(restored.items[0].title).toBe(before.items[0].title)
  })
})
