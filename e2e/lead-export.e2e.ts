/**
 * A dealer's leads exported to its own CRM ("Lead export" in docs/decisions.md): set up by a group
 * admin in the admin, delivered by the jobs queue as signed ADF to the dealer's webhook, and logged
 * on the lead.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDealerId } from '../src/seed/seed'
import { adminApi, adminToken, chooseOption } from './support/admin'
import { adminUrl, launchBrowser, openPage } from './support/browser'
import { automotiveSeCars, sendCarEnquiry } from './support/leads'

type Delivery = { body: string; signature: string | undefined; type: string | undefined }

let browser: Browser
let crm: Server
let crmUrl: string
const deliveries: Delivery[] = []
let exportId: number | undefined

beforeAll(async () => {
  browser = await launchBrowser()
  // The dealer's CRM: takes each POST and keeps it.
  crm = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      deliveries.push({
        body,
        signature: request.headers['x-adf-signature'] as string | undefined,
        type: request.headers['content-type'],
      })
      response.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/adf`
})
afterAll(async () => {
  // The export goes with the test, so no later lead of the dealer is sent to a CRM that is gone.
  if (exportId !== undefined)
    await adminApi(await adminToken(), `/api/lead-exports/${exportId}`, { method: 'DELETE' })
  await browser?.close()
  await new Promise((resolve) => crm?.close(resolve))
})

describe('lead export', () => {
  it('a group admin sends a dealer’s leads to its CRM: each new lead arrives there as signed ADF, and the lead lists the delivery', async () => {
    // A car of a dealer other than the one the other desk tests work with.
    const car = (await automotiveSeCars()).find(
      (candidate) => candidate.car_site_id && candidate.car_site_id !== demoDealerId,
    )!
    const secret = `secret-${randomUUID()}`
    const token = await adminToken()
    const { context, page } = await openPage(browser, 'desktop')
    const { hostname } = new URL(adminUrl())
    await context.addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])

    // Set up in the admin: the dealer, by webhook, with a secret.
    await page.goto(adminUrl('/admin/collections/lead-exports/create'))
    // The method first: its select answers once the form has hydrated, so what is typed next is kept.
    await chooseOption(page, '#field-method', /webhook/i)
    await page.locator('#field-dealer').fill(car.car_site_id)
    await page.locator('#field-target').fill(crmUrl)
    await page.locator('#field-secret').fill(secret)
    await page.locator('#action-save').click()
    await page.waitForURL(/\/admin\/collections\/lead-exports\/\d+/)
    exportId = Number(new URL(page.url()).pathname.split('/').pop())
    const saved = await adminApi<{ dealer: string; method: string; target: string; enabled: boolean }>(
      token,
      `/api/lead-exports/${exportId}`,
    )
    expect(saved.body).toMatchObject({
      dealer: car.car_site_id,
      method: 'webhook',
      target: crmUrl,
      enabled: true,
    })

    // A customer asks about one of the dealer's cars.
    const email = `crm-${randomUUID().slice(0, 8)}@example.com`
    const id = await sendCarEnquiry(car, {
      name: 'Crm Testare',
      phone: `+46 70 ${String(Date.now()).slice(-7)}`,
      email,
      message: 'Finns bilen kvar?',
      testDrive: false,
    })

    // The jobs queue delivers it: ADF naming the customer and the car, signed with the secret.
    await expect
      .poll(() => deliveries.filter((delivery) => delivery.body.includes(email)).length, { timeout: 60_000 })
      .toBe(1)
    const delivery = deliveries.find((candidate) => candidate.body.includes(email))!
    expect(delivery.type).toMatch(/xml/)
    expect(delivery.body).toMatch(/^<\?xml[^>]*\?>\s*<\?ADF VERSION "1\.0"\?>\s*<adf>/)
    expect(delivery.body).toContain(`<vehicle`)
    expect(delivery.body).toContain(car.car_model)
    expect(delivery.body).toContain(`<id source="catalog">${car.car_site_id}</id>`)
    expect(delivery.signature).toBe(
      `sha256=${createHmac('sha256', secret).update(delivery.body, 'utf8').digest('hex')}`,
    )

    // The lead's page lists the delivery.
    await page.goto(adminUrl(`/admin/collections/leads/${id}`))
    const log = page.locator('#field-exports')
    await expect.poll(() => log.textContent()).toContain('Sent to the dealer’s CRM')
    await expect
      .poll(() =>
        log
          .locator('input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      )
      .toContain(crmUrl)
    await context.close()
  })
})
