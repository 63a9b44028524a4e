import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { axeViolations } from '../support/axe'
import { detailPath, findCar, sizes, text } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = 'carstore-se'
// A click before the gallery has hydrated is lost, so wait for its carousel to hydrate first.
const galleryHydrated = (page: Page) =>
  page.locator('[data-gallery] [aria-roledescription="carousel"][data-hydrated]').waitFor()
const position = (n: number, total: number) =>
  text(site, 'carouselPosition').replace('{n}', String(n)).replace('{total}', String(total))

// The gallery and its lightbox work the same at either width: checked at desktop, in one visit.
describe('gallery and lightbox', () => {
  it('opens an image in the lightbox, steps with the arrow keys and closes on Escape; the carousel controls step through the images', async () => {
    const car = await findCar(site, { car_is_sample: [false] })
    const total = (car.car_images as unknown[]).length
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, detailPath(site, car)))
    const gallery = page.locator('[data-gallery]')
    const images = gallery.locator('[data-gallery-image]')
    expect(await images.count()).toBe(total)
    await galleryHydrated(page)
    await images.first().click()
    const dialog = page.getByRole('dialog', { name: text(site, 'carDetailLightbox') })
    await dialog.waitFor()
    expect(await dialog.locator('[data-lightbox-position]').textContent()).toBe(position(1, total))
    await page.keyboard.press('ArrowRight')
    expect(await dialog.locator('[data-lightbox-position]').textContent()).toBe(position(2, total))
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await dialog.locator('[data-lightbox-position]').textContent()).toBe(position(total, total))
    await dialog.getByRole('button', { name: text(site, 'carouselNext') }).click()
    expect(await dialog.locator('[data-lightbox-position]').textContent()).toBe(position(1, total))
    expect(await dialog.getByRole('button', { name: text(site, 'carDetailFullscreen') }).count()).toBe(1)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('[data-lightbox]').count()).toBe(0)
    // Focus returns to the image that opened the lightbox.
    await expect.poll(() => images.first().evaluate((image) => image === document.activeElement)).toBe(true)
    // The close button closes it too.
    await images.first().click()
    await dialog.getByRole('button', { name: text(site, 'carDetailClose') }).click()
    await expect.poll(() => page.locator('[data-lightbox]').count()).toBe(0)

    // The carousel's own next control moves it to the second image.
    const next = gallery.getByRole('button', { name: text(site, 'carouselNext') })
    await expect.poll(() => next.isEnabled()).toBe(true)
    await next.click()
    await expect
      .poll(() => gallery.locator('[data-carousel-dots] [aria-current="true"]').getAttribute('aria-label'))
      .toBe(text(site, 'carouselGoTo').replace('{n}', '2'))
    await context.close()
  })
})

// axe audits what is laid out (target sizes, text over its background), and the page's layout
// differs by width: audited at both.
describe('accessibility of the detail page', () => {
  it.each(sizes)(
    '%s: axe finds no WCAG A/AA violation with the lightbox and the form open',
    async (viewport) => {
      const car = await findCar(site, { car_is_sample: [false] })
      const { context, page } = await openPage(browser, viewport)
      await page.goto(siteUrl(site, detailPath(site, car)))
      // The form with its invalid-input hint showing.
      await page.locator('[data-contact-form][data-hydrated] button[type="submit"]').click()
      await page.locator('[data-contact-form] [data-form-alert="invalid"] p').waitFor()
      expect(await axeViolations(page)).toEqual([])
      await galleryHydrated(page)
      await page.locator('[data-gallery-image]').first().click()
      await page.locator('[data-lightbox]').waitFor()
      expect(await axeViolations(page)).toEqual([])
      await context.close()
    },
  )
})

describe('the lightbox while its image loads', () => {
  it('shows a spinner and says the image is loading, until the image is in', async () => {
    // The lightbox must not open black: the full-size image is held back here until the spinner
    // has been seen, then let through.
    const car = await findCar(site, { car_is_sample: [false] })
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, detailPath(site, car)))
    await galleryHydrated(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_i\/(1920|2048|3840)\//, async (route) => {
      await held
      await route.continue()
    })
    await page.locator('[data-gallery] [data-gallery-image]').first().click()
    const dialog = page.getByRole('dialog', { name: text(site, 'carDetailLightbox') })
    const loading = dialog.getByRole('status').filter({ hasText: text(site, 'carDetailImageLoading') })
    await loading.waitFor()
    release()
    await expect.poll(() => dialog.locator('[data-lightbox-loading]').count()).toBe(0)
    expect(
      await dialog.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0)
    await context.close()
  })
})
