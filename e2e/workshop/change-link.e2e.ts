import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminApi, adminToken } from '../support/admin'
import { axeViolations } from '../support/axe'
import { launchBrowser, openPage } from '../support/browser'
import { bookFirstFreeTime } from '../support/booking'
import { smoke } from '../support/tags'

/**
 * A customer moves and then cancels a workshop booking through the link in their confirmation
 * mail ("Bookings: changes"), on the demo data. The page is forms without script: every wait is for
 * the page the server answers.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Mail = { to: string; subject: string; text: string }

async function messages(id: string, to: string): Promise<Mail[]> {
  const found = await adminApi<{ docs: Mail[] }>(
    await adminToken(),
    `/api/outbox?where[subject][contains]=${id}&where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt`,
  )
  return found.body.docs
}

const linkIn = (text: string) => text.match(/https?:\/\/\S+\/bokning\/[A-Z2-9]{10}\/[0-9a-f]{32}/)![0]

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page, 'main')).toEqual([])
}

describe('a customer changes their workshop booking through the link in its mail', smoke, () => {
  it('moves it to another day’s free time, then cancels it; each change is mailed and texted, and the old link stops working', async () => {
    const email = `change.${Date.now()}@example.se`
    const phone = `+46 70 ${String(Date.now()).slice(-7)}`
    const id = await bookFirstFreeTime(email, phone)
    const [confirmation] = await messages(id, email)
    const link = linkIn(confirmation.text)
    expect(linkIn((await messages(id, phone))[0].text)).toBe(link)

    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Din verkstadstid' }).waitFor()
    expect(await page.locator('main').textContent()).toContain(id)
    const before = await page.getByTestId('booking-time').textContent()
    await expectAxeClean(page)

    // The last day offered (another than the booked one, and past the cut-off), then its first free time.
    const days = page.getByLabel('Dag')
    const options = await days.locator('option').allTextContents()
    const other = options.findLast((option) => !before!.startsWith(option))!
    await days.selectOption({ label: other })
    await page.getByRole('button', { name: 'Visa lediga tider' }).click()
    const times = page.getByRole('group', { name: `Lediga tider ${other}` })
    await times.waitFor()
    await expectAxeClean(page)
    const chosen = times.getByRole('radio').first()
    await chosen.check()
    await page.getByRole('button', { name: 'Flytta till vald tid' }).click()
    await page.getByRole('status').filter({ hasText: 'Bokningen är flyttad' }).waitFor()
    const after = await page.getByTestId('booking-time').textContent()
    expect(after).not.toBe(before)
    expect(after!.startsWith(other)).toBe(true)
    expect(page.url()).not.toContain(link.split('/').at(-1)!)
    await expectAxeClean(page)

    const moved = (await messages(id, email)).find((mail) => mail.subject.startsWith('Ny tid'))!
    expect(linkIn(moved.text)).not.toBe(link)
    expect((await messages(id, phone)).some((text) => text.subject.startsWith('Ny tid'))).toBe(true)

    await page.getByRole('link', { name: 'Avboka tiden…' }).click()
    await page.getByRole('button', { name: 'Ja, avboka tiden' }).click()
    await page.getByRole('heading', { level: 1, name: 'Avbokad verkstadstid' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Bokningen är avbokad' }).waitFor()
    expect(await page.locator('main').getByRole('button').count()).toBe(0)
    await expectAxeClean(page)
    expect((await messages(id, email)).some((mail) => mail.subject.includes('är avbokad'))).toBe(true)

    // The first link, used again, opens nothing.
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Länken gäller inte' }).waitFor()
    await context.close()
  })
})
