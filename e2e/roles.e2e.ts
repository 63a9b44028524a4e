/**
 * Each demo role in the real admin and API ("Roles" in docs/decisions.md): what its dashboard
 * offers, and that what it reads and writes is its own sites' or dealers' only.
 */
import { randomInt, randomUUID } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dateLabel } from '../src/lib/dates/calendar-date'
import { demoDealerId, demoEditorSite, demoStaff } from '../src/seed/seed'
import { adminApi, adminToken, chooseOption, findPageId } from './support/admin'
import { axeViolations } from './support/axe'
import { adminUrl, launchBrowser, openPage, requestSite } from './support/browser'
import { bookFirstFreeTime } from './support/booking'
import { smoke } from './support/tags'

type Docs<T> = { docs: T[]; totalDocs: number }
type Block = { blockType: string; id?: string; items?: Array<Record<string, unknown>> }

/** A stored block or row as a new one: Payload gives every block and array row its own id. */
function withoutIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutIds) as T
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (key === 'id' ? [] : [[key, withoutIds(inner)]])),
  ) as T
}
type Role = keyof typeof demoStaff

let browser: Browser
const tokens = {} as Record<Role, string>

beforeAll(async () => {
  browser = await launchBrowser()
  for (const role of Object.keys(demoStaff) as Role[]) {
    const response = await fetch(adminUrl('/api/users/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoStaff[role].email, password: demoStaff[role].password }),
    })
    expect(response.status).toBe(200)
    tokens[role] = ((await response.json()) as { token: string }).token
  }
})
afterAll(async () => {
  await browser?.close()
})

/** The collections the role's admin dashboard links to. */
async function dashboardCollections(role: Role): Promise<string[]> {
  const { context, page } = await openPage(browser, 'desktop')
  const { hostname } = new URL(adminUrl())
  await context.addCookies([{ name: 'payload-token', value: tokens[role], domain: hostname, path: '/' }])
  await page.goto(adminUrl('/admin'))
  // Every role sees its own account; the dashboard is rendered once that card is there.
  await page.locator('a[href="/admin/collections/users"]').first().waitFor()
  const hrefs = await page
    .locator('a[href^="/admin/collections/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/')[3].split('?')[0]))
  await context.close()
  return [...new Set(hrefs)].sort()
}

/**
 * The demo site editor's new page in the admin, in the browser's language, once the button that
 * adds a block to the page's own header has hydrated.
 */
async function newPageAsEditor(locale: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale })
  const page = await context.newPage()
  const { hostname } = new URL(adminUrl())
  await context.addCookies([{ name: 'payload-token', value: tokens.siteEditor, domain: hostname, path: '/' }])
  await page.goto(adminUrl('/admin/collections/pages/create'))
  const add = page.locator('#field-header .blocks-field__drawer-toggler')
  await add.waitFor()
  await page.waitForFunction(() => {
    const button = document.querySelector('#field-header .blocks-field__drawer-toggler')
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')))
  })
  return { context, page, add }
}

/** A car contact lead for a car of the demo automotive site, and the dealer it went to. */
async function leadForCar(ofOwnDealer: boolean): Promise<{ formSubmissionId: string; dealer: string }> {
  const response = await fetch(`${inject('baseUrl')}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      index: 'vehicles_automotive-se',
      fields: ['car_id', 'car_site_id'],
      filters: { car_is_sample: [false] },
      limit: 100,
    }),
  })
  const cars = ((await response.json()) as { content: Array<{ car_id: string; car_site_id: string }> })
    .content
  const car = cars.find((candidate) => (candidate.car_site_id === demoDealerId) === ofOwnDealer)!
  const formSubmissionId = randomUUID()
  const posted = await fetch(`${inject('baseUrl')}/api/forms/comhub`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      formName: 'automotive-seCarContactForm',
      formSubmissionId,
      values: {
        car_id: car.car_id,
        name: 'Roll Testare',
        // A customer of each call's own: a second lead within a day would be the first's repeat.
        phone: `+46 70 ${String(randomInt(1_000_000, 9_999_999))}`,
        email: `roles.visitor.${formSubmissionId.slice(0, 8)}@example.com`,
        message: 'Finns den kvar?',
        quote: false,
        testDrive: false,
        sourceUrl: `http://automotive-se.localhost/bilar/${car.car_id}`,
      },
    }),
  })
  expect(posted.status).toBe(202)
  return { formSubmissionId, dealer: car.car_site_id }
}

describe('roles', () => {
  it('dealer staff find their dealer’s leads, and nothing of other dealers or sites', smoke, async () => {
    const own = await leadForCar(true)
    const other = await leadForCar(false)
    const leads = await adminApi<Docs<{ formSubmissionId: string; dealer: string }>>(
      tokens.dealerStaff,
      '/api/leads?limit=100&sort=-createdAt',
    )
    expect(leads.status).toBe(200)
    const ids = leads.body.docs.map((lead) => lead.formSubmissionId)
    expect(ids).toContain(own.formSubmissionId)
    expect(ids).not.toContain(other.formSubmissionId)
    expect(new Set(leads.body.docs.map((lead) => lead.dealer))).toEqual(new Set([demoDealerId]))
    // The group admin sees both.
    const all = await adminApi<Docs<{ formSubmissionId: string }>>(
      await adminToken(),
      `/api/leads?where[formSubmissionId][in]=${own.formSubmissionId},${other.formSubmissionId}`,
    )
    expect(all.body.totalDocs).toBe(2)

    for (const path of ['/api/pages?draft=true', '/api/users', '/api/outbox', '/api/workshop-capacities']) {
      const answer = await adminApi<Docs<{ id: number; email?: string }>>(tokens.dealerStaff, path)
      // Published pages are public; no draft, no other user, no mail, no capacity.
      if (path.startsWith('/api/pages')) expect(answer.status).toBe(200)
      else if (path === '/api/users')
        expect(answer.body.docs.map((user) => user.email)).toEqual([demoStaff.dealerStaff.email])
      else expect(answer.status).toBe(403)
    }
    expect(await dashboardCollections('dealerStaff')).toEqual(
      [
        'lead-exports',
        'leads',
        'sites',
        'tire-hotel-agreements',
        'tire-hotel-reviews',
        'users',
        'workshop-bookings',
      ].sort(),
    )
  })

  it('a site editor creates pages for their site only and sees no operational data', smoke, async () => {
    const sites = await adminApi<Docs<{ id: number; name: string }>>(
      tokens.siteEditor,
      '/api/sites?limit=100',
    )
    const ownSite = sites.body.docs.find((site) => site.name === demoEditorSite)!
    const otherSite = sites.body.docs.find((site) => site.name === 'automotive-se')!
    const page = (site: number) =>
      adminApi<{ doc?: { id: number } }>(tokens.siteEditor, '/api/pages?locale=sv', {
        method: 'POST',
        body: JSON.stringify({ site, title: 'Rolltest', slug: `rolltest-${randomUUID().slice(0, 8)}` }),
      })
    const created = await page(ownSite.id)
    expect(created.status).toBe(201)
    expect((await page(otherSite.id)).status).toBe(400)
    const drafts = await adminApi<Docs<{ site: number; _status: string }>>(
      tokens.siteEditor,
      '/api/pages?draft=true&depth=0&limit=1000&where[_status][equals]=draft',
    )
    expect(drafts.body.docs.every((doc) => doc.site === ownSite.id)).toBe(true)
    expect(
      (await adminApi(tokens.siteEditor, `/api/pages/${created.body.doc!.id}`, { method: 'DELETE' })).status,
    ).toBe(200)
    for (const path of ['/api/leads', '/api/workshop-bookings', '/api/tire-hotel-agreements'])
      expect((await adminApi(tokens.siteEditor, path)).status).toBe(403)
    expect(await dashboardCollections('siteEditor')).toEqual(
      [
        'dictionary',
        'forms',
        'media',
        'pages',
        'redirects',
        'site-regions',
        'sites',
        'story-tags',
        'users',
      ].sort(),
    )
  })

  it('dealer staff read a lead’s customer data as plain fields; the admin loads nothing from another host', async () => {
    const own = await leadForCar(true)
    const found = await adminApi<Docs<{ id: number }>>(
      tokens.dealerStaff,
      `/api/leads?where[formSubmissionId][equals]=${own.formSubmissionId}`,
    )
    const { context, page } = await openPage(browser, 'desktop')
    const { hostname, host } = new URL(adminUrl())
    await context.addCookies([
      { name: 'payload-token', value: tokens.dealerStaff, domain: hostname, path: '/' },
    ])
    const hosts = new Set<string>()
    page.on('request', (request) => {
      if (/^(https?|wss?):/.test(request.url())) hosts.add(new URL(request.url()).host)
    })
    await page.goto(adminUrl(`/admin/collections/leads/${found.body.docs[0].id}`))
    const values = page.locator('#field-values')
    await expect.poll(() => values.textContent()).toContain('Roll Testare')
    expect(await values.locator('dt').allTextContents()).toEqual(
      expect.arrayContaining(['Name', 'Phone', 'Message']),
    )
    expect(await values.locator('textarea, input, .monaco-editor').count()).toBe(0)
    expect([...hosts]).toEqual([host])
    await context.close()
  })

  it('dealer staff work a lead in the admin: the list names the customer, a step out of new dates the first response', async () => {
    const own = await leadForCar(true)
    const found = await adminApi<Docs<{ id: number }>>(
      tokens.dealerStaff,
      `/api/leads?where[formSubmissionId][equals]=${own.formSubmissionId}`,
    )
    const id = found.body.docs[0].id
    const { context, page } = await openPage(browser, 'desktop')
    const { hostname } = new URL(adminUrl())
    await context.addCookies([
      { name: 'payload-token', value: tokens.dealerStaff, domain: hostname, path: '/' },
    ])
    // The dashboard counts the new leads of the user's dealer, and of no other.
    await page.goto(adminUrl('/admin'))
    const counts = page.locator('.vrp-new-leads li')
    await expect.poll(() => counts.allTextContents()).toEqual([expect.stringContaining(demoDealerId)])
    await page.goto(adminUrl('/admin/collections/leads'))
    // Newest first: other tests' leads may arrive meanwhile, so the lead is on the first page, not first.
    await expect
      .poll(() => page.locator('.cell-customerName', { hasText: 'Roll Testare' }).count())
      .toBeGreaterThan(0)

    await page.goto(adminUrl(`/admin/collections/leads/${id}`))
    await chooseOption(page, '#field-state', 'Contacted')
    await page.locator('#field-notes .array-field__add-row').click()
    await page.locator('#field-notes textarea').first().fill('Ringde kunden')
    await page.locator('#action-save').click()
    await expect
      .poll(async () => {
        const lead = await adminApi<{ state: string; responseMinutes: number | null; notes: unknown[] }>(
          tokens.dealerStaff,
          `/api/leads/${id}`,
        )
        return [lead.body.state, lead.body.notes.length, typeof lead.body.responseMinutes]
      })
      .toEqual(['contacted', 1, 'number'])
    await context.close()
  })

  it('a group admin edits a site’s JSON settings as text; text that does not parse is refused, and kept', async () => {
    const sites = await adminApi<Docs<{ id: number }>>(
      await adminToken(),
      '/api/sites?where[name][equals]=carstore-se',
    )
    const { context, page } = await openPage(browser, 'desktop')
    const { hostname } = new URL(adminUrl())
    await context.addCookies([
      { name: 'payload-token', value: await adminToken(), domain: hostname, path: '/' },
    ])
    await page.goto(adminUrl(`/admin/collections/sites/${sites.body.docs[0].id}`))
    const sortOptions = page.getByLabel('Orders of the car list')
    // The admin draws fields far down the form once they scroll into view, which it can do only
    // once its form has hydrated: on a fresh server under the full suite that took longer than
    // the 10 s polls wait by default, as the other admin pages' first loads in this file do.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
          return sortOptions.count()
        },
        { timeout: 30_000 },
      )
      .toBe(1)
    await expect.poll(() => sortOptions.inputValue()).toContain('"')
    // Typing works once the form has hydrated; until the field shows the text, type it again.
    const broken = '["car_price_asc", '
    await expect
      .poll(async () => {
        if ((await sortOptions.inputValue()) !== broken) await sortOptions.fill(broken)
        return page.getByText('Not valid JSON yet').count()
      })
      .toBe(1)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.getByText('Not valid JSON: check the quotes').count()).toBeGreaterThan(0)
    expect(await sortOptions.inputValue()).toBe(broken)
    const stored = await adminApi<{ catalog: { sortOptions: unknown } }>(
      await adminToken(),
      `/api/sites/${sites.body.docs[0].id}?depth=0`,
    )
    expect(Array.isArray(stored.body.catalog.sortOptions)).toBe(true)
    await context.close()
  })

  it('workshop reception sees its workshops’ bookings and capacities only', async () => {
    const capacities = await adminApi<Docs<{ departmentId: string }>>(
      tokens.workshopReception,
      '/api/workshop-capacities?limit=100',
    )
    expect(capacities.status).toBe(200)
    const all = await adminApi<Docs<{ departmentId: string }>>(
      await adminToken(),
      '/api/workshop-capacities?limit=0',
    )
    // Automotive Stockholm's workshops, not the other dealers'.
    expect(capacities.body.totalDocs).toBeGreaterThan(0)
    expect(capacities.body.totalDocs).toBeLessThan(all.body.totalDocs)
    expect(capacities.body.docs.every((capacity) => capacity.departmentId.startsWith('100.'))).toBe(true)
    expect((await adminApi(tokens.workshopReception, '/api/leads')).status).toBe(403)
    expect(await dashboardCollections('workshopReception')).toEqual(
      ['sites', 'users', 'workshop-bookings', 'workshop-capacities'].sort(),
    )
  })

  it('workshop reception finds a booking in the planner, confirms it, moves it to another day and cancels it with a reason; the customer is told each by mail and text', async () => {
    const email = `moved.${Date.now()}@example.se`
    const phone = `+46 70 ${String(Date.now()).slice(-7)}`
    const id = await bookFirstFreeTime(email, phone, demoDealerId)
    const found = await adminApi<Docs<{ id: number; date: string; time: string }>>(
      await adminToken(),
      `/api/workshop-bookings?where[confirmationId][equals]=${id}`,
    )
    const booking = found.body.docs[0]
    const { context, page } = await openPage(browser, 'desktop')
    const { hostname } = new URL(adminUrl())
    await context.addCookies([
      { name: 'payload-token', value: tokens.workshopReception, domain: hostname, path: '/' },
    ])
    // The planner's day: the booking in a bay at its time, named by car and customer.
    await page.goto(adminUrl(`/admin/planner?date=${booking.date}`))
    const grid = page.getByRole('table')
    const slot = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: booking.time }) })
    const entry = slot.getByRole('link', { name: new RegExp(`${booking.time} ABC123 Anna Kund`) })
    await entry.filter({ hasText: 'Booked' }).waitFor()
    await grid.getByRole('columnheader', { name: 'Bay 1' }).waitFor()
    expect(await axeViolations(page, '.vrp-planner')).toEqual([])
    await entry.click()
    await page.waitForURL((url) => url.pathname.endsWith(`/workshop-bookings/${booking.id}`))
    const panel = page.getByRole('region', { name: 'Confirm, move or cancel' })
    /**
     * Each change refreshes the page, which may draw the panel anew: so each step waits for what
     * the stored booking shows (not the passing status line) and starts from a fresh, hydrated page.
     */
    const hydrated = async () => {
      await panel.getByRole('button').first().waitFor()
      await page.waitForFunction(() => {
        const button = document.querySelector('.vrp-booking-changes button')
        return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')))
      })
    }
    const stored = async () =>
      (
        await adminApi<Docs<{ date: string; status: string; confirmedAt?: string | null }>>(
          await adminToken(),
          `/api/workshop-bookings?where[confirmationId][equals]=${id}`,
        )
      ).body.docs[0]
    await hydrated()
    await panel.getByRole('button', { name: 'Confirm the booking' }).click()
    await panel.getByText('The workshop has confirmed this booking.').waitFor()
    expect((await stored()).confirmedAt).toBeTruthy()

    await page.reload()
    await hydrated()
    const day = panel.getByLabel('Day')
    // The last day offered, another than the booked one.
    const days = await day
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    const target = days.findLast((date) => date !== booking.date)!
    await day.selectOption(target)
    const time = (await panel.getByLabel('Time').inputValue())!
    await panel.getByRole('button', { name: 'Move the booking' }).click()
    await expect.poll(async () => (await stored()).date, { timeout: 30_000 }).toBe(target)

    await page.reload()
    await hydrated()
    // A cancellation needs a reason for the customer: without one the field is focused.
    await panel.getByRole('button', { name: 'Cancel the booking' }).click()
    await panel.getByRole('alert').filter({ hasText: 'Write the reason for the customer first.' }).waitFor()
    const reason = panel.getByLabel('Reason (sent to the customer)')
    expect(await reason.evaluate((field) => field === document.activeElement)).toBe(true)
    await reason.fill('Verkstaden är stängd för inventering')
    await panel.getByRole('button', { name: 'Cancel the booking' }).click()
    await expect.poll(async () => (await stored()).status, { timeout: 30_000 }).toBe('cancelled')
    // The planner's day lists it among the cancelled, out of the grid.
    await page.goto(adminUrl(`/admin/planner?date=${target}`))
    const cancelled = page.locator('details', { hasText: 'Cancelled' })
    await cancelled.locator('summary').click()
    await cancelled
      .locator(`a[href$="/workshop-bookings/${booking.id}"]`)
      .filter({ hasText: 'Cancelled' })
      .waitFor()
    expect(await grid.locator(`a[href$="/workshop-bookings/${booking.id}"]`).count()).toBe(0)
    await context.close()
    const sent = await adminApi<Docs<{ to: string; subject: string; text: string }>>(
      await adminToken(),
      `/api/outbox?where[subject][contains]=${id}&limit=20`,
    )
    const told = sent.body.docs.filter((message) => message.subject.startsWith('Ny tid'))
    expect(told.map((message) => message.to).sort()).toEqual([email, phone].sort())
    for (const message of told) expect(message.text).toContain(`${dateLabel(target)} kl. ${time}`)
    const confirmed = sent.body.docs.filter((message) => message.subject.includes('är bekräftad'))
    expect(confirmed.map((message) => message.to).sort()).toEqual([email, phone].sort())
    const cancellation = sent.body.docs.find(
      (message) => message.to === email && message.subject.includes('är avbokad'),
    )
    expect(cancellation?.text).toContain('Orsak: Verkstaden är stängd för inventering')
  })

  it('a site editor prepares a campaign bar once: the preview shows it on every page, visitors do not', async () => {
    const token = tokens.siteEditor
    const sites = await adminApi<Docs<{ id: number; name: string }>>(
      token,
      `/api/sites?where[name][equals]=${demoEditorSite}`,
    )
    const siteId = sites.body.docs[0].id
    const regions = await adminApi<Docs<{ id: number; header: unknown[] }>>(
      token,
      `/api/site-regions?where[site][equals]=${siteId}&locale=sv&draft=true&depth=0`,
    )
    const { id, header } = regions.body.docs[0]
    const pages = await adminApi<Docs<{ id: number; path: string; pageType: string; isWildcard?: boolean }>>(
      token,
      `/api/pages?where[site][equals]=${siteId}&locale=sv&depth=0&limit=20&sort=path`,
    )
    const [home, other] = [
      pages.body.docs.find((page) => page.path === '/')!,
      pages.body.docs.find((page) => page.path !== '/' && page.pageType === 'content' && !page.isWildcard)!,
    ]
    const campaign = `Vinterkampanj ${randomUUID().slice(0, 6)}`
    const saveDraft = (blocks: unknown[]) =>
      adminApi(token, `/api/site-regions/${id}?draft=true&locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ header: blocks }),
      })
    const bar = { blockType: 'alertBar', hasMessage: true, messageType: 'Neutral', messageTitle: campaign }
    expect((await saveDraft([bar, ...header])).status).toBe(200)
    try {
      const preview = await fetch(adminUrl(`/next/preview?page=${home.id}&locale=sv`), {
        redirect: 'manual',
        headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' },
      })
      expect(preview.status).toBe(307)
      const draftCookie = preview.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('__prerender_bypass='))!
        .split(';')[0]
      const editor = { cookie: `payload-token=${token}; ${draftCookie}`, 'sec-fetch-site': 'same-origin' }
      for (const path of [home.path, other.path]) {
        expect((await requestSite(demoEditorSite, path, { headers: editor })).body).toContain(campaign)
        expect((await requestSite(demoEditorSite, path)).body).not.toContain(campaign)
      }
    } finally {
      expect((await saveDraft(header)).status).toBe(200)
    }
  })

  it('a site editor changes the campaign bar once, in the admin: every page of the site shows it on publish', async () => {
    const token = tokens.siteEditor
    const sites = await adminApi<Docs<{ id: number }>>(
      token,
      `/api/sites?where[name][equals]=${demoEditorSite}`,
    )
    const siteId = sites.body.docs[0].id
    const regions = await adminApi<Docs<{ id: number; header: Array<Block & { messageText?: string }> }>>(
      token,
      `/api/site-regions?where[site][equals]=${siteId}&locale=sv&depth=0`,
    )
    const { id, header } = regions.body.docs[0]
    const bar = header.findIndex((block) => block.blockType === 'alertBar')
    expect(bar).toBeGreaterThanOrEqual(0)
    const pages = await adminApi<Docs<{ path: string; pageType: string; isWildcard?: boolean }>>(
      token,
      `/api/pages?where[site][equals]=${siteId}&locale=sv&depth=0&limit=20&sort=path`,
    )
    const paths = pages.body.docs
      .filter((page) => page.path === '/' || (page.pageType === 'content' && !page.isWildcard))
      .slice(0, 3)
      .map((page) => page.path)
    expect(paths.length).toBeGreaterThan(1)
    const message = `Vinterdäck på köpet ${randomUUID().slice(0, 6)}`

    const { context, page } = await openPage(browser, 'desktop')
    const { hostname } = new URL(adminUrl())
    await context.addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])
    try {
      await page.goto(adminUrl(`/admin/collections/site-regions/${id}?locale=sv`))
      // The blocks show folded: the campaign bar's row opens with its toggle, once React holds it.
      const toggle = page.locator('#field-header .blocks-field__row').nth(bar).locator('.collapsible__toggle')
      await page.waitForFunction(
        (button) => Object.keys(button!).some((key) => key.startsWith('__reactProps')),
        await toggle.elementHandle(),
      )
      await toggle.click()
      const field = page.locator(`#field-header__${bar}__messageText`)
      await field.fill(message)
      await page.locator('#action-save:not([disabled])').waitFor()
      await page.locator('#action-save').click()
      await expect
        .poll(
          async () =>
            (
              await adminApi<{ header: Array<{ messageText?: string }> }>(
                token,
                `/api/site-regions/${id}?locale=sv`,
              )
            ).body.header[bar]?.messageText,
          { timeout: 30_000 },
        )
        .toBe(message)
      for (const path of paths)
        await expect
          .poll(async () => (await requestSite(demoEditorSite, path)).body, { timeout: 30_000 })
          .toContain(message)
    } finally {
      await context.close()
      await adminApi(token, `/api/site-regions/${id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ header: header.map(withoutIds), _status: 'published' }),
      })
    }
  })

  it('a site editor sees a page never published, with hero, text and car teasers, in the live preview; visitors do not find it', async () => {
    const token = tokens.siteEditor
    const sites = await adminApi<Docs<{ id: number; catalog: { vehicleIndex: string } }>>(
      token,
      `/api/sites?where[name][equals]=${demoEditorSite}`,
    )
    const site = sites.body.docs[0]
    const title = `Vinterdäck ${randomUUID().slice(0, 6)}`
    const slug = `vinterdack-${randomUUID().slice(0, 8)}`
    // A hero and a text block as the site's own pages have them, and two of the site's cars.
    const pages = await adminApi<Docs<{ main?: Block[] }>>(
      token,
      `/api/pages?where[site][equals]=${site.id}&depth=0&locale=sv&limit=100`,
    )
    const blocks = pages.body.docs.flatMap((found) => found.main ?? [])
    const hero = blocks.find((block) => block.blockType === 'heroBanner')!
    const text = blocks.find((block) => block.blockType === 'richContent')!
    const cars = await fetch(`${inject('baseUrl')}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index: site.catalog.vehicleIndex, fields: ['car_id'], limit: 2 }),
    })
    const carIds = ((await cars.json()) as { content: Array<{ car_id: string }> }).content.map(
      (car) => car.car_id,
    )
    expect(carIds).toHaveLength(2)
    const heroTitle = `Vinterdäck i lager ${randomUUID().slice(0, 6)}`
    const main = [
      { ...withoutIds(hero), items: [{ ...withoutIds(hero.items![0]), title: heroTitle }] },
      withoutIds(text),
      { blockType: 'carTeasers', title: 'Våra bilar', carIds: carIds.join(',') },
    ]
    const created = await adminApi<{ doc: { id: number; path: string } }>(
      token,
      '/api/pages?draft=true&locale=sv',
      {
        method: 'POST',
        body: JSON.stringify({ site: site.id, title, slug, main, _status: 'draft' }),
      },
    )
    expect(created.status).toBe(201)
    const { id, path } = created.body.doc
    try {
      const { context, page } = await openPage(browser, 'desktop')
      await page.setViewportSize({ width: 1600, height: 1000 })
      const { hostname } = new URL(adminUrl())
      await context.addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])
      await page.goto(adminUrl(`/admin/collections/pages/${id}?locale=sv`))
      await page.locator('input[name="title"]').waitFor()
      // The toggle works once the admin has hydrated; until it shows itself active, click it again.
      const toggle = page.locator('#live-preview-toggler')
      await expect
        .poll(async () => {
          if (!(await toggle.getAttribute('class'))?.includes('--active')) await toggle.click()
          return toggle.getAttribute('class')
        })
        .toContain('live-preview-toggler--active')
      const preview = () => page.frames().find((frame) => frame.url().includes(`site=${demoEditorSite}`))
      await expect.poll(async () => preview()?.title(), { timeout: 15_000 }).toContain(title)
      const frame = preview()!
      await expect.poll(() => frame.locator('h1').first().textContent()).toContain(heroTitle)
      await expect.poll(() => frame.locator('main img').count()).toBeGreaterThan(0)
      for (const carId of carIds)
        await expect.poll(() => frame.locator(`a[href*="${carId}"]`).count()).toBeGreaterThan(0)
      await context.close()
      expect((await requestSite(demoEditorSite, path)).status).toBe(404)
    } finally {
      await adminApi(token, `/api/pages/${id}`, { method: 'DELETE' })
    }
  })

  it('the admin follows the chosen site: its lists and media, its language, its pages in the parent picker, no page stored until saved', async () => {
    const token = await adminToken()
    const sites = await adminApi<Docs<{ id: number; displayName: string }>>(
      token,
      '/api/sites?where[name][equals]=carstore-no',
    )
    const site = sites.body.docs[0]
    const pagesOfSite = () =>
      adminApi<Docs<{ label: string }>>(
        token,
        `/api/pages?where[site][equals]=${site.id}&locale=nb&draft=true&depth=0&limit=1000`,
      )
    const before = await pagesOfSite()
    const { context, page } = await openPage(browser, 'desktop')
    const { hostname } = new URL(adminUrl())
    await context.addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])
    await page.goto(adminUrl('/admin/collections/pages'))
    const switcher = page.locator('.vrp-site-switcher select')
    // The choice is the switcher's own script: wait until React has hydrated it.
    await page.waitForFunction(() => {
      const select = document.querySelector('.vrp-site-switcher select')
      return Boolean(select && Object.keys(select).some((key) => key.startsWith('__reactProps')))
    })
    await switcher.selectOption(String(site.id))
    await page.waitForURL(/locale=nb/)
    // Each row's site is filled in once the list has fetched the sites.
    await expect
      .poll(async () => new Set(await page.locator('.cell-site').allTextContents()))
      .toEqual(new Set([site.displayName]))
    expect(await page.locator('.page-controls__page-info').textContent()).toContain(
      `of ${before.body.totalDocs}`,
    )

    // The media library lists the chosen site's files and the shared ones, not another site's.
    // (Every site's icon matches the search, fewer than a page of them: only the filter leaves
    // another site's out.)
    await page.goto(adminUrl('/admin/collections/media?where[filename][like]=favicon'))
    await expect
      .poll(async () => (await page.locator('.cell-filename').allTextContents()).join(' '))
      .toContain('carstore-no-favicon')
    expect((await page.locator('.cell-filename').allTextContents()).join(' ')).not.toContain(
      'carstore-se-favicon',
    )

    // A new page starts on the chosen site, its parent picker offers that site's pages by path,
    // and nothing is stored until the editor saves.
    await page.goto(adminUrl('/admin/collections/pages/create'))
    await expect.poll(() => page.locator('#field-site').textContent()).toContain(site.displayName)
    await page.locator('#field-parent .rs__control').click()
    await page.locator('.rs__option').first().waitFor()
    const offered = await page.locator('.rs__option').allTextContents()
    const labels = new Set(before.body.docs.map((doc) => doc.label))
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.filter((label) => !labels.has(label))).toEqual([])
    expect(offered.every((label) => label.startsWith('/'))).toBe(true)
    expect((await pagesOfSite()).body.totalDocs).toBe(before.body.totalDocs)

    // The dictionary finds an entry by the text the site shows.
    const entries = await adminApi<Docs<{ key: string; value?: string }>>(
      token,
      `/api/dictionary?where[or][0][site][equals]=${site.id}&where[or][1][site][exists]=false&locale=nb&limit=50&where[value][exists]=true`,
    )
    const entry = entries.body.docs.find((doc) => (doc.value ?? '').length > 8)!
    await page.goto(
      adminUrl(`/admin/collections/dictionary?locale=nb&search=${encodeURIComponent(entry.value!)}`),
    )
    await expect.poll(() => page.locator('.cell-key').allTextContents()).toContain(entry.key)
    await context.close()
  })

  it('opens a page in its site’s language when the address names another', async () => {
    const token = await adminToken()
    const id = await findPageId(token, 'carstore-no', '/', 'nb')
    const home = await adminApi<{ title: string }>(token, `/api/pages/${id}?locale=nb&depth=0`)
    const { context, page } = await openPage(browser, 'desktop')
    const { hostname } = new URL(adminUrl())
    await context.addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])
    await page.goto(adminUrl(`/admin/collections/pages/${id}?locale=sv`))
    await page.waitForURL(/locale=nb/)
    await expect.poll(() => page.locator('#field-title').inputValue()).toBe(home.body.title)
    await context.close()
  })

  it('a page a site editor scheduled goes live on its own, with no request to publish it', async () => {
    const token = tokens.siteEditor
    const sites = await adminApi<Docs<{ id: number }>>(
      token,
      `/api/sites?where[name][equals]=${demoEditorSite}`,
    )
    const me = await adminApi<{ user: { id: number } }>(token, '/api/users/me')
    const slug = `nyarskampanj-${randomUUID().slice(0, 8)}`
    const created = await adminApi<{ doc: { id: number; path: string } }>(
      token,
      '/api/pages?draft=true&locale=sv',
      {
        method: 'POST',
        body: JSON.stringify({ site: sites.body.docs[0].id, title: 'Nyårskampanj', slug, _status: 'draft' }),
      },
    )
    const { id, path } = created.body.doc
    try {
      expect((await requestSite(demoEditorSite, path)).status).toBe(404)
      // What the admin's "Schedule publish" dialog queues, due now.
      const queued = await adminApi(await adminToken(), '/api/payload-jobs', {
        method: 'POST',
        body: JSON.stringify({
          taskSlug: 'schedulePublish',
          waitUntil: new Date().toISOString(),
          input: {
            type: 'publish',
            locale: 'sv',
            doc: { relationTo: 'pages', value: String(id) },
            user: { relationTo: 'users', value: me.body.user.id },
          },
        }),
      })
      expect(queued.status).toBe(201)
      // The server runs due jobs every ten seconds.
      await expect
        .poll(async () => (await requestSite(demoEditorSite, path)).status, {
          timeout: 45_000,
          interval: 1_000,
        })
        .toBe(200)
      expect((await adminApi(token, '/api/payload-jobs')).status).toBe(403)
    } finally {
      await adminApi(token, `/api/pages/${id}`, { method: 'DELETE' })
    }
  })

  it('sends the admin opened from a site’s host to the server’s own address, where it can save', async () => {
    const misdirected = await requestSite(demoEditorSite, '/admin/collections/pages?locale=sv')
    expect(misdirected.status).toBe(421)
    expect(misdirected.body).toContain(`<a href="${adminUrl('/admin/collections/pages?locale=sv')}">`)
    const { host } = new URL(adminUrl())
    expect((await requestSite(demoEditorSite, '/admin/login', { headers: { host } })).status).toBe(200)
  })

  it('speaks Swedish to a Swedish editor on a new page: its fields and tabs, the blocks by group, each with a line on what it shows', async () => {
    const { context, page, add } = await newPageAsEditor('sv-SE')
    // The page's own fields and tabs speak Swedish too.
    expect(await page.locator('label[for="field-title"]').textContent()).toContain('Titel')
    expect(await page.locator('label[for="field-parent"]').textContent()).toContain('Överordnad sida')
    expect(await page.locator('.tabs-field__tab-button').allTextContents()).toEqual([
      'Sidhuvud',
      'Innehåll',
      'Sidfot',
      'Artikel',
      'Sökning och delning',
      'Meny',
    ])
    await add.click()
    const groups = page.locator('.blocks-drawer__block-group-label')
    await groups.first().waitFor()
    expect(await groups.allTextContents()).toEqual([
      'Text',
      'Sidhuvud och sidfot',
      'Hero och media',
      'Bilar',
      'Anläggningar',
      'Service',
      'Formulär',
    ])
    const cards = page.locator('.blocks-drawer__block .thumbnail-card')
    // Each block shows a photograph of its look, from the admin's own host.
    const photographs = page.locator('.blocks-drawer__block img[src^="/block-thumbnails/"]')
    expect(await photographs.count()).toBe(await cards.count())
    await expect
      .poll(() =>
        photographs.evaluateAll(
          (images) => images.filter((image) => !(image as HTMLImageElement).naturalWidth).length,
        ),
      )
      .toBe(0)
    expect(await cards.allTextContents()).toEqual(
      expect.arrayContaining(['Hero-banner', 'Bilpuffar', 'Puff', 'Däckhotell', 'Kampanjfält']),
    )
    await cards.filter({ hasText: /^Puff$/ }).click()
    // The new block's row is added collapsed, titled with the block's name; opened, it says what it shows.
    const row = page.locator('#field-header .blocks-field__row').first()
    await expect.poll(() => row.locator('.collapsible__header-wrap').textContent()).toContain('Puff')
    await row.locator('.collapsible__toggle').click()
    await expect
      .poll(() => page.locator('#field-header [data-block-about]').first().textContent())
      .toBe('En kort text med bild och länk som leder besökaren vidare.')
    await context.close()
  })

  it('a site editor picks a car teaser’s cars by registration number; the page stores their ids in order', async () => {
    const search = await fetch(`${inject('baseUrl')}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        index: 'vehicles_carstore-se',
        fields: ['car_id', 'car_regno', 'car_brand'],
        filters: { car_is_sample: [false] },
        limit: 2,
      }),
    })
    const cars = ((await search.json()) as { content: Array<{ car_id: string; car_regno: string }> }).content
    expect(cars).toHaveLength(2)
    const title = `Bilval ${randomUUID().slice(0, 8)}`
    const { context, page, add } = await newPageAsEditor('en-US')
    // The block first, then the title: a row added while the server's answer to typing is on its
    // way is never asked for (see "The admin's form state" in decisions).
    await add.click()
    await page
      .locator('.blocks-drawer__block .thumbnail-card')
      .filter({ hasText: /^Car teasers$/ })
      .click()
    const row = page.locator('#field-header .blocks-field__row').first()
    await expect.poll(() => row.locator('.collapsible__header-wrap').textContent()).toContain('Car teasers')
    await page.locator('#field-title').fill(title)
    await page.locator('#field-slug').fill(title.toLowerCase().replace(' ', '-'))
    await row.locator('.collapsible__toggle').click()
    const picker = row.locator('[data-car-picker]')
    for (const car of [...cars].reverse()) {
      await picker.getByLabel('Find a car by brand, model or registration number').fill(car.car_regno)
      await picker.getByRole('button', { name: new RegExp(`^Add .*${car.car_regno}`) }).click()
      await picker.locator(`li[data-car-id="${car.car_id}"]`).waitFor()
    }
    // The second car found goes first: moved up, the list is in the order the cars were found.
    await picker
      .locator(`li[data-car-id="${cars[0].car_id}"]`)
      .getByRole('button', { name: 'Move up' })
      .click()
    await expect
      .poll(() =>
        picker
          .locator('li[data-car-id]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-car-id'))),
      )
      .toEqual(cars.map((car) => car.car_id))
    await page.getByRole('button', { name: 'Save Draft' }).click()
    const stored = async () =>
      (
        await adminApi<Docs<{ id: number; header?: Array<{ blockType: string; carIds?: string }> }>>(
          tokens.siteEditor,
          `/api/pages?where[title][equals]=${encodeURIComponent(title)}&draft=true&locale=sv&depth=0`,
        )
      ).body.docs[0]
    await expect
      .poll(async () => (await stored())?.header?.[0]?.carIds, { timeout: 10_000 })
      .toBe(cars.map((car) => car.car_id).join(','))
    await context.close()
    await adminApi(await adminToken(), `/api/pages/${(await stored())!.id}`, { method: 'DELETE' })
  })

  it('speaks the editor’s language: Swedish, Norwegian and Slovak by the browser, English otherwise', async () => {
    const login = async (language: string) =>
      (await fetch(adminUrl('/admin/login'), { headers: { 'accept-language': language } })).text()
    expect(await login('sv-SE,sv;q=0.9')).toContain('Logga in')
    expect(await login('nb-NO,nb;q=0.9')).toContain('Logg inn')
    expect(await login('fi-FI,fi;q=0.9')).toContain('Login')
  })

  it('a site editor renames a parent page: its child moves along and every old address redirects', async () => {
    const token = tokens.siteEditor
    const sites = await adminApi<Docs<{ id: number; catalog: { vehicleIndex: string } }>>(
      token,
      `/api/sites?where[name][equals]=${demoEditorSite}`,
    )
    const site = sites.body.docs[0].id
    const stamp = randomUUID().slice(0, 8)
    const create = async (data: Record<string, unknown>) =>
      (
        await adminApi<{ doc: { id: number; path: string } }>(token, '/api/pages?locale=sv', {
          method: 'POST',
          body: JSON.stringify({ site, _status: 'published', ...data }),
        })
      ).body.doc
    const parent = await create({ title: 'Kampanjer', slug: `kampanjer-${stamp}` })
    const child = await create({ title: 'Vinter', slug: 'vinter', parent: parent.id })
    try {
      const renamed = await adminApi(token, `/api/pages/${parent.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ slug: `erbjudanden-${stamp}`, _status: 'published' }),
      })
      expect(renamed.status).toBe(200)
      const moved = await requestSite(demoEditorSite, `/kampanjer-${stamp}/vinter`)
      expect(moved.status).toBe(308)
      expect(moved.headers.location).toBe(`/erbjudanden-${stamp}/vinter`)
      expect((await requestSite(demoEditorSite, `/erbjudanden-${stamp}/vinter`)).status).toBe(200)
      // A second page at the new address is refused by name.
      const twin = await adminApi(token, '/api/pages?locale=sv', {
        method: 'POST',
        body: JSON.stringify({ site, title: 'Tvilling', slug: `erbjudanden-${stamp}` }),
      })
      expect(twin.status).toBe(400)
      expect(JSON.stringify(twin.body)).toContain('“Kampanjer” already has the address')
      // Unpublishing it, as the admin's button does, is refused, naming what leads to it.
      const unpublished = await adminApi(token, `/api/pages/${parent.id}?locale=sv`, {
        method: 'PATCH',
        body: JSON.stringify({ _status: 'draft' }),
      })
      expect(unpublished.status).toBe(400)
      expect(JSON.stringify(unpublished.body)).toContain(
        `“Kampanjer” cannot be unpublished: its pages “Vinter” are below it; the redirect /kampanjer-${stamp} → /erbjudanden-${stamp} leads to it`,
      )
    } finally {
      // The rename's redirects lead to the pages; they go first, or the pages may not.
      await adminApi(token, `/api/redirects?where[destination][like]=erbjudanden-${stamp}`, {
        method: 'DELETE',
      })
      for (const id of [child.id, parent.id])
        expect((await adminApi(token, `/api/pages/${id}`, { method: 'DELETE' })).status).toBe(200)
    }
  })
})
