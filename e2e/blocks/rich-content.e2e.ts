import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminApi, adminToken, findPageId } from '../support/admin'
import { siteUrl } from '../support/browser'
import {
  withMain,
  launchBrowser,
  lexical,
  linkNode,
  openPage,
  paragraphNode,
  textNode,
  type Browser,
} from './support'
import { smoke } from '../support/tags'

let browser: Browser
let remove: () => Promise<void> = async () => undefined
let path = ''
beforeAll(async () => {
  browser = await launchBrowser()
  const created = await withMain('/kop-bil/begagnade-bilar', [
    {
      blockType: 'richContent',
      centerText: true,
      content: lexical(
        paragraphNode(
          textNode('<script>window.__injected = true</script><img src=x onerror="window.__injected = true">'),
        ),
        paragraphNode(linkNode('/kop-bil', 'Köp bil')),
      ),
    },
  ])
  remove = created.restore
  path = created.path
})
afterAll(async () => {
  await remove()
  await browser?.close()
})

describe('rich content is rendered safely', () => {
  it.each(['mobile', 'desktop'] as const)('%s: markup in text stays text', async (viewport) => {
    const { context, page } = await openPage(browser, viewport)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(siteUrl('group-se', path))
    const block = page.locator('main [data-block="rich-content"]')
    expect(await block.innerText()).toContain('<script>window.__injected = true</script>')
    expect(await block.locator('script, img').count()).toBe(0)
    expect(await block.getByRole('link').allInnerTexts()).toEqual(['Köp bil'])
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined()
    expect(dialogs).toEqual([])
    await context.close()
  })
})

describe('script links', () => {
  it('are refused when an editor saves them, in rich text and in an accordion answer', smoke, async () => {
    const token = await adminToken()
    const id = await findPageId(token, 'group-se', path, 'sv')
    for (const main of [
      [
        {
          blockType: 'richContent',
          content: lexical(paragraphNode(linkNode('JaVaScRiPt:alert(1)', 'Klicka'))),
        },
      ],
      [
        {
          blockType: 'accordion',
          items: [
            { title: 'Fråga', content: lexical(paragraphNode(linkNode('javascript:alert(1)', 'Svar'))) },
          ],
        },
      ],
    ]) {
      const saved = await adminApi<{ errors: Array<{ data: { errors: Array<{ message: string }> } }> }>(
        token,
        `/api/pages/${id}?locale=sv`,
        { method: 'PATCH', body: JSON.stringify({ main, _status: 'published' }) },
      )
      expect(saved.status).toBe(400)
      expect(saved.body.errors[0].data.errors[0].message).toMatch(/url/)
    }
    // The page visitors see is unchanged.
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('group-se', path))
    expect(await page.locator('main [data-block="rich-content"]').getByRole('link').allInnerTexts()).toEqual([
      'Köp bil',
    ])
    await context.close()
  })
})
