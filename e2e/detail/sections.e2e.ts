import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import {
  dataLayerEvents,
  detailHydrated,
  detailPath,
  findCar,
  siteOf,
  sizes,
  text,
  type Car,
} from './support'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(
  site: string,
  car: Car,
  { viewport = 'desktop', hash = '' }: { viewport?: (typeof sizes)[number]; hash?: string } = {},
): Promise<Page> {
  const { page } = await openPage(browser, viewport)
  const response = await page.goto(siteUrl(site, detailPath(site, car) + hash))
  expect(response?.status()).toBe(200)
  await detailHydrated(page)
  return page
}

const many = (key: string, count: number) => (car: Car) =>
  Array.isArray(car[key]) && (car[key] as unknown[]).length > count

// The summary's place in the default layout is what differs by width.
describe.each(sizes)('car detail layout at %s', (viewport) => {
  it('uses the default layout without the VAT badge, the summary before the first section', async () => {
    const car = await findCar('automotive-se', { car_vat_eligible: [true], car_is_sample: [false] })
    const page = await open('automotive-se', car, { viewport })
    expect(await page.locator('[data-car-detail]').getAttribute('data-layout')).toBe('default')
    expect(await page.locator('[data-vat-badge]').count()).toBe(0)
    // On a phone the name, price and contact button sat ~2,000 px down, after every
    // specification. They follow the gallery, before the first section, at either size.
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y
    const overview = await top('#overview-heading')
    for (const selector of ['[data-car-title]', '[data-price-current]', '[data-cta]'])
      expect(await top(selector), selector).toBeLessThan(overview)
    if (viewport === 'mobile')
      expect(await top('[data-car-title]')).toBeGreaterThan(await top('[data-gallery]'))
    await page.context().close()
  })
})

// What the sections show and do is the same at either width: checked at desktop, one visit per car.
describe('car detail sections', () => {
  it('uses the carstore layout with the deductible-VAT badge on carstore sites', async () => {
    const car = await findCar('carstore-se', { car_vat_eligible: [true], car_has_campaign_price: [true] })
    const page = await open('carstore-se', car)
    const root = page.locator('[data-car-detail]')
    expect(await root.getAttribute('data-layout')).toBe('carstore')
    expect(await page.locator('[data-car-title]').textContent()).toBe(`${car.car_brand} ${car.car_model}`)
    expect(await page.locator('[data-price-box] [data-vat-badge]').textContent()).toBe(
      text('carstore-se', 'deductibleVat'),
    )
    // Campaign price emphasised, retail price struck through.
    expect(await page.locator('[data-price-current]').getAttribute('class')).toContain('text-red-700')
    expect(await page.locator('[data-price-box] s[data-price-retail]').count()).toBe(1)
    expect(await page.locator('[data-price-from]').count()).toBe(0)
    expect(await page.locator('[data-cta="contact"]').getAttribute('href')).toBe('#contact-form')
    await page.context().close()
  })

  it('shows 5 technical rows, all with show more, 5 again with show less (tracked), with the Swedish decimal comma', async () => {
    const car = await findCar('automotive-se', { car_is_sample: [false], car_fuel: ['El'] }, (candidate) =>
      /\d\.\d/.test(String(candidate.car_acceleration_text ?? '')),
    )
    const page = await open('automotive-se', car)
    const list = page.locator('[data-expandable="technicalData"]')
    expect(await list.locator('li').count()).toBe(5)
    await list.getByRole('button', { name: text('automotive-se', 'carDetailShowMore') }).click()
    expect(await list.locator('li').count()).toBeGreaterThan(5)
    // Every row is out: the numbers are printed with the decimal comma.
    const rows = await list.textContent()
    expect(rows).toContain(String(car.car_acceleration_text).replace(/(\d)\.(\d)/, '$1,$2'))
    expect(rows).not.toMatch(/\d\.\d/)
    await list.getByRole('button', { name: text('automotive-se', 'carDetailShowLess') }).click()
    expect(await list.locator('li').count()).toBe(5)
    const events = await dataLayerEvents(page, 'disclosure_toggle')
    expect(events.map((event) => [event.disclosure_name, event.disclosure_action])).toEqual([
      ['technicalData', 'open'],
      ['technicalData', 'close'],
    ])
    await page.context().close()
  })

  it('sorts equipment alphabetically, collapsed at 190 px and expandable, and folds a long description at 300 px', async () => {
    const car = await findCar(
      'automotive-se',
      { car_is_sample: [false] },
      (candidate) => many('car_equipment', 11)(candidate) && String(candidate.car_description).length > 600,
    )
    const page = await open('automotive-se', car)
    const items = await page.locator('[data-equipment] li').allTextContents()
    expect(items).toEqual([...(car.car_equipment as string[])].sort((a, b) => a.localeCompare(b, 'sv')))
    const equipment = page.locator('[data-collapsible="equipment"]')
    await expect.poll(() => equipment.getAttribute('data-state')).toBe('collapsed')
    expect(Math.round((await equipment.locator('> div').first().boundingBox())!.height)).toBe(190)
    await equipment.getByRole('button', { name: text('automotive-se', 'carDetailShowMore') }).click()
    expect(await equipment.getAttribute('data-state')).toBe('expanded')
    expect((await equipment.locator('> div').first().boundingBox())!.height).toBeGreaterThan(190)

    const description = page.locator('[data-collapsible="description"]')
    await expect.poll(() => description.getAttribute('data-state')).toBe('collapsed')
    expect(Math.round((await description.locator('> div').first().boundingBox())!.height)).toBe(300)
    await description.getByRole('button', { name: text('automotive-se', 'carDetailShowMore') }).click()
    expect(await description.getAttribute('data-state')).toBe('expanded')
    await page.context().close()
  })

  it("shows a sample car's 'from' price, trim package, other packages, 3 equipment items, the quote and test-drive buttons, and its short description whole", async () => {
    const car = await findCar(
      'automotive-se',
      { car_is_sample: [true] },
      (candidate) => many('car_equipment', 4)(candidate) && many('linked_vehicles', 0)(candidate),
    )
    const page = await open('automotive-se', car)
    expect(await page.locator('[data-price-from]').textContent()).toBe(text('automotive-se', 'priceFrom'))
    expect(await page.locator('[data-trim-package] strong').textContent()).toBe(car.car_trim_package)
    const links = car.linked_vehicles as Array<{ vehicle_id: string; slug: string }>
    expect(
      await page
        .locator('[data-package-link]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(
      links.map((link) => `${siteOf('automotive-se').pathToCarDetail}/${link.vehicle_id}/${link.slug}`),
    )
    const equipment = page.locator('[data-expandable="equipment"]')
    expect(await equipment.locator('li').count()).toBe(3)
    await equipment.getByRole('button', { name: text('automotive-se', 'carDetailShowMore') }).click()
    expect(await equipment.locator('li').count()).toBe((car.car_equipment as string[]).length)
    expect(await page.locator('[data-cta="quote"]').getAttribute('href')).toBe('#contact-quote')
    expect(await page.locator('[data-cta="testdrive"]').getAttribute('href')).toBe('#contact-testdrive')
    expect(await page.locator('[data-cta="contact"]').count()).toBe(0)
    // A sample car's description is short: it is shown whole, without a toggle.
    const description = page.locator('[data-collapsible="description"]')
    await expect.poll(() => description.getAttribute('data-state')).toBe('expanded')
    expect(await description.getByRole('button').count()).toBe(0)
    await page.context().close()
  })

  it('lists the seller with maps, phone and e-mail links, and only reachable sellers', smoke, async () => {
    const car = await findCar('automotive-se', { car_is_sample: [false] })
    const page = await open('automotive-se', car)
    const block = page.locator('[data-seller-contact]')
    expect(await block.locator('[data-maps-link]').getAttribute('href')).toContain(
      encodeURIComponent(String(car.car_site_name)),
    )
    expect(await block.locator('a[href^="tel:"]').count()).toBeGreaterThan(0)
    expect(await block.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0)
    // The facility detail page answers pathToSiteDetail: the link leads to the dealer's page.
    const siteDetail = block.locator('[data-site-detail-link]')
    expect(await siteDetail.getAttribute('href')).toMatch(
      new RegExp(`^${siteOf('automotive-se').pathToSiteDetail}/[a-z0-9-]+$`),
    )
    const sellers = block.locator('[data-sellers] li')
    for (const seller of await sellers.all())
      expect(await seller.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBeGreaterThan(0)
    await siteDetail.click()
    await page.waitForURL((url) => url.pathname.startsWith(`${siteOf('automotive-se').pathToSiteDetail}/`))
    expect(await page.locator('[data-facility-detail] h1').textContent()).toBe(String(car.car_site_name))
    await page.context().close()
  })

  it('describes the car as schema.org Product and Car with the right condition, and pushes the product view after the page impression', async () => {
    for (const [sample, condition] of [
      [false, 'https://schema.org/UsedCondition'],
      [true, 'https://schema.org/NewCondition'],
    ] as const) {
      const car = await findCar('automotive-se', { car_is_sample: [sample] })
      const page = await open('automotive-se', car)
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!,
      )
      expect(data['@type']).toEqual(['Product', 'Car'])
      expect(data.itemCondition).toBe(condition)
      expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'SEK', itemCondition: condition })
      expect(data.brand.name).toBe(car.car_brand)
      // The page's title and canonical address are the car's.
      expect(await page.title()).toContain(`${car.car_brand} ${car.car_model}`)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        siteUrl('automotive-se', detailPath('automotive-se', car)),
      )
      await expect.poll(async () => (await dataLayerEvents(page, 'view_item')).length).toBe(1)
      const order = await page.evaluate(() =>
        ((window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer ?? []).map(
          (entry) => entry.event,
        ),
      )
      expect(order.indexOf('page_view')).toBeGreaterThanOrEqual(0)
      expect(order.indexOf('view_item')).toBeGreaterThan(order.indexOf('page_view'))
      const [event] = await dataLayerEvents(page, 'view_item')
      expect(event.ecommerce).toMatchObject({ items: [{ item_id: car.car_id, item_brand: car.car_brand }] })
      await page.context().close()
    }
  })

  it('goes back to the previous page from the back link, else to the car list', async () => {
    const car = await findCar('automotive-se', { car_is_sample: [false] })
    const page = await open('automotive-se', car)
    expect(await page.locator('[data-back-link]').getAttribute('href')).toBe(
      siteOf('automotive-se').pathToCarList,
    )
    await page.goto(siteUrl('automotive-se', '/om-oss'))
    await page.evaluate(
      (href) => {
        const link = document.createElement('a')
        link.href = href
        link.textContent = 'car'
        link.id = 'to-car'
        document.body.prepend(link)
      },
      detailPath('automotive-se', car),
    )
    await page.click('#to-car')
    await page.waitForSelector('[data-car-detail]')
    await page.locator('[data-back-link][data-hydrated]').click()
    await page.waitForURL(siteUrl('automotive-se', '/om-oss'))
    await page.context().close()
  })
})

/**
 * Opens a sample car at a contact anchor and waits until the form sits `offset` px below the top
 * of the window (or the page is scrolled to its end), then checks which boxes the anchor ticked.
 */
async function expectContactAnchor(
  viewport: (typeof sizes)[number],
  hash: string,
  ticked: { quote: boolean; testDrive: boolean },
) {
  const offset = viewport === 'desktop' ? 112 : 250
  const car = await findCar('automotive-se', { car_is_sample: [true] })
  const page = await open('automotive-se', car, { viewport, hash })
  const form = page.locator('[data-contact-form] form')
  await expect
    .poll(() =>
      page.evaluate(() => {
        const top = document.querySelector('[data-contact-form] form')!.getBoundingClientRect().top
        const maxScroll = document.documentElement.scrollHeight - window.innerHeight
        return { top: Math.round(top), atBottom: Math.abs(window.scrollY - maxScroll) < 2 }
      }),
    )
    .toSatisfy(
      ({ top, atBottom }: { top: number; atBottom: boolean }) =>
        Math.abs(top - offset) <= 4 || (atBottom && top >= offset),
    )
  // Checked after the scroll, by when the anchor has been followed.
  expect(await form.locator('input[name="quote"]').isChecked()).toBe(ticked.quote)
  expect(await form.locator('input[name="testDrive"]').isChecked()).toBe(ticked.testDrive)
  await page.context().close()
}

// The space kept above the form differs by width (112 px on a desktop, 250 px on a phone).
describe.each(sizes)('the contact anchor at %s', (viewport) => {
  it('#contact-quote scrolls to the form (offset) and pre-ticks the quote box', async () => {
    await expectContactAnchor(viewport, '#contact-quote', { quote: true, testDrive: false })
  })
})

describe('anchors', () => {
  it.each([
    ['#contact-testdrive', false, true],
    ['#contact-form', false, false],
    ['#contact', false, false],
  ] as const)(
    '%s scrolls to the form (offset) and pre-ticks the matching box',
    async (hash, quote, testDrive) => {
      await expectContactAnchor('desktop', hash, { quote, testDrive })
    },
  )

  it.each(['#equipment', '#overview', '#description'])('%s brings its section into view', async (hash) => {
    const car = await findCar('automotive-se', { car_is_sample: [false] }, many('car_equipment', 3))
    const page = await open('automotive-se', car, { hash })
    const section = page.locator(hash)
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(200)
    await page.context().close()
  })
})
