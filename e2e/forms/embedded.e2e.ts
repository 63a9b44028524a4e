import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editModeNotice, embeddedFormTexts } from '../../src/lib/forms/embedded'
import { adminToken, findPageId } from '../support/admin'
import { axeViolations } from '../support/axe'
import { adminUrl, launchBrowser, siteUrl } from '../support/browser'
import { fieldErrors, focusedName, openForm, sizes } from './support'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = 'automotive-se'
const t = embeddedFormTexts.sv
const inline = '[data-block="marketing-form"][data-display="inline"] [data-embedded-form]'
const popup = '[data-marketing-popup]'

// What a form checks, sends and says is the same at any width: those tests run at one.
describe('CMS-built forms at 1440 px', () => {
  it('marketing form inline: Swedish messages, axe-clean; stored; re-created after the submission', async () => {
    const page = await openForm(browser, 'desktop', site, '/om-oss/nyhetsbrev', inline)
    const form = page.locator(inline)
    await form.locator('button[type="submit"]').click()
    expect(await fieldErrors(page)).toMatchObject({
      fullname: t.required,
      email: t.required,
      consent: t.required,
    })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fullname')
    expect(await axeViolations(page, inline)).toEqual([])
    await form.locator('[name="fullname"]').fill('Eva Test')
    await form.locator('[name="email"]').fill('eva@')
    await form.locator('[name="consent"]').check()
    await form.locator('button[type="submit"]').click()
    expect(await form.locator('[data-field-error]').allTextContents()).toEqual([t.email])
    await form.locator('[name="email"]').fill('eva@example.com')
    const answer = page.waitForResponse('**/api/forms/embedded')
    await form.locator('button[type="submit"]').click()
    expect((await answer).status()).toBe(202)
    await form.locator('[data-form-success]').waitFor()
    expect(await form.locator('[data-form-success]').textContent()).toContain('Tack! Du får snart')
    // Re-created: the form is back, empty.
    await form.locator('form [name="fullname"]').waitFor()
    expect(await form.locator('[name="fullname"]').inputValue()).toBe('')
    await page.context().close()
  })

  it(
    'form builder: name, phone, address, date-time and rating fields, then the jotform log entry',
    // The one flow that writes and reads the database also runs on the PostgreSQL pass.
    smoke,
    async () => {
      const root = '[data-block="form-builder"] [data-embedded-form]'
      const page = await openForm(browser, 'desktop', site, '/om-oss/tyck-till', root)
      const form = page.locator(root)
      const submit = form.locator('button[type="submit"]')
      await submit.click()
      expect(await fieldErrors(page)).toEqual({
        'fullname.first': t.required,
        'fullname.last': t.required,
        visit: t.required,
        rating: t.required,
      })
      expect(await focusedName(page)).toBe('fullname.first')
      // Grouped inputs are named by their legend and their own label; the rating is a radio group.
      expect(await form.getByRole('group', { name: 'Namn', exact: true }).getByLabel(t.last).count()).toBe(1)
      expect(
        await form.getByRole('radiogroup', { name: 'Betyg', exact: true }).getAttribute('aria-invalid'),
      ).toBe('true')
      expect(await axeViolations(page, root)).toEqual([])

      await form.getByLabel(t.first).fill('Ola')
      await form.getByLabel(t.last).fill('Test')
      await form.locator('[name="phone"]').fill('12 ab')
      await form.locator('[name="visit"]').fill('2026-11-24T14:30')
      await form.locator('input[name="rating"][value="4"]').check()
      await submit.click()
      expect(await fieldErrors(page)).toEqual({ phone: t.phone })
      expect(await focusedName(page)).toBe('phone')
      await form.locator('[name="phone"]').fill('070 123 45 67')
      await form.getByLabel(t.street, { exact: true }).fill('Storgatan 1')
      await form.getByLabel(t.postalCode, { exact: true }).fill('111 22')
      await form.getByLabel(t.city, { exact: true }).fill('Stockholm')
      await form.locator('[name="contactMe"]').check()
      const stored = page.waitForResponse('**/api/forms/embedded')
      const jotform = page.waitForResponse('**/api/jotform')
      await submit.click()
      expect((await stored).status()).toBe(202)
      const response = await jotform
      // The browser names its own submission by the id only it knows; a form id alone is refused.
      const { formSubmissionId } = JSON.parse((await stored).request().postData() ?? '{}')
      expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
        formId: Number(await form.getAttribute('data-form-id')),
        formSubmissionId,
      })
      expect(await response.json()).toMatchObject({
        fields: {
          Namn: 'Ola Test',
          Telefon: '070 123 45 67',
          Adress: 'Storgatan 1, 111 22 Stockholm',
          'När besökte du oss?': '2026-11-24 14:30',
          Betyg: '4/5',
          'Kontakta mig gärna': 'Yes',
        },
      })
      await form.locator('[data-form-success]').waitFor()
      await page.context().close()
    },
  )
})

// The popup is a sheet across the foot of a phone's screen and a card at the right from 640 px:
// where the visitor can click outside it differs.
describe.each(sizes)('the marketing popup at %s', (viewport) => {
  it('stays closed on a page that shows the form inline, opens by its button, closes on an outside click', async () => {
    const page = await openForm(browser, viewport, site, '/om-oss/nyhetsbrev', inline)
    // The popup's root has no box of its own (its panel is fixed): wait for it in the DOM.
    const root = page.locator(`${popup}[data-hydrated]`)
    await root.waitFor({ state: 'attached' })
    // The inline form is on the page: the popup would only repeat it over it.
    expect(await root.getAttribute('data-open')).toBe('false')
    await root.locator('[data-popup-open]').click()
    await root.locator('[role="dialog"] form [name="fullname"]').waitFor()
    expect(await axeViolations(page, popup)).toEqual([])
    // A click inside keeps it open.
    await root.locator('[name="fullname"]').click()
    expect(await root.getAttribute('data-open')).toBe('true')
    // A real click on the page outside the panel, where nothing else reacts to it.
    const outside = await page.evaluate(() => {
      const panel = document.querySelector('[data-marketing-popup] [role="dialog"]')
      for (let y = 5; y < window.innerHeight; y += 10)
        for (let x = 5; x < window.innerWidth; x += 10) {
          const element = document.elementFromPoint(x, y)
          if (
            element &&
            !panel?.contains(element) &&
            !element.closest('a, button, input, select, textarea, label')
          )
            return { x, y }
        }
      return null
    })
    expect(outside).not.toBeNull()
    await page.mouse.click(outside!.x, outside!.y)
    await expect.poll(() => root.getAttribute('data-open')).toBe('false')
    await root.locator('[data-popup-open]').click()
    await root.locator('[role="dialog"] form').waitFor()
    await page.context().close()
  })
})

it('form builder in editing mode: an overlay blocks the form', async () => {
  const token = await adminToken()
  const pageId = await findPageId(token, site, '/om-oss/tyck-till', 'sv')
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const base = new URL(adminUrl('/'))
  await context.addCookies([{ name: 'payload-token', value: token, domain: base.hostname, path: '/' }])
  const page = await context.newPage()
  await page.goto(adminUrl(`/next/preview?page=${pageId}&locale=sv`))
  const overlay = page.locator('[data-block="form-builder"] [data-edit-overlay]')
  await overlay.waitFor()
  expect(await overlay.textContent()).toBe(editModeNotice)
  expect(await page.locator('[data-block="form-builder"] [inert]').count()).toBe(1)
  await context.close()
  // Visitors see no overlay.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(siteUrl(site, '/om-oss/tyck-till'))
  expect(await visitorPage.locator('[data-edit-overlay]').count()).toBe(0)
  await visitor.close()
})
