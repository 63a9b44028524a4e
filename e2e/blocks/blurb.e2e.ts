import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteUrl, viewports } from '../support/browser'
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
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/kop-bil/nya-bilar'))
    const blurb = page.locator('[data-block="blurb"][data-reverse="true"]')
    expect(await blurb.locator('[data-blurb-media] img').count()).toBe(1)
    expect(await blurb.getByRole('heading', { level: 2 }).count()).toBe(1)
    // Background colour 1 comes from the site theme.
    expect(await blurb.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    )
    // The page as loaded, then narrowed to a phone's width.
    for (const viewport of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(viewports[viewport])
      await blurb.scrollIntoViewIfNeeded()
      const media = (await blurb.locator('[data-blurb-media]').boundingBox())!
      const textBox = (await blurb.locator('[data-blurb-text]').boundingBox())!
      if (viewport === 'desktop') expect(media.x).toBeGreaterThan(textBox.x + textBox.width / 2)
      else expect(media.y + media.height).toBeLessThanOrEqual(textBox.y + 1)
    }
    await page.setViewportSize(viewports.desktop)
    await page.goto(siteUrl('automotive-se', '/'))
    const plain = page.locator('[data-block="blurb"][data-reverse="false"]')
    const media = (await plain.locator('[data-blurb-media]').boundingBox())!
    const textBox = (await plain.locator('[data-blurb-text]').boundingBox())!
    expect(media.x + media.width).toBeLessThanOrEqual(textBox.x)
    await context.close()
  })

  it('animates text and media, unless the visitor prefers reduced motion', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto(siteUrl('automotive-se', '/'))
    const blurb = page.locator('[data-block="blurb"]').first()
    const animations = async () => ({
      text: await blurb
        .locator('[data-blurb-text]')
        .evaluate((element) => getComputedStyle(element).animationName),
      media: await blurb
        .locator('[data-blurb-media]')
        .evaluate((element) => getComputedStyle(element).animationName),
    })
    const moving = await animations()
    expect(moving.text).not.toBe('none')
    expect(moving.media).not.toBe('none')
    // The same page for a visitor who asks for reduced motion (a media query: no reload needed).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await animations()).toEqual({ text: 'none', media: 'none' })
    await context.close()
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
