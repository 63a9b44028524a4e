import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteUrl } from '../support/browser'
import { launchBrowser, openPage, type Browser } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('blurb', () => {
  it('puts media beside the text on wide screens, on the right when reversed, and stacks them on phones', async () => {
    for (const [viewport, beside] of [
      ['desktop', true],
      ['mobile', false],
    ] as const) {
      const { context, page } = await openPage(browser, viewport)
      await page.goto(siteUrl('automotive-se', '/kop-bil/nya-bilar'))
      const blurb = page.locator('[data-block="blurb"][data-reverse="true"]')
      await blurb.scrollIntoViewIfNeeded()
      const media = (await blurb.locator('[data-blurb-media]').boundingBox())!
      const textBox = (await blurb.locator('[data-blurb-text]').boundingBox())!
      expect(await blurb.locator('[data-blurb-media] img').count()).toBe(1)
      expect(await blurb.getByRole('heading', { level: 2 }).count()).toBe(1)
      if (beside) expect(media.x).toBeGreaterThan(textBox.x + textBox.width / 2)
      else expect(media.y + media.height).toBeLessThanOrEqual(textBox.y + 1)
      // Background colour 1 comes from the site theme.
      expect(await blurb.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      )
      await context.close()
    }
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    const blurb = page.locator('[data-block="blurb"][data-reverse="false"]')
    const media = (await blurb.locator('[data-blurb-media]').boundingBox())!
    const textBox = (await blurb.locator('[data-blurb-text]').boundingBox())!
    expect(media.x + media.width).toBeLessThanOrEqual(textBox.x)
    await context.close()
  })

  it('animates text and media, unless the visitor prefers reduced motion', async () => {
    const animation = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion })
      const page = await context.newPage()
      await page.goto(siteUrl('automotive-se', '/'))
      const blurb = page.locator('[data-block="blurb"]').first()
      const names = {
        text: await blurb
          .locator('[data-blurb-text]')
          .evaluate((element) => getComputedStyle(element).animationName),
        media: await blurb
          .locator('[data-blurb-media]')
          .evaluate((element) => getComputedStyle(element).animationName),
      }
      await context.close()
      return names
    }
    const moving = await animation('no-preference')
    expect(moving.text).not.toBe('none')
    expect(moving.media).not.toBe('none')
    expect(await animation('reduce')).toEqual({ text: 'none', media: 'none' })
  })

  it('shows a YouTube video by id that loads only when played', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', '/om-oss'))
    // The play button works once the page has hydrated.
    await page.waitForLoadState('networkidle')
    const blurb = page.locator('[data-block="blurb"]')
    expect(await blurb.locator('iframe').count()).toBe(0)
    await blurb.getByRole('button').click()
    expect(await blurb.locator('iframe').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    )
    await context.close()
  })
})
