import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { formBuilderOrigin, marketingPortalId } from '../../src/lib/forms/hosted'
import { adminApi, adminToken } from '../support/admin'
import { launchBrowser, openPage, siteUrl } from '../support/browser'

// The hosted-service adapters (src/lib/forms/hosted.ts) on a page whose blocks name hosted forms
// and no CMS form. The server's environment decides: by default (nothing configured) the blocks
// fall back to 'Missing FormId' and nothing is requested from another host; a run with
// HUBSPOT_PORTAL_ID and JOTFORM_URL set checks the embeds instead. No third party is reached: its
// requests are answered here and counted.
let browser: Browser
let token: string
let pageId: number
const site = 'automotive-se'
const path = '/hosted-forms-check'
const portalId = marketingPortalId()
const builderOrigin = formBuilderOrigin()

beforeAll(async () => {
  browser = await launchBrowser()
  token = await adminToken()
  const sites = await adminApi<{ docs: Array<{ id: number }> }>(
    token,
    `/api/sites?where[name][equals]=${site}`,
  )
  const created = await adminApi<{ doc: { id: number } }>(token, '/api/pages?locale=sv', {
    method: 'POST',
    body: JSON.stringify({
      site: sites.body.docs[0].id,
      title: 'Hosted forms',
      slug: path.slice(1),
      _status: 'published',
      main: [
        { blockType: 'marketingForm', hostedFormId: 'abc-123', display: 'inline' },
        { blockType: 'formBuilder', hostedFormId: '2401', hostedTitle: 'Tyck till' },
      ],
    }),
  })
  expect(created.status).toBe(201)
  pageId = created.body.doc.id
})
afterAll(async () => {
  if (pageId) await adminApi(token, `/api/pages/${pageId}`, { method: 'DELETE' })
  await browser?.close()
})

it(
  'a block naming a hosted form loads the hosted service only when it is configured',
  { tags: ['smoke'] },
  async () => {
    const { page } = await openPage(browser, 'desktop')
    const thirdParty: string[] = []
    await page.route(
      (url) => url.hostname !== new URL(siteUrl(site, '/')).hostname,
      async (route) => {
        thirdParty.push(route.request().url())
        await route.abort()
      },
    )
    const response = await page.goto(siteUrl(site, path))
    const csp = response?.headers()['content-security-policy'] ?? ''
    await page
      .locator('[data-block="form-builder"], [data-missing-form-id]')
      .first()
      .waitFor({ state: 'attached' })
    if (!portalId || !builderOrigin) {
      expect(await page.locator('[data-missing-form-id]').count()).toBe(2)
      expect(await page.locator('[data-hosted-form]').count()).toBe(0)
      expect(csp).not.toMatch(/hsforms|jotform/)
      expect(thirdParty.filter((url) => /hsforms|jotform/.test(url))).toEqual([])
      await page.context().close()
      return
    }
    const script = `https://js-eu1.hsforms.net/forms/embed/${portalId}.js`
    expect(await page.locator(`script[src="${script}"]`).count()).toBe(1)
    const target = page.locator('[data-hosted-form="marketing"] .hs-form-frame')
    expect(await target.getAttribute('data-portal-id')).toBe(portalId)
    expect(await target.getAttribute('data-region')).toBe('eu1')
    expect(await target.getAttribute('data-form-id')).toBe('abc-123')
    const frame = page.locator('iframe[data-hosted-form="builder"]')
    expect(await frame.getAttribute('src')).toBe(`${builderOrigin}/2401`)
    expect(await frame.getAttribute('title')).toBe('Tyck till')
    expect(csp).toContain('https://js-eu1.hsforms.net')
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${builderOrigin.replace(/[.]/g, '\\.')}`))
    await expect.poll(() => thirdParty.includes(script)).toBe(true)
    await page.context().close()
  },
)
