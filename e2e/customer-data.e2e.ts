/**
 * One customer's data in the real admin ("Retention" in docs/decisions.md): a group admin finds a
 * customer by phone in another format than stored, downloads the export and erases it; other roles
 * are shown no form and refused by the API.
 */
import { randomInt } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDealerId } from '../src/seed/seed'
import { adminApi, adminToken } from './support/admin'
import { adminUrl, launchBrowser } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function signedIn(token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' })
  const { hostname } = new URL(adminUrl())
  await context.addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])
  return { context, page: await context.newPage() }
}

/** The view's form, once its Find button has hydrated. */
async function customerDataView(page: Page) {
  await page.goto(adminUrl('/admin/customer-data'))
  await page.waitForFunction(() => {
    const button = document.querySelector('.vrp-customer-data button[type="submit"]')
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')))
  })
}

describe('customer data in the admin', () => {
  it('finds a customer by phone in another format, exports and erases them', async () => {
    const token = await adminToken()
    const digits = String(randomInt(1_000_000, 9_999_999))
    const agreementNumber = `E2E-${digits}`
    const created = await adminApi<{ doc: { id: number } }>(token, '/api/tire-hotel-agreements', {
      method: 'POST',
      body: JSON.stringify({
        agreementNumber,
        station: '100.4502',
        customerName: 'Erika Export',
        phone: `+4673${digits}`,
        email: `erika.${digits}@example.se`,
        vehicles: [{ regNo: `E2E${digits.slice(0, 3)}`, brand: 'Volvo', model: 'V60' }],
      }),
    })
    expect(created.status).toBe(201)

    const { context, page } = await signedIn(token)
    // The dashboard links to the view; the view is then opened by its address (customerDataView).
    await page.goto(adminUrl('/admin'))
    const link = page.getByRole('link', { name: 'Customer data: export or erase' })
    expect(new URL((await link.getAttribute('href'))!, adminUrl()).pathname).toBe('/admin/customer-data')
    await customerDataView(page)
    await page.getByLabel('Phone number').fill(`073-${digits}`)
    await page.getByRole('button', { name: 'Find' }).click()
    await expect
      .poll(() => page.locator('.vrp-customer-data-counts').innerText())
      .toContain('Tire hotel agreements: 1')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the export' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await streamText(await download.createReadStream())) as {
      tireHotelAgreements: Array<{ agreementNumber: string }>
    }
    expect(exported.tireHotelAgreements.map((agreement) => agreement.agreementNumber)).toEqual([
      agreementNumber,
    ])

    await page.getByRole('button', { name: 'Erase…' }).click()
    await page.getByRole('button', { name: 'Yes, erase' }).click()
    await page.getByRole('status').filter({ hasText: 'Erased.' }).waitFor()
    await context.close()

    const after = await adminApi<{ counts: Record<string, number> }>(
      token,
      `/api/customer-data?phone=${encodeURIComponent(`+46 73 ${digits}`)}`,
    )
    expect(after.body.counts.tireHotelAgreements).toBe(0)
    const agreement = await adminApi<{ customerName: string; phone: string; vehicles: unknown[] }>(
      token,
      `/api/tire-hotel-agreements/${created.body.doc.id}?depth=0`,
    )
    expect(agreement.body).toMatchObject({ customerName: '', phone: '', vehicles: [{ brand: 'Volvo' }] })
  })

  it('shows other roles no form, and their API calls are refused', async () => {
    // A dealer user of its own: logins of one user from several test files race on its sessions.
    const email = `dealer-${randomInt(1_000_000, 9_999_999)}@example.com`
    const password = 'customer-data-dealer-2026'
    const user = await adminApi(await adminToken(), '/api/users', {
      method: 'POST',
      body: JSON.stringify({ email, password, name: 'Dealer', role: 'dealerStaff', dealers: [demoDealerId] }),
    })
    expect(user.status).toBe(201)
    const login = await adminApi<{ token: string }>(null, '/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    })
    const { context, page } = await signedIn(login.body.token)
    await page.goto(adminUrl('/admin/customer-data'))
    await page.getByRole('alert').filter({ hasText: 'Only group admins handle customer data.' }).waitFor()
    expect(await page.locator('.vrp-customer-data').count()).toBe(0)
    await context.close()
    const refused = await adminApi(login.body.token, '/api/customer-data?email=someone@example.se')
    expect(refused.status).toBe(403)
  })
})

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}
