import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestSite, siteUrl } from '../support/browser'
import { smoke } from '../support/tags'
import {
  withMain,
  launchBrowser,
  lexical,
  openPage,
  paragraphNode,
  text,
  textNode,
  type Browser,
} from './support'

let browser: Browser
const cleanup: Array<() => Promise<void>> = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.all(cleanup.map((remove) => remove()))
  await browser?.close()
})

describe('legal info text', () => {
  it.each([
    ['automotive-se', '/', 'sv', 'mobile'],
    ['automotive-uk', '/', 'en-GB', 'desktop'],
  ] as const)(
    '%s: collapses and expands with the Show more / Show less labels',
    async (site, path, language, viewport) => {
      const { context, page } = await openPage(browser, viewport)
      await page.goto(siteUrl(site, path))
      await page.waitForLoadState('networkidle')
      const block = page.locator('[data-block="legal-info"]')
      const toggle = block.getByRole('button', { name: text('showMore', language) })
      const body = block.locator('[data-expanded]')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await body.evaluate((element) => element.getBoundingClientRect().height)).toBe(0)
      await toggle.click()
      const less = block.getByRole('button', { name: text('showLess', language) })
      await expect.poll(() => less.getAttribute('aria-expanded')).toBe('true')
      await expect
        .poll(() => body.evaluate((element) => element.getBoundingClientRect().height))
        .toBeGreaterThan(20)
      await less.click()
      await expect.poll(() => body.evaluate((element) => element.getBoundingClientRect().height)).toBe(0)
      expect(
        await block.getByRole('button', { name: text('showMore', language) }).getAttribute('aria-expanded'),
      ).toBe('false')
      await context.close()
    },
  )

  it("defaults to 'Show more' / 'Show less' in English and uses the editor's own labels when set", async () => {
    expect([text('showMore', 'en'), text('showLess', 'en')]).toEqual(['Show more', 'Show less'])
    const { path, restore: remove } = await withMain('/service/boka-service', [
      {
        blockType: 'legalInfo',
        title: 'Villkor',
        text: lexical(paragraphNode(textNode('Finstilt text.'))),
        showMoreLabel: 'Läs villkoren',
        showLessLabel: 'Dölj villkoren',
      },
      { blockType: 'legalInfo', title: '', text: lexical(paragraphNode(textNode('Text utan rubrik.'))) },
    ])
    cleanup.push(remove)
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('group-se', path))
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Läs villkoren' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Dölj villkoren' }).count()).toBe(1)
    // Without a title: the fallback block, text shown, no toggle.
    const fallback = page.locator('[data-block="legal-info"][data-fallback="true"]')
    expect(await fallback.innerText()).toBe('Text utan rubrik.')
    expect(await fallback.getByRole('button').count()).toBe(0)
    await context.close()
  })
})

describe('obligatory loan info', () => {
  it('shows the representative example with prices in the local currency', smoke, async () => {
    // Server-rendered: a complementary region (an aside named by its title) in the page's HTML.
    const home = (await requestSite('automotive-uk', '/')).body
    const start = home.indexOf(
      `<aside data-block="obligatory-loan-info" aria-label="${text('loanInfoTitle', 'en-GB')}"`,
    )
    expect(start).toBeGreaterThan(-1)
    expect(home.slice(start, home.indexOf('</aside>', start))).toContain('cash price £34,995')
  })
})
