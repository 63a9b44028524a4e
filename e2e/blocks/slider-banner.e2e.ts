import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteUrl, viewports } from '../support/browser'
import {
  anyImageId,
  withMain,
  launchBrowser,
  openPage,
  text,
  uploadMedia,
  type Browser,
  type Page,
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

/** A short WebM clip recorded from a canvas in the browser itself (no downloads, no ffmpeg). */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 180
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const done = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    for (let frame = 0; frame < 20; frame++) {
      context.fillStyle = `hsl(${frame * 18} 70% 45%)`
      context.fillRect(0, 0, 320, 180)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    recorder.stop()
    await done
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  return Buffer.from(base64, 'base64')
}

describe('slider banner on the home page', () => {
  it('one dot per slide; previous and next are disabled at the ends; 64 % of the window high at 1440 and at 375 px', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    const slider = page.locator('[data-block="slider-banner"]')
    // The carousel loads lazily: its server-rendered arrows do nothing until it has hydrated.
    await slider.locator('[aria-roledescription="carousel"][data-hydrated]').first().waitFor()
    const slides = slider.locator('[data-slide]')
    const dots = slider.locator('[data-carousel-dots] button')
    const previous = slider.getByRole('button', { name: text('carouselPrevious') })
    const next = slider.getByRole('button', { name: text('carouselNext') })
    expect(await slides.count()).toBe(3)
    await expect.poll(() => dots.count()).toBe(3)
    await expect.poll(() => next.isEnabled()).toBe(true)
    expect(await previous.isDisabled()).toBe(true)
    expect(await dots.nth(0).getAttribute('aria-current')).toBe('true')
    await next.click()
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true')
    await next.click()
    await expect.poll(() => dots.nth(2).getAttribute('aria-current')).toBe('true')
    await expect.poll(() => next.isDisabled()).toBe(true)
    await dots.nth(0).click()
    await expect.poll(() => previous.isDisabled()).toBe(true)
    // Default height: 64 % of the small viewport height, on the page as loaded and narrowed to a
    // phone's.
    for (const viewport of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(viewports[viewport])
      const windowHeight = await page.evaluate(() => window.innerHeight)
      const height = (await slides.first().boundingBox())!.height
      expect(Math.abs(height - windowHeight * 0.64), viewport).toBeLessThan(2)
    }
    await context.close()
  })
})

describe('slider banner with video and search', () => {
  let path = ''
  beforeAll(async () => {
    // Recorded on the browser's blank page: no site page needs to load for it.
    const { context, page } = await openPage(browser, 'desktop')
    const video = await uploadMedia(await recordClip(page), 'slider-clip.webm', 'video/webm')
    await context.close()
    const image = await anyImageId()
    const created = await withMain('/service', [
      {
        blockType: 'sliderBanner',
        hasMediaButtons: true,
        hasSearchBar: true,
        searchUrl: '/kop-bil',
        contentPlacementXAxis: 'Right',
        contentPlacementYAxis: 'Bottom',
        height: 'FullHeight',
        slides: [
          { title: 'Film', textColor: 'White', video },
          { title: 'Bild', textColor: 'Black', image },
        ],
      },
    ])
    cleanup.push(created.restore)
    path = created.path
  })

  it('play/pause and mute follow the video; full height, content right and bottom at 1440 and at 375 px', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('group-se', path))
    const video = page.locator('[data-block="slider-banner"] video')
    const pause = page.getByRole('button', { name: text('videoPause') })
    await expect.poll(() => pause.count()).toBe(1)
    await pause.click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    const play = page.getByRole('button', { name: text('videoPlay') })
    expect(await play.count()).toBe(1)
    await play.click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)

    // The video pauses while its slide is out of view and plays again when it comes back.
    await page
      .locator('[data-block="slider-banner"] [aria-roledescription="carousel"][data-hydrated]')
      .waitFor()
    const next = page.getByRole('button', { name: text('carouselNext') })
    await next.click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await page.getByRole('button', { name: text('carouselPrevious') }).click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)

    await page.getByRole('button', { name: text('videoUnmute') }).click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false)
    await page.getByRole('button', { name: text('videoMute') }).click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)

    // Full height, content placed right and bottom: on the page as loaded and narrowed to a phone's.
    const slide = page.locator('[data-slide]').first()
    const title = page.getByRole('heading', { name: 'Film' })
    for (const viewport of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(viewports[viewport])
      expect(Math.round((await slide.boundingBox())!.height), viewport).toBe(
        await page.evaluate(() => window.innerHeight),
      )
      const titleBox = (await title.boundingBox())!
      const slideBox = (await slide.boundingBox())!
      expect(titleBox.x + titleBox.width, viewport).toBeGreaterThan(slideBox.x + slideBox.width * 0.6)
      expect(titleBox.y, viewport).toBeGreaterThan(slideBox.y + slideBox.height / 2)
    }
    await context.close()
  })

  it('the search button is disabled while the input is empty', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('group-se', path))
    const search = page.locator('[data-search-bar][data-hydrated]')
    const button = search.getByRole('button', { name: text('searchButton'), exact: true })
    await expect.poll(() => button.isDisabled()).toBe(true)
    await search.getByRole('searchbox').fill('   ')
    expect(await button.isDisabled()).toBe(true)
    await search.getByRole('searchbox').fill('Kombi')
    await expect.poll(() => button.isEnabled()).toBe(true)
    await Promise.all([page.waitForURL(/keyphrase=Kombi/), button.click()])
    expect(new URL(page.url()).pathname).toBe('/kop-bil')
    await context.close()
  })
})
