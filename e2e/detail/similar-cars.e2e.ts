import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, viewports } from '../support/browser'
import { dataLayerEvents, detailHydrated, detailPath, findCar, findCars, sizes } from './support'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = 'automotive-se'
const travel = (width: number) => Math.min(1580, width - 200)

async function drag(page: Page, from: { x: number; y: number }, deltaX: number, deltaY = 0) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  const steps = 8
  for (let step = 1; step <= steps; step++)
    await page.mouse.move(from.x + (deltaX * step) / steps, from.y + (deltaY * step) / steps)
  await page.mouse.up()
}

/** Waits until the strip's snap (a 300 ms transition) has come to rest. */
async function stripSettled(page: Page) {
  await page
    .locator('#similar-cars-strip')
    .evaluate((strip) => Promise.all(strip.getAnimations().map((animation) => animation.finished)))
}

async function stripState(page: Page) {
  const strip = page.locator('#similar-cars-strip')
  return {
    state: await strip.getAttribute('data-state'),
    offset: Number(await strip.getAttribute('data-offset')),
  }
}

describe('similar cars', () => {
  it(
    'lists up to 8 cars of the same region, body and fuel for a used car, never the car itself',
    smoke,
    async () => {
      const car = await findCar(site, { car_is_sample: [false] })
      const { context, page } = await openPage(browser, 'desktop')
      await page.goto(siteUrl(site, detailPath(site, car)))
      const expected = await findCars(
        site,
        {
          'car_id.neq': [car.car_id],
          car_site_region: [String(car.car_site_region)],
          car_body: [String(car.car_body)],
          car_fuel: [String(car.car_fuel)],
        },
        8,
      )
      const ids = await page
        .locator('#similar-cars-strip [data-vehicle-card]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-vehicle-card')))
      expect(ids).toEqual(expected.map((other) => other.car_id))
      expect(ids).not.toContain(car.car_id)
      await context.close()
    },
  )

  it('lists cars of the same brand and model that are not samples for a sample car', async () => {
    const car = await findCar(site, { car_is_sample: [true] })
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, detailPath(site, car)))
    const expected = await findCars(
      site,
      {
        car_is_sample: [false],
        car_brand: [String(car.car_brand)],
        car_model: [String(car.car_model)],
      },
      8,
    )
    const ids = await page
      .locator('#similar-cars-strip [data-vehicle-card]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-vehicle-card')))
    expect(ids).toEqual(expected.map((other) => other.car_id))
    await context.close()
  })

  // How far the strip travels depends on the window's width: the snap is checked at both.
  it.each(sizes)(
    '%s: snaps open from 30 percent of the travel, else closed; clicks need under 5 px',
    async (viewport) => {
      // A used car with a full strip of similar cars.
      const candidates = await findCars(site, { car_is_sample: [false] }, 60)
      const { context, page } = await openPage(browser, viewport)
      let opened = false
      for (const car of candidates) {
        await page.goto(siteUrl(site, detailPath(site, car)))
        if ((await page.locator('#similar-cars-strip [data-vehicle-card]').count()) >= 4) {
          opened = true
          await detailHydrated(page)
          break
        }
      }
      expect(opened).toBe(true)
      const width = viewports[viewport].width
      const distance = travel(width)
      const strip = page.locator('#similar-cars-strip')
      await strip.scrollIntoViewIfNeeded()
      await expect.poll(() => stripState(page)).toEqual({ state: 'collapsed', offset: -80 })
      // The visible area around the strip (the strip itself moves).
      const box = (await strip.locator('xpath=..').boundingBox())!
      const start = { x: Math.min(width - 10, box.x + 300), y: box.y + 40 }

      // Under 30 %: back to collapsed.
      await drag(page, start, -Math.floor(distance * 0.25))
      await expect.poll(() => stripState(page)).toEqual({ state: 'collapsed', offset: -80 })
      // 30 % or more: snaps fully open.
      await drag(page, start, -Math.ceil(distance * 0.32))
      await expect.poll(() => stripState(page)).toEqual({ state: 'expanded', offset: -80 - distance })
      // Dragging back a little stays open; far enough closes it.
      await drag(page, { x: box.x + 20, y: start.y }, Math.floor(distance * 0.5))
      await expect.poll(() => stripState(page)).toEqual({ state: 'expanded', offset: -80 - distance })
      await drag(page, { x: box.x + 10, y: start.y }, Math.ceil(distance * 0.75))
      await expect.poll(() => stripState(page)).toEqual({ state: 'collapsed', offset: -80 })

      // A drag over a card does not follow its link; a press that moved under 5 px does.
      const firstCard = strip.locator('[data-vehicle-card] h3 a').first()
      // The snap has come to rest before aiming at a card.
      await stripSettled(page)
      const cardBox = (await firstCard.boundingBox())!
      const url = page.url()
      // Each click the page sees on a link, kept to ask after the drag whether its default
      // (following the link) was prevented. The strip holds the pointer during a drag, so the click
      // that ends one usually lands on the strip, not the link.
      await page.evaluate(() => {
        const clicks: Event[] = []
        ;(window as unknown as { linkClicks: Event[] }).linkClicks = clicks
        window.addEventListener(
          'click',
          (event) => {
            if (event.target instanceof Element && event.target.closest('a[href]')) clicks.push(event)
          },
          true,
        )
      })
      await drag(page, { x: cardBox.x + 10, y: cardBox.y + 5 }, 6)
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { linkClicks: Event[] }).linkClicks.filter(
              (event) => !event.defaultPrevented,
            ).length,
        ),
      ).toBe(0)
      expect(page.url()).toBe(url)
      await expect.poll(() => stripState(page)).toEqual({ state: 'collapsed', offset: -80 })
      await stripSettled(page)
      const href = await firstCard.getAttribute('href')
      await drag(page, { x: cardBox.x + 10, y: cardBox.y + 5 }, 3)
      await page.waitForURL((address) => address.pathname === href)
      await context.close()
    },
  )

  it('toggles open and closed with the button (tracked)', async () => {
    const car = await findCar(site, { car_is_sample: [false] })
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, detailPath(site, car)))
    await detailHydrated(page)
    const toggle = page.locator('[data-similar-toggle]')
    await toggle.click()
    await expect.poll(() => stripState(page)).toEqual({ state: 'expanded', offset: -80 - travel(1440) })
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await toggle.click()
    await expect.poll(() => stripState(page)).toEqual({ state: 'collapsed', offset: -80 })
    const events = await dataLayerEvents(page, 'disclosure_toggle')
    expect(events.map((event) => [event.disclosure_name, event.disclosure_action])).toEqual([
      ['similarCars', 'open'],
      ['similarCars', 'close'],
    ])
    await context.close()
  })
})
