// Watching a car ("Saved searches: watched cars", "Saved searches: price drop note"): the car
// page's "Bevaka bilen" form, the opt-in from the outbox, a lower price in a re-import, the
// price-drop mail the alerts job sends and the "Sänkt pris" note on the page.
import { randomUUID } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminApi } from '../support/admin'
import { axeViolations } from '../support/axe'
import { adminUrl, launchBrowser, openPage, siteUrl } from '../support/browser'
import { smoke } from '../support/tags'
import { importCars } from '../support/fixtures'
import { detailPath, findCars, text } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = 'automotive-se'
const t = (key: string) => text(site, key)
type Mail = { to: string; subject: string; text: string }

async function mailsTo(email: string): Promise<Mail[]> {
  const outbox = await adminApi<{ docs: Mail[] }>(
    inject('adminToken'),
    `/api/outbox?where[to][equals]=${encodeURIComponent(email)}&sort=createdAt&depth=0`,
  )
  return outbox.body.docs
}

async function openWatchForm(page: Page) {
  await page.locator('[data-watch-car][data-hydrated] button[data-cta="watch-car"]').click()
  await page.locator('[data-watch-car-form] input[name="email"]').waitFor()
}

// In the smoke set: the alerts job, the matching pass and the mail on the database it runs on.
describe('watching a car', smoke, () => {
  it('confirms from the mail, mails a lower price after a re-import and shows "Sänkt pris"', async () => {
    // A priced used car few tests look at: the last of the list.
    const car = (await findCars(site, { car_is_sample: [false] }, 50))
      .filter((candidate) => typeof candidate.car_price === 'number')
      .at(-1)!
    const { page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, detailPath(site, car)))
    expect(await page.locator('[data-price-drop]').count()).toBe(0)
    await openWatchForm(page)
    const field = page.locator('[data-watch-car-form] input[name="email"]')
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await axeViolations(page, '[data-watch-car]')).toEqual([])

    // An address the service refuses marks the field, focuses it and keeps what was typed.
    await field.fill('eva@example')
    await page.locator('[data-watch-car-form] button[type="submit"]').focus()
    await page.locator('[data-watch-car-form] button[type="submit"]').click()
    expect(await page.locator('[data-field-error="email"]').textContent()).toBe(t('carWatchEmailInvalid'))
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await field.inputValue()).toBe('eva@example')
    expect(await axeViolations(page, '[data-watch-car]')).toEqual([])

    const email = `watch-${randomUUID().slice(0, 8)}@example.com`
    await field.fill(email)
    await page.locator('[data-watch-car-form] button[type="submit"]').click()
    await expect.poll(() => page.locator('[data-watch-car-sent]').textContent()).toContain(email)

    const [optIn] = await mailsTo(email)
    expect(optIn.subject).toBe('Bekräfta bevakningen av bilen')
    // The mail's link opens the site's confirm page; its button confirms and shows the manage page.
    const confirmLink = /https?:\/\/\S+\/alerts\/confirm\?token=[\w%-]+/.exec(optIn.text)![0]
    expect(confirmLink.startsWith(siteUrl(site, '/'))).toBe(true)
    await page.goto(confirmLink)
    await page.locator('main button[type="submit"]').click()
    await expect
      .poll(() => page.locator('[data-alert] h2').allTextContents())
      .toEqual([expect.stringContaining(`${car.car_brand} ${car.car_model}`)])

    // The dealer's demand beside the lead figures counts the watch ("Saved searches: demand").
    const admin = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' })
    await admin.addCookies([
      { name: 'payload-token', value: inject('adminToken'), domain: new URL(adminUrl()).hostname, path: '/' },
    ])
    const dashboard = await admin.newPage()
    await dashboard.goto(adminUrl('/admin'))
    const demand = dashboard
      .locator('.vrp-alert-demand [data-demand-row]')
      .filter({ hasText: String(car.car_site_name) })
      .filter({ hasText: `${car.car_brand} ${car.car_model}` })
    expect(Number(await demand.first().locator('td').last().textContent())).toBeGreaterThanOrEqual(1)
    await admin.close()

    const price = car.car_price as number
    const lower = price - 10_000
    try {
      importCars(inject('databaseUrl'), `vehicles_${site}`, [{ ...car, car_price: lower }])
      // The server's scheduled alerts job (every 5 s on the test server) sends the mail.
      await expect
        .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), {
          timeout: 60_000,
          interval: 1_000,
        })
        .toContain(
          `Sänkt pris på ${[car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' ')}`,
        )
      const drop = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Sänkt pris'))!
      const kronor = (value: number) =>
        new Intl.NumberFormat('sv-SE', {
          style: 'currency',
          currency: 'SEK',
          maximumFractionDigits: 0,
        }).format(value)
      expect(drop.text).toContain(`från ${kronor(price)} till ${kronor(lower)}`)
      expect(drop.text).toContain(`/${car.car_id}/${car.slug}`)

      await expect
        .poll(async () => {
          await page.goto(siteUrl(site, detailPath(site, car)))
          return page.locator('[data-price-drop]').textContent()
        })
        .toContain(`${t('carDetailPriceDropped')}`)
      expect(await page.locator('[data-price-drop]').textContent()).toContain(`från ${kronor(price)} den `)
    } finally {
      importCars(inject('databaseUrl'), `vehicles_${site}`, [car])
    }
  }, 240_000)
})
