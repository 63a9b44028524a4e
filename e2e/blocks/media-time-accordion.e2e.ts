import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoYoutubeId, tyreCampaignEnd } from '../../src/seed/blocks/content'
import { siteUrl, viewports } from '../support/browser'
import { launchBrowser, openPage, text, type Browser, type Page } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// The blocks below look and behave the same at either width: they are tested at 1440 px, the
// video's 16:9 frame at a phone's width too.
describe('embedded video', () => {
  it('16:9 at 1440 and at 375 px, nothing from YouTube until play, then the privacy-enhanced player', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const youtubeRequests: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) youtubeRequests.push(request.url())
    })
    await context.route(/youtube/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    )
    await page.goto(siteUrl('automotive-se', '/kop-bil/nya-bilar/elbilar'))
    await page.waitForLoadState('networkidle')
    const block = page.locator('[data-block="embedded-video"]')
    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport])
      const box = (await block.locator('[data-youtube-id]').boundingBox())!
      expect(Math.abs(box.width / box.height - 16 / 9), viewport).toBeLessThan(0.01)
    }
    expect(await block.locator('iframe').count()).toBe(0)
    expect(youtubeRequests).toEqual([])
    await block.getByRole('button', { name: new RegExp(text('youtubePlay')) }).click()
    const src = await block.locator('iframe').getAttribute('src')
    expect(new URL(src!).host).toBe('www.youtube-nocookie.com')
    expect(new URL(src!).pathname).toBe(`/embed/${demoYoutubeId}`)
    await expect.poll(() => youtubeRequests.length).toBeGreaterThan(0)
    expect(youtubeRequests.every((url) => new URL(url).host === 'www.youtube-nocookie.com')).toBe(true)
    await context.close()
  })
})

async function units(page: Page) {
  return page.locator('[data-block="countdown"] [data-unit] dd').allTextContents()
}

describe('countdown', () => {
  it('counts down every second and stops at zero, without a hydration mismatch', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const target = tyreCampaignEnd().getTime()
    const start = target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    // The clock runs while the page loads and hydrates (its island loads lazily), then stops at
    // 2 d 3 h 4 min 5 s before the end.
    await page.clock.install({ time: start - 60_000 })
    await page.goto(siteUrl('automotive-se', '/service/boka-service/dackbyte'))
    const block = page.locator('[data-block="countdown"]')
    await block.locator('[role="timer"][data-finished]').waitFor()
    await page.clock.pauseAt(start)
    expect(await block.locator('time').getAttribute('datetime')).toBe(new Date(target).toISOString())
    expect(await block.locator('dt').allTextContents()).toEqual([
      text('countdownDays'),
      text('countdownHours'),
      text('countdownMinutes'),
      text('countdownSeconds'),
    ])
    await expect.poll(() => units(page)).toEqual(['02', '03', '04', '05'])
    await page.clock.runFor(1000)
    await expect.poll(() => units(page)).toEqual(['02', '03', '04', '04'])

    await page.clock.pauseAt(target - 3000)
    await page.clock.runFor(1000)
    await expect.poll(() => units(page)).toEqual(['00', '00', '00', '02'])
    await page.clock.runFor(5000)
    await expect.poll(() => units(page)).toEqual(['00', '00', '00', '00'])
    expect(await block.locator('[role="timer"]').getAttribute('data-finished')).toBe('true')
    await page.clock.runFor(5000)
    expect(await units(page)).toEqual(['00', '00', '00', '00'])
    expect(errors.filter((message) => /hydrat/i.test(message))).toEqual([])
    await context.close()
  })
})

describe('countdown after its end', () => {
  it('says that it has ended', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.clock.install({ time: tyreCampaignEnd().getTime() + 60_000 })
    await page.goto(siteUrl('automotive-se', '/service/boka-service/dackbyte'))
    const block = page.locator('[data-block="countdown"]')
    await block.locator('[role="timer"][data-finished="true"]').waitFor()
    expect(await block.getByRole('status').textContent()).toBe(text('countdownEnded'))
    expect(await units(page)).toEqual(['00', '00', '00', '00'])
    await context.close()
  })
})

describe('accordion', () => {
  it('items open and close by click and keyboard', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/om-oss/kontakt'))
    const block = page.locator('[data-block="accordion"]')
    const items = block.locator('details')
    expect(await items.count()).toBe(3)
    const answer = block.getByText('Ja, vi värderar din bil kostnadsfritt')
    expect(await answer.isVisible()).toBe(false)
    await block.getByText('Kan jag byta in min nuvarande bil?').click()
    await expect.poll(() => answer.isVisible()).toBe(true)
    expect(await items.nth(1).evaluate((element: HTMLDetailsElement) => element.open)).toBe(false)
    await block.getByText('Kan jag byta in min nuvarande bil?').click()
    await expect.poll(() => answer.isVisible()).toBe(false)

    await items.nth(2).locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => items.nth(2).evaluate((element: HTMLDetailsElement) => element.open)).toBe(true)
    await context.close()
  })
})
