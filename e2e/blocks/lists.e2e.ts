import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteUrl } from '../support/browser'
import { launchBrowser, openPage, rowsOf, type Browser } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('highlight list', () => {
  it.each([
    ['/', '4', [4]],
    ['/kop-bil/begagnade-bilar', '3', [3]],
  ] as const)('%s: %s columns at 1440 px with pre-title, title and subtitle', async (path, columns, rows) => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', path))
    const list = page.locator('[data-block="highlight-list"]')
    expect(await list.getAttribute('data-columns')).toBe(columns)
    expect(
      (await rowsOf(page, '[data-block="highlight-list"] [data-highlight-item]')).map((row) => row.length),
    ).toEqual(rows)
    expect(await list.locator('[data-highlight-item]').nth(2).innerText()).toBe('GARANTI\n3 år\npå varje bil')
    await context.close()
  })

  it('stacks on phones', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', '/'))
    await expect
      .poll(async () =>
        (await rowsOf(page, '[data-block="highlight-list"] [data-highlight-item]')).map((row) => row.length),
      )
      .toEqual([1, 1, 1, 1])
    await context.close()
  })
})

describe('image buttons', () => {
  it.each(['mobile', 'desktop'] as const)(
    '%s: image tiles that link to their pages, under a title',
    async (viewport) => {
      const { context, page } = await openPage(browser, viewport)
      await page.goto(siteUrl('automotive-se', '/'))
      const block = page.locator('[data-block="image-buttons"]')
      expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe('Hitta rätt')
      const links = block.getByRole('link')
      expect(await links.allInnerTexts()).toEqual(['Nya bilar', 'Begagnade bilar', 'Elbilar', 'Däckbyte'])
      expect(await links.first().getAttribute('href')).toBe('/kop-bil/nya-bilar')
      expect(await block.locator('img').count()).toBe(4)
      expect((await rowsOf(page, '[data-block="image-buttons"] li')).map((row) => row.length)).toEqual(
        viewport === 'mobile' ? [2, 2] : [4],
      )
      await context.close()
    },
  )
})
