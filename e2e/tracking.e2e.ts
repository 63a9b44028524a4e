import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminApi, adminToken, findPageId } from './support/admin'
import { launchBrowser, openPage, requestSite, siteUrl } from './support/browser'
import { inlineScriptSources, scriptSources } from './support/csp'
import { smoke } from './support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type EventDoc = {
  event: string
  channel: string
  pageName: string
  language: string
  site: string
  path: string
}

describe('page-view tracking', () => {
  it('pushes a page_view to the dataLayer and records it at the event endpoint', smoke, async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('carstore-sk', '/en/about-us/contact'))
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === 'page_view'),
        ),
      )
      .toMatchObject({ event: 'page_view', channel: 'WEB', page_name: 'Contact us', language: 'en' })
    await context.close()

    const token = await adminToken()
    await expect
      .poll(async () => {
        const events = await adminApi<{ docs: EventDoc[] }>(
          token,
          '/api/tracking-events?where[site][equals]=carstore-sk&limit=50',
        )
        return events.body.docs.find((entry) => entry.path === '/about-us/contact')
      })
      .toMatchObject({ event: 'page_view', channel: 'WEB', pageName: 'Contact us', language: 'en' })
  })

  it('loads no GTM container when the site has no gtmID', async () => {
    const response = await requestSite('carstore-sk', '/')
    expect(response.body).not.toContain('googletagmanager.com/gtm.js')
  })

  it('rejects a malformed event with 400 and field messages', async () => {
    const response = await requestSite('carstore-sk', '/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'page_view', channel: 'WEB' }),
    })
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body).fields).toHaveProperty('pageName')
    const notJson = await requestSite('carstore-sk', '/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    })
    expect(notJson.status).toBe(400)
  })

  it('is readable by editors only', async () => {
    const anonymous = await adminApi(null, '/api/tracking-events')
    expect(anonymous.status).toBe(403)
  })
})

describe('Google Tag Manager', () => {
  it('loads the container once a gtmID is set on the page, its script allowed by hash and gtm.js by host', async () => {
    const token = await adminToken()
    const pageId = await findPageId(token, 'carstore-sk', '/servis', 'sk')
    await adminApi(token, `/api/pages/${pageId}?locale=sk`, {
      method: 'PATCH',
      body: JSON.stringify({ gtmID: 'GTM-TEST123' }),
    })
    const response = await requestSite('carstore-sk', '/servis')
    const bootstrap = /<script>[^<]*googletagmanager\.com\/gtm\.js[^<]*GTM-TEST123[^<]*<\/script>/.exec(
      response.body,
    )
    expect(bootstrap).not.toBeNull()
    const sources = scriptSources(response)
    expect(sources).toEqual(
      expect.arrayContaining([...inlineScriptSources(bootstrap![0]), 'https://www.googletagmanager.com']),
    )
  })
})
