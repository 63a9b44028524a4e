import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminApi, adminToken } from '../support/admin'
import { axeViolations } from '../support/axe'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { importCars } from '../support/fixtures'
import { findCars, siteOf, type Car } from '../detail/support'
import { fill, openList, text } from './helpers'

/**
 * A visitor saves the car list's search (on the Swedish site reached from the home page's hero
 * search), confirms it from the opt-in mail, gets the mail that lists
 * a car a feed import re-priced, manages the alert and stops it ("Saved searches"), on a Swedish, a
 * Norwegian and the UK site. The alert mail is sent by the server's own scheduled job (every 5 s
 * on the test server, ALERTS_INTERVAL_SECONDS; every minute by default).
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Language = 'sv' | 'nb' | 'en-GB'
type Mail = { to: string; subject: string; text: string }

async function mailsTo(to: string): Promise<Mail[]> {
  const found = await adminApi<{ docs: Mail[] }>(
    await adminToken(),
    `/api/outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=20`,
  )
  return found.body.docs
}

/** The first mail to an address whose text has a link of the given page, and that link. */
async function linkInMail(to: string, page: RegExp): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      link = (await mailsTo(to)).map((mail) => page.exec(mail.text)?.[0]).find(Boolean) ?? ''
      return link
    })
    .not.toBe('')
  return link
}

const confirmLinkPattern = /https?:\/\/\S+\/alerts\/confirm\?token=[\w%-]+/
const unsubscribeLinkPattern = /https?:\/\/\S+\/alerts\/unsubscribe\?token=[\w.%-]+/
const manageLinkPattern = /https?:\/\/\S+\/alerts\/manage\?token=[\w.%-]+/

const expectAxeClean = async (page: Page, include = 'main') =>
  expect(await axeViolations(page, include)).toEqual([])

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** A car of the site's list by brand and model; its list path names them as the list writes them. */
async function carToWatch(site: string): Promise<{ car: Car; listPath: string }> {
  const cars = await findCars(site, { car_is_sample: [false] }, 50)
  const car = cars.at(-2)!
  const segment = (value: unknown) => encodeURIComponent(String(value).toLowerCase())
  return {
    car,
    listPath: `${siteOf(site).pathToCarList}/${segment(car.car_brand)}/${segment(car.car_model)}`,
  }
}

async function saveSearch(page: Page, email: string, language: Language) {
  await page.locator('[data-save-search]').click()
  const dialog = page.locator('[data-dialog="save-search"]')
  await dialog.getByLabel(text('savedSearchEmail', language)).fill(email)
  await dialog.getByLabel(text('savedSearchInstant', language)).check()
  await dialog.getByRole('button', { name: text('savedSearchSubmit', language) }).click()
  await expect
    .poll(() => dialog.locator('[data-save-search-sent]').textContent())
    .toBe(fill(text('savedSearchSent', language), { email }))
}

const sites: { site: string; language: Language }[] = [
  { site: 'automotive-se', language: 'sv' },
  { site: 'automotive-no', language: 'nb' },
  { site: 'automotive-uk', language: 'en-GB' },
]

describe('saving a search', () => {
  it(
    'on a Swedish, a Norwegian and the UK site: confirmed from the mail, it mails the car an import re-prices, and stops in one click',
    { timeout: 240_000 },
    async () => {
      const run = Date.now()
      const watched = await Promise.all(
        sites.map(async (entry) => ({
          ...entry,
          ...(await carToWatch(entry.site)),
          email: `watch.${entry.site}.${run}@example.com`,
        })),
      )
      const { context, page } = await openPage(browser, 'desktop')
      for (const { site, language, listPath, email, car } of watched) {
        if (site === 'automotive-se') {
          // From the hero search's result: the phrase lands on the list of that brand and model.
          await page.goto(siteUrl(site, '/'))
          const hero = page.locator('[data-hero-search][data-hydrated]')
          await hero.locator('input').fill(`${car.car_brand} ${car.car_model}`)
          await hero.locator('button').click()
          await page.waitForSelector('[data-car-list][data-hydrated]')
          expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(decodeURIComponent(listPath))
        } else await openList(page, listPath, site)
        await saveSearch(page, email, language)

        // The mail's link opens the site's page; opening it (a mail scanner would) confirms nothing.
        const confirmLink = await linkInMail(email, confirmLinkPattern)
        expect(confirmLink.startsWith(siteUrl(site, '/'))).toBe(true)
        for (let opened = 0; opened < 2; opened++) {
          await page.goto(confirmLink)
          await heading(page, text('savedSearchConfirmHeading', language)).waitFor()
        }
        expect(await page.locator('[data-alert-label]').textContent()).toContain(String(car.car_model))
        await expectAxeClean(page)
        await page.getByRole('button', { name: text('savedSearchConfirmButton', language) }).click()
        await heading(page, text('savedSearchManageHeading', language)).waitFor()
        expect(await page.getByRole('status').textContent()).toBe(text('savedSearchConfirmed', language))
        expect(await page.locator('[data-alert] h2').allTextContents()).toEqual([
          expect.stringContaining(String(car.car_model)),
        ])
      }

      // A feed import re-prices each watched car; the server's job mails it to its alert.
      const databaseUrl = inject('databaseUrl')
      try {
        for (const { site, car } of watched)
          importCars(databaseUrl, `vehicles_${site}`, [{ ...car, car_price: Number(car.car_price) + 1000 }])
        for (const { site, email, car } of watched) {
          const carLink = siteUrl(site, `${siteOf(site).pathToCarDetail}/${car.car_id}/${car.slug}`)
          await expect
            .poll(async () => (await mailsTo(email)).some((mail) => mail.text.includes(carLink)), {
              timeout: 60_000,
              interval: 1_000,
            })
            .toBe(true)
        }
      } finally {
        for (const { site, car } of watched) importCars(databaseUrl, `vehicles_${site}`, [car])
      }

      // Swedish: the manage page pauses, resumes and re-times the alert; then the mail's
      // unsubscribe link stops it, and everything about the address is erased.
      const [se, no, uk] = watched
      await page.goto(await linkInMail(se.email, manageLinkPattern))
      await heading(page, text('savedSearchManageHeading', 'sv')).waitFor()
      await expectAxeClean(page)
      const status = page.locator('[data-alert-status]')
      await page.getByRole('button', { name: text('savedSearchPause', 'sv') }).click()
      await expect.poll(() => status.textContent()).toContain(text('savedSearchPaused', 'sv'))
      await page.getByRole('button', { name: text('savedSearchResume', 'sv') }).click()
      await expect.poll(() => status.textContent()).toContain(text('savedSearchActive', 'sv'))
      await page.getByLabel(text('savedSearchFrequency', 'sv')).selectOption('weekly')
      await page.getByRole('button', { name: text('savedSearchChange', 'sv') }).click()
      await expect.poll(() => status.textContent()).toContain(text('savedSearchWeekly', 'sv'))
      expect(await page.getByRole('status').textContent()).toBe(text('savedSearchSaved', 'sv'))

      for (const { email, language } of [se, no]) {
        await page.goto(await linkInMail(email, unsubscribeLinkPattern))
        await heading(page, text('savedSearchUnsubscribeHeading', language)).waitFor()
        await expectAxeClean(page)
        await page.getByRole('button', { name: text('savedSearchUnsubscribeHeading', language) }).click()
        await expect
          .poll(() => page.getByRole('status').textContent())
          .toBe(text('savedSearchUnsubscribed', language))
      }

      // The UK mail client's one-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe address.
      const ukLink = new URL(await linkInMail(uk.email, unsubscribeLinkPattern))
      // (The header's address is on the site's host, which Node does not resolve; the server is the same.)
      const oneClick = await fetch(`${inject('baseUrl')}/api/alerts/unsubscribe${ukLink.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(oneClick.status).toBe(200)
      expect(await oneClick.json()).toEqual({ status: 'unsubscribed' })
      await page.goto(ukLink.toString())
      expect(await page.getByRole('status').textContent()).toBe(text('savedSearchUnsubscribed', 'en-GB'))

      await page.goto(await linkInMail(se.email, manageLinkPattern))
      await page.getByRole('link', { name: text('savedSearchEraseButton', 'sv') }).click()
      await page.getByText(fill(text('savedSearchEraseQuestion', 'sv'), { email: se.email })).waitFor()
      await expectAxeClean(page)
      await page.getByRole('button', { name: text('savedSearchEraseYes', 'sv') }).click()
      await expect.poll(() => page.getByRole('status').textContent()).toBe(text('savedSearchErased', 'sv'))
      expect(await page.getByText(text('savedSearchNone', 'sv')).isVisible()).toBe(true)
      expect(await mailsTo(se.email)).toEqual([])
      await context.close()
    },
  )

  it('says what is wrong beside the address and focuses it, says when there were too many, and keeps what was typed', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    const { listPath } = await carToWatch('automotive-se')
    await openList(page, listPath, 'automotive-se')
    await page.locator('[data-save-search]').click()
    const dialog = page.locator('[data-dialog="save-search"]')
    const email = dialog.getByLabel(text('savedSearchEmail'))
    await email.waitFor()
    await expectAxeClean(page, '[data-dialog="save-search"]')

    const submit = dialog.getByRole('button', { name: text('savedSearchSubmit') })
    await email.fill('namn@exempel')
    await submit.click()
    const error = dialog.locator('[data-field-error="email"]')
    await expect.poll(() => error.textContent()).toBe(text('savedSearchInvalidEmail'))
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    await expectAxeClean(page, '[data-dialog="save-search"]')

    // The server's answers, as they come when an address holds too many alerts or a client asks too often.
    await page.route('**/api/alerts', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Invalid request', fields: { email: 'This address already has 20 alerts' } },
      }),
    )
    await email.fill('namn@exempel.se')
    await dialog.getByLabel(text('savedSearchWeekly')).check()
    await submit.click()
    await expect.poll(() => error.textContent()).toBe(text('savedSearchLimit'))
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.unroute('**/api/alerts')
    await page.route('**/api/alerts', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '3600' }, json: { error: 'Too many' } }),
    )
    await submit.click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(text('savedSearchTooMany'))
    await expectAxeClean(page, '[data-dialog="save-search"]')

    // Closed and opened again, the form still holds what was typed.
    await dialog.getByRole('button', { name: text('savedSearchClose') }).click()
    await page.locator('[data-save-search]').click()
    expect(await email.inputValue()).toBe('namn@exempel.se')
    expect(await dialog.getByLabel(text('savedSearchWeekly')).isChecked()).toBe(true)
    await context.close()
  })
})
