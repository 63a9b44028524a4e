import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { dictionaryEntries } from '../../src/seed/dictionary'
import { adminApi, adminToken, findPageId } from '../support/admin'
import { launchBrowser, openPage } from '../support/browser'

export { launchBrowser, openPage }
export type { Browser, Page }

/** A dictionary text as the seed wrote it. */
export const text = (key: string, language: 'sv' | 'nb' | 'en' | 'en-GB' | 'fi' | 'sk' = 'sv') =>
  dictionaryEntries[key][language]

/** A REST call as the demo editor (the one login shared by every test file). */
async function asEditor<T = unknown>(path: string, init: RequestInit = {}) {
  return adminApi<T>(await adminToken(), path, init)
}

/**
 * Gives an existing page of the group-se site (which no other test reads) the given main region,
 * published; `restore` puts the seeded blocks back. New pages would show up in the sitemap that
 * another test counts, so tests borrow pages instead, one page per test.
 */
export async function withMain(
  path: string,
  main: Array<Record<string, unknown>>,
): Promise<{ site: string; path: string; restore: () => Promise<void> }> {
  const site = 'group-se'
  const id = await findPageId(await adminToken(), site, path, 'sv')
  const original = await asEditor<{ main: unknown[] }>(`/api/pages/${id}?locale=sv&depth=0`)
  const update = (blocks: unknown[]) =>
    asEditor(`/api/pages/${id}?locale=sv`, {
      method: 'PATCH',
      body: JSON.stringify({ main: blocks, _status: 'published' }),
    })
  const updated = await update(main)
  if (updated.status !== 200)
    throw new Error(`page not updated: ${updated.status} ${JSON.stringify(updated.body)}`)
  return {
    site,
    path,
    restore: async () => {
      await update(original.body.main)
    },
  }
}

/** Any image of the media library (for test pages that need one). */
export async function anyImageId(): Promise<number> {
  const media = await asEditor<{ docs: Array<{ id: number }> }>(
    '/api/media?limit=1&where[mimeType][equals]=image/jpeg&depth=0',
  )
  return media.body.docs[0].id
}

/** Uploads a file to the media library as the demo editor; returns its id. */
export async function uploadMedia(data: Buffer, name: string, mimeType: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type: mimeType }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const response = await fetch(`${inject('baseUrl')}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${await adminToken()}` },
    body: form,
  })
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Rich text as the editor stores it: paragraphs of plain text and links. */
export function lexical(...children: Array<Record<string, unknown>>) {
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}
export const textNode = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
export const paragraphNode = (...children: Array<Record<string, unknown>>) => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
})
export const linkNode = (url: string, label: string) => ({
  type: 'link',
  children: [textNode(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
  fields: { url, newTab: false, linkType: 'custom' },
})

/** Distinct rows (by top edge) that a set of elements forms. */
export async function rowsOf(page: Page, selector: string): Promise<number[][]> {
  const boxes = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect()
      return {
        top: Math.round(rect.top + window.scrollY),
        left: Math.round(rect.left),
        right: Math.round(rect.right),
      }
    }),
  )
  const rows = new Map<number, number[]>()
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.left])
  return [...rows.values()]
}
