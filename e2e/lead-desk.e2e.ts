/**
 * The dealer desk's work on a lead in the real admin ("Lead desk" in docs/decisions.md), as the
 * demo's dealer staff.
 */
import { randomUUID } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDealerId, demoStaff } from '../src/seed/seed'
import { adminApi, adminToken, chooseOption } from './support/admin'
import { automotiveSeCars, sendCarEnquiry, type DealerCar } from './support/leads'
import { adminUrl, launchBrowser, openPage } from './support/browser'

type Docs<T> = { docs: T[] }

let browser: Browser
let staffToken: string
let staffId: number

beforeAll(async () => {
  browser = await launchBrowser()
  const response = await fetch(adminUrl('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoStaff.dealerStaff.email, password: demoStaff.dealerStaff.password }),
  })
  expect(response.status).toBe(200)
  ;({
    token: staffToken,
    user: { id: staffId },
  } = (await response.json()) as {
    token: string
    user: { id: number }
  })
})
afterAll(async () => {
  await browser?.close()
})

/** A car contact lead, as the car page's form sends it, for a car of the demo staff's dealer. */
async function leadForOwnCar(
  email: string,
  phone = '+46 70 000 00 02',
): Promise<{ id: number; car: DealerCar }> {
  const car = (await automotiveSeCars()).find((candidate) => candidate.car_site_id === demoDealerId)!
  const id = await sendCarEnquiry(car, {
    name: 'Svar Testare',
    phone,
    email,
    message: 'Går det att provköra?',
    testDrive: true,
  })
  return { id, car }
}

/** A browser page logged in as the demo's dealer staff. */
async function staffPage() {
  const { context, page } = await openPage(browser, 'desktop')
  const { hostname } = new URL(adminUrl())
  await context.addCookies([{ name: 'payload-token', value: staffToken, domain: hostname, path: '/' }])
  return { context, page }
}

describe('the lead desk', () => {
  it('dealer staff reply to a lead with a template, take it and close it as won: the customer is mailed, the reply is kept, each state is dated, the response time shows and counts in the dashboard’s medians', async () => {
    const email = `reply-${randomUUID().slice(0, 8)}@example.com`
    const { id } = await leadForOwnCar(email)
    const { context, page } = await staffPage()
    await page.goto(adminUrl(`/admin/collections/leads/${id}`))

    // The panel draws once it has hydrated and loaded the lead's templates, the customer's language first.
    const panel = page.locator('.vrp-lead-reply')
    const subject = panel.locator('input')
    await expect.poll(() => subject.inputValue()).toMatch(/^Angående \S/)
    expect(await panel.textContent()).toContain(email)
    await panel.locator('select').selectOption('en')
    await expect.poll(() => subject.inputValue()).toMatch(/^About \S/)
    await subject.fill('About your test drive')
    await panel.locator('button', { hasText: /send/i }).click()

    await expect.poll(() => panel.locator('[role="status"]').textContent()).toContain('Sent to the customer')
    await expect
      .poll(() => panel.locator('.vrp-lead-replies li').allTextContents())
      .toEqual([expect.stringContaining('About your test drive')])
    const lead = await adminApi<{ state: string; responseMinutes: number | null; replies: unknown[] }>(
      staffToken,
      `/api/leads/${id}`,
    )
    expect(lead.body).toMatchObject({ state: 'contacted', responseMinutes: expect.any(Number) })
    expect(lead.body.replies).toHaveLength(1)
    // The form shows the lead's new state.
    await expect.poll(() => page.locator('#field-state').textContent()).toContain('Contacted')

    // The refreshed form is held back until the lead is saved, as on a slow line: the owner shown
    // and saved must not depend on it.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const leadPage = new RegExp(`/admin/collections/leads/${id}([?#]|$)`)
    await page.route(leadPage, async (route) => {
      if (route.request().headers()['rsc']) await held
      await route.continue()
    })
    await page.locator('.vrp-lead-owner button', { hasText: 'Assign to me' }).click()
    await expect
      .poll(
        async () =>
          (await adminApi<{ owner: { id: number } | null }>(staffToken, `/api/leads/${id}`)).body.owner?.id,
      )
      .toBe(staffId)

    await expect.poll(() => page.locator('#field-owner').textContent()).toContain(demoStaff.dealerStaff.email)

    // Closed as won: the state's history keeps each step, the owner stays, the response time shows.
    await chooseOption(page, '#field-state', 'Won')
    await page.locator('#action-save').click()
    await expect
      .poll(
        async () =>
          (
            await adminApi<{
              state: string
              history: Array<{ state: string }>
              owner: { id: number } | null
            }>(staffToken, `/api/leads/${id}`)
          ).body,
      )
      .toMatchObject({
        state: 'won',
        history: [{ state: 'contacted' }, { state: 'won' }],
        owner: { id: staffId },
      })
    release()
    await page.unrouteAll({ behavior: 'wait' })
    await page.reload()
    await expect
      .poll(() => page.locator('#field-responseMinutes').inputValue())
      .toBe(String(lead.body.responseMinutes))

    // The dashboard's medians count the answer, for the staff's own dealer.
    await page.goto(adminUrl('/admin?responseDays=7'))
    await expect
      .poll(() => page.locator('.vrp-lead-medians table').first().textContent())
      .toContain(demoDealerId)
    // Beside them, how many of the dealer's leads still wait for an answer.
    expect(
      await page.locator('.vrp-lead-medians table').first().locator('thead th').allTextContents(),
    ).toEqual(['Dealer', 'Median (minutes)', 'Leads answered', 'Not yet answered'])

    const mails = await adminApi<Docs<{ to: string; subject: string; text: string }>>(
      await adminToken(),
      `/api/outbox?where[to][equals]=${encodeURIComponent(email)}`,
    )
    expect(mails.body.docs).toEqual([
      expect.objectContaining({
        subject: 'About your test drive',
        text: expect.stringMatching(/^Hello Svar Testare,/),
      }),
    ])
    await context.close()
  })

  it('dealer staff find a car lead in the inbox by its kind, with the car it asked about and its picture', async () => {
    // A customer of their own: the same number about the same car within a day is a repeat, which the
    // list shows with its first lead only.
    const phone = `+46 70 ${String(Date.now()).slice(-7)}`
    const { id, car } = await leadForOwnCar(`inbox-${randomUUID().slice(0, 8)}@example.com`, phone)
    const { context, page } = await staffPage()
    // The list has hydrated once it writes its query (limit, sort) into the address; a link followed
    // before that is undone by that write.
    const listSettled = (kind?: string) =>
      page.waitForURL(
        (url) =>
          url.searchParams.has('limit') && (!kind || url.searchParams.get('where[kind][equals]') === kind),
      )
    await page.goto(adminUrl('/admin/collections/leads'))
    await listSettled()
    const filters = page.locator('.vrp-lead-filters')
    const row = page.locator('tbody tr', { has: page.locator(`a[href$="/collections/leads/${id}"]`) })

    // The quick link to car enquiries: the list filtered by kind, the lead on its first page (other
    // tests' leads may arrive meanwhile, so not necessarily first).
    await filters.getByRole('link', { name: 'Car enquiry' }).click()
    await listSettled('carContact')
    await expect.poll(() => filters.locator('[aria-current="page"]').textContent()).toBe('Car enquiry')
    await expect
      .poll(() => row.locator('.vrp-asked-about').textContent())
      .toContain(`${car.car_brand} ${car.car_model}`)
    expect(await row.textContent()).toContain('Car enquiry')
    expect(await row.locator('.vrp-asked-about img').getAttribute('src')).toMatch(/^\/api\/catalog\/images\//)

    // Another kind's list does not show it.
    await filters.getByRole('link', { name: 'Sell car' }).click()
    await listSettled('sellCar')
    await expect.poll(() => filters.locator('[aria-current="page"]').textContent()).toBe('Sell car')
    expect(await row.count()).toBe(0)
    await context.close()
  })
})
