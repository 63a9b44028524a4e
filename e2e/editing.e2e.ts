import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAdmin } from '../src/seed/seed'
import { adminToken, findPageId } from './support/admin'
import { adminUrl, launchBrowser, openPage, siteUrl } from './support/browser'
import { smoke } from './support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('editing mode', () => {
  it('an editor edits a draft beside its live preview; visitors see it once published', smoke, async () => {
    const pageId = await findPageId(await adminToken(), 'carstore-no', '/service', 'nb')
    const { context, page } = await openPage(browser, 'desktop')
    await page.setViewportSize({ width: 1600, height: 1000 })
    await page.goto(adminUrl('/admin/login'))
    await page.fill('input[name="email"]', demoAdmin.email)
    await page.fill('input[name="password"]', demoAdmin.password)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/admin\/?$/)

    await page.goto(adminUrl(`/admin/collections/pages/${pageId}?locale=nb`))
    await page.locator('input[name="title"]').waitFor()
    if ((await page.locator('iframe').count()) === 0) {
      await page
        .locator(
          'button[aria-label*="Live Preview" i], button:has-text("Live Preview"), [id*="live-preview"]',
        )
        .first()
        .click()
    }
    await page.locator('iframe').waitFor()
    const preview = () => page.frames().find((frame) => frame.url().includes('site=carstore-no'))
    await expect.poll(async () => preview()?.title()).toBe('Service og verksted | Carstore Norge')

    // Typing autosaves a draft; the preview re-renders it (editing mode, no page-view event).
    await page.fill('input[name="title"]', 'Service og verksted – vinter')
    await expect
      .poll(async () => preview()?.title(), { timeout: 15_000 })
      .toBe('Service og verksted – vinter | Carstore Norge')
    const pageViews = await preview()!.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view'),
    )
    expect(pageViews).toHaveLength(0)

    // Visitors still see the published page until the editor publishes.
    const { context: visitorContext, page: visitor } = await openPage(browser)
    await visitor.goto(siteUrl('carstore-no', '/service'))
    expect(await visitor.title()).toBe('Service og verksted | Carstore Norge')
    await page.getByRole('button', { name: /publish changes/i }).click()
    await expect
      .poll(async () => {
        await visitor.reload()
        return visitor.title()
      })
      .toBe('Service og verksted – vinter | Carstore Norge')
    await visitorContext.close()
    await context.close()
  })

  it('refuses editing mode to anyone not logged in', async () => {
    const response = await fetch(adminUrl('/next/preview?page=1&locale=sv'), { redirect: 'manual' })
    expect(response.status).toBe(401)
  })
})
