import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryEntries } from '../src/seed/dictionary'
import { launchBrowser, openPage, siteUrl } from './support/browser'
import { brokenPage } from './support/fixtures'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('a section that fails to render', () => {
  it('shows the "Aj då" fallback with a reload button while the rest of the page renders', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    const response = await page.goto(siteUrl(brokenPage.site, brokenPage.path))
    expect(response?.status()).toBe(200)
    const fallback = page.locator('[data-section-fallback]')
    expect(await fallback.locator('h2').textContent()).toBe('Aj då')
    expect(await fallback.textContent()).toContain(dictionaryEntries.sectionErrorText.sv)
    expect(await page.locator('main h1').textContent()).toBe(brokenPage.heading)

    const reload = fallback.getByRole('button', { name: dictionaryEntries.sectionErrorButton.sv })
    const [navigation] = await Promise.all([page.waitForEvent('framenavigated'), reload.click()])
    expect(navigation.url()).toBe(siteUrl(brokenPage.site, brokenPage.path))
    await context.close()
  })

  it('does not touch pages whose sections are sound', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl(brokenPage.site, '/om-oss/kontakt'))
    expect(await page.locator('[data-section-fallback]').count()).toBe(0)
    await context.close()
  })
})
