import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { spin as spinTiming } from '../../src/blocks/car-detail/spin'
import { detailPath, findCar, findCars, text, type Car } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = 'automotive-uk'
type Media = {
  hasVideo: boolean
  hasInternal360: boolean
  has360: boolean
  images360: string[]
  videoUrl: string
}

async function extraMedia(car: Car): Promise<Media | null> {
  // Node does not resolve *.localhost: the site comes from the ?site= override instead.
  const response = await fetch(
    `${inject('baseUrl')}/api/autosonshow/${encodeURIComponent(String(car.car_regno))}?site=${site}`,
  )
  return response.ok ? ((await response.json()) as Media) : null
}

/** A UK car on show whose extra media has every mode. */
async function carWithEveryMode(): Promise<{ car: Car; media: Media }> {
  for (const car of await findCars(site, { autos_on_show: [true] }, 40)) {
    const media = await extraMedia(car)
    if (media?.hasVideo && media.hasInternal360 && media.has360) return { car, media }
  }
  throw new Error('no UK demo car has every media mode')
}

const frame = (page: Page) => page.locator('[data-spin360]').getAttribute('data-frame').then(Number)

describe('extra media endpoint', () => {
  it('answers a car on show with its record and anything else with 404', async () => {
    const { media } = await carWithEveryMode()
    expect(media.images360.length).toBe(24)
    const frameResponse = await fetch(`${inject('baseUrl')}${media.images360[0]}`)
    expect(frameResponse.headers.get('content-type')).toBe('image/webp')
    const video = await fetch(`${inject('baseUrl')}${media.videoUrl}`)
    expect(video.headers.get('content-type')).toBe('video/webm')
    const hidden = await findCar(site, { autos_on_show: [false], car_is_sample: [false] })
    expect(await extraMedia(hidden)).toBeNull()
  })
})

// The viewer is laid out and behaves the same at either width (a drag turns a frame per 5 px
// whatever the width): checked at desktop.
describe('UK media modes', () => {
  it('offers images, video, internal and external 360; the spin rotates, pauses and follows a drag', async () => {
    const { car } = await carWithEveryMode()
    const { context, page } = await openPage(browser, 'desktop')
    // The page's clock, paused below, lets the spin's rotation be stepped rather than waited for. It
    // starts at a fixed instant and pauses a minute later, which no machine has passed by then.
    const start = new Date('2026-03-02T10:00:00Z')
    await context.clock.install({ time: start })
    await page.goto(siteUrl(site, detailPath(site, car)))
    const viewer = page.locator('[data-media-viewer="modes"]')
    await viewer.waitFor()
    expect(await viewer.locator('[data-media-mode]').allTextContents()).toEqual([
      text(site, 'carDetailMediaImages'),
      text(site, 'carDetailMediaVideo'),
      text(site, 'carDetailMediaInternal360'),
      text(site, 'carDetailMediaExternal360'),
    ])
    expect(await viewer.locator('[data-gallery]').count()).toBe(1)

    await viewer.locator('[data-media-mode="video"]').click()
    expect(await viewer.locator('video[data-media-video]').getAttribute('src')).toMatch(/\.webm$/)
    expect(await viewer.locator('[data-gallery]').count()).toBe(0)

    await viewer.locator('[data-media-mode="external360"]').click()
    const spin = viewer.locator('[data-spin360]')
    expect(await spin.getAttribute('data-rotating')).toBe('true')
    await context.clock.pauseAt(new Date(start.getTime() + 60_000))
    // One frame per interval.
    const first = await frame(page)
    await context.clock.runFor(spinTiming.frameIntervalMs)
    await expect.poll(() => frame(page)).toBe((first + 1) % 24)
    // The button stops the rotation: the frame holds still however long the clock runs.
    await spin.locator('[data-spin-toggle]').click()
    expect(await spin.getAttribute('data-rotating')).toBe('false')
    const held = await frame(page)
    await context.clock.runFor(spinTiming.frameIntervalMs * 4)
    expect(await frame(page)).toBe(held)
    // A drag of 30 px turns six frames.
    const box = (await spin.locator('[role="img"]').boundingBox())!
    await page.mouse.move(box.x + 50, box.y + 50)
    await page.mouse.down()
    await page.mouse.move(box.x + 65, box.y + 50)
    await page.mouse.move(box.x + 80, box.y + 50)
    await page.mouse.up()
    expect(await frame(page)).toBe((held + 6) % 24)
    // Dragging stops auto-rotation too.
    await spin.locator('[data-spin-toggle]').click()
    expect(await spin.getAttribute('data-rotating')).toBe('true')
    await page.mouse.move(box.x + 50, box.y + 50)
    await page.mouse.down()
    await page.mouse.up()
    expect(await spin.getAttribute('data-rotating')).toBe('false')

    await viewer.locator('[data-media-mode="internal360"]').click()
    expect(await viewer.locator('[data-spin360] img').getAttribute('src')).toContain('/int-')
    await context.close()
  })

  it('falls back to the plain gallery when the extra media cannot be loaded', async () => {
    const { car } = await carWithEveryMode()
    const { context, page } = await openPage(browser, 'desktop')
    await page.route('**/api/autosonshow/*', (route) => route.fulfill({ status: 500, body: '{}' }))
    const failed = page.waitForEvent('requestfinished', (request) =>
      request.url().includes('/api/autosonshow/'),
    )
    await page.goto(siteUrl(site, detailPath(site, car)))
    await page.locator('[data-gallery]').waitFor()
    // Once the failed answer is in and two frames are drawn after it, a viewer it brought would show.
    await failed
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(await page.locator('[data-media-viewer="modes"]').count()).toBe(0)
    expect(await page.locator('[data-media-viewer="gallery"] [data-gallery]').count()).toBe(1)
    await context.close()
  })

  it('shows only the plain gallery for cars not on show and on other sites', async () => {
    const hidden = await findCar(site, { autos_on_show: [false], car_is_sample: [false] })
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, detailPath(site, hidden)))
    await page.locator('[data-gallery]').waitFor()
    expect(await page.locator('[data-media-viewer]').count()).toBe(0)
    const swedish = await findCar('automotive-se', { car_is_sample: [false] })
    await page.goto(siteUrl('automotive-se', detailPath('automotive-se', swedish)))
    await page.locator('[data-gallery]').waitFor()
    expect(await page.locator('[data-media-viewer]').count()).toBe(0)
    await context.close()
  })
})
