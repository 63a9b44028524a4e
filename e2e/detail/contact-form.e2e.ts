import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminApi, adminToken } from '../support/admin'
import { axeViolations } from '../support/axe'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { dataLayerEvents, detailPath, findCar, text, type Car } from './support'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = 'automotive-se'
const t = (key: string) => text(site, key)

async function openCar(sample: boolean): Promise<{ page: Page; car: Car }> {
  const car = await findCar(site, { car_is_sample: [sample] })
  const { page } = await openPage(browser, 'desktop')
  await page.goto(siteUrl(site, detailPath(site, car)))
  await page.locator('[data-contact-form][data-hydrated] form').waitFor()
  return { page, car }
}

async function fill(page: Page, values: { name?: string; phone?: string; email?: string; message?: string }) {
  const form = page.locator('[data-contact-form] form')
  if (values.name !== undefined) await form.locator('input[name="name"]').fill(values.name)
  if (values.phone !== undefined) await form.locator('input[name="phone"]').fill(values.phone)
  if (values.email !== undefined) await form.locator('input[name="email"]').fill(values.email)
  if (values.message !== undefined) await form.locator('textarea[name="message"]').fill(values.message)
}

const visitor = {
  name: 'Eva Test',
  phone: '+46 70 123 45 67',
  email: 'eva.test@example.com',
  message: 'Finns den kvar?',
}
const submit = (page: Page) => page.locator('[data-contact-form] button[type="submit"]').click()

async function leadsWithSubmissionId(id: string): Promise<number> {
  const token = await adminToken()
  const leads = await adminApi<{ totalDocs: number }>(
    token,
    `/api/leads?where[formSubmissionId][equals]=${encodeURIComponent(id)}&depth=0`,
  )
  return leads.body.totalDocs
}

// The form behaves the same at either width: its checks run at desktop.
describe('contact form', () => {
  it('shows the invalid-input hint after a failed check and clears it on change; nothing is sent', async () => {
    const { page } = await openCar(false)
    let posts = 0
    await page.route('**/api/forms/comhub', (route) => {
      posts++
      return route.continue()
    })
    const form = page.locator('[data-contact-form] form')
    expect(await form.locator('textarea[name="message"]').getAttribute('placeholder')).toBe(
      t('carDetailFormMessagePlaceholder'),
    )
    await submit(page)
    expect(await page.locator('[data-contact-form] [data-form-alert="invalid"] p').textContent()).toBe(
      t('invalidInput'),
    )
    await fill(page, { name: 'E' })
    expect(await page.locator('[data-contact-form] [data-form-alert="invalid"] p').count()).toBe(0)
    // A phone must be 6 to 20 digits or spaces after an optional plus.
    await fill(page, { ...visitor, phone: '12 ab' })
    await submit(page)
    expect(await page.locator('[data-contact-form] [data-form-alert="invalid"] p').count()).toBe(1)
    expect(
      await form.locator('input[name="phone"]').evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false)
    await fill(page, { phone: '+46 70 1' })
    expect(
      await form.locator('input[name="phone"]').evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(true)
    // Six spaces are no phone number (the server refused them after the browser let them by).
    await fill(page, { phone: '      ' })
    expect(
      await form.locator('input[name="phone"]').evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false)
    expect(posts).toBe(0)
    await page.context().close()
  })

  it('marks the required fields, and on a failed send marks each invalid one with its message and focuses the first; nothing typed is lost', async () => {
    const { page } = await openCar(false)
    const form = page.locator('[data-contact-form] form')
    const field = (name: string) => form.locator(`[name="${name}"]`)
    for (const name of ['name', 'phone', 'email']) {
      expect(await field(name).evaluate((input: HTMLInputElement) => input.required)).toBe(true)
      expect(await form.locator('label', { has: page.locator(`[name="${name}"]`) }).innerText()).toMatch(/\*/)
    }
    expect(await field('message').evaluate((input: HTMLTextAreaElement) => input.required)).toBe(false)
    await fill(page, { phone: '12 ab', message: visitor.message })
    await submit(page)
    const messages = {
      name: t('carDetailFormNameInvalid'),
      phone: t('carDetailFormPhoneInvalid'),
      email: t('carDetailFormEmailInvalid'),
    }
    for (const [name, message] of Object.entries(messages)) {
      expect(await field(name).getAttribute('aria-invalid')).toBe('true')
      const described = await field(name).getAttribute('aria-describedby')
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe(message)
    }
    expect(await field('message').getAttribute('aria-invalid')).toBeNull()
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name')
    expect(await page.locator('[data-contact-form] [data-form-alert="invalid"] p').textContent()).toBe(
      t('invalidInput'),
    )
    expect(await field('phone').inputValue()).toBe('12 ab')
    expect(await field('message').inputValue()).toBe(visitor.message)
    // Nothing was sent, so nothing is tracked.
    expect(await dataLayerEvents(page, 'form_interaction')).toEqual([])
    expect(await axeViolations(page, '[data-contact-form]')).toEqual([])
    // A corrected field loses its mark; the next failed send focuses the first still invalid.
    await fill(page, { name: visitor.name })
    expect(await field('name').getAttribute('aria-invalid')).toBeNull()
    await submit(page)
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'phone')
    expect(await field('name').inputValue()).toBe(visitor.name)
    await page.context().close()
  })

  it(
    'sends the car and the visitor, shows submitting then success, and tracks the submit',
    smoke,
    async () => {
      const { page, car } = await openCar(false)
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let body: Record<string, unknown> = {}
      await page.route('**/api/forms/comhub', async (route) => {
        body = route.request().postDataJSON()
        await held
        await route.continue()
      })
      await fill(page, visitor)
      await page.locator('input[name="testDrive"]').check()
      await submit(page)
      const root = page.locator('[data-contact-form]')
      await expect.poll(() => root.getAttribute('data-status')).toBe('submitting')
      expect(await root.locator('input[name="name"]').isDisabled()).toBe(true)
      expect(await root.locator('button[type="submit"]').textContent()).toBe(t('carDetailFormSubmitting'))
      release()
      await root.locator('[data-form-success]').waitFor()
      expect(await root.locator('[data-form-success]').textContent()).toContain(t('carDetailFormSuccess'))
      expect(body.formName).toBe(`${site}CarContactForm`)
      const values = body.values as Record<string, unknown>
      expect(values).toMatchObject({
        car_id: car.car_id,
        car_equipment: car.car_equipment,
        car_description: car.car_description,
        name: visitor.name,
        phone: visitor.phone,
        email: visitor.email,
        message: visitor.message,
        quote: false,
        testDrive: true,
        toEmail: car.car_site_leads_email,
        sourceUrl: page.url(),
      })
      expect(values).not.toHaveProperty('car_images')
      expect(await leadsWithSubmissionId(String(body.formSubmissionId))).toBe(1)
      const [event] = await dataLayerEvents(page, 'form_interaction')
      expect(event).toMatchObject({
        lead_name: `${site}CarContactForm`,
        lead_action: 'submit',
        lead_type: 'testdrive',
      })
      await page.context().close()
    },
  )

  it('retries a failing server: two failures then success store exactly one lead', smoke, async () => {
    const { page } = await openCar(false)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    let attempts = 0
    let submissionId = ''
    await page.route('**/api/forms/comhub', async (route) => {
      attempts++
      submissionId = route.request().postDataJSON().formSubmissionId
      if (attempts <= 2) {
        // The attempt reaches the server (which stores the lead), but the browser sees a failure.
        // Node does not resolve *.localhost; the leads service reads the site from formName.
        const response = await route.fetch({ url: `${inject('baseUrl')}/api/forms/comhub` })
        expect(response.status()).toBe(202)
        await route.fulfill({ status: 503, body: '{}' })
        return
      }
      await route.continue()
    })
    await fill(page, visitor)
    await submit(page)
    await page.locator('[data-form-success]').waitFor({ timeout: 15_000 })
    expect(attempts).toBe(3)
    expect(warnings.filter((warning) => warning.includes('CAR_CONTACT_ATTEMPT_FAILED'))).toHaveLength(2)
    expect(await leadsWithSubmissionId(submissionId)).toBe(1)
    await page.context().close()
  })

  it('marks and focuses a field the server refuses, keeps what was typed, and sends it once corrected', async () => {
    const { page } = await openCar(false)
    const form = page.locator('[data-contact-form] form')
    // The browser sets no length on the name; the leads service takes at most 200 characters.
    const longName = 'Eva '.repeat(60)
    await fill(page, { ...visitor, name: longName })
    await submit(page)
    const refusal = page.locator('[data-field-error="name"]')
    await refusal.waitFor()
    expect(await refusal.textContent()).toBe(t('carDetailFormFieldRefused'))
    const name = form.locator('input[name="name"]')
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await name.getAttribute('aria-describedby')).toBe(await refusal.getAttribute('id'))
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name')
    expect(await name.inputValue()).toBe(longName)
    expect(await form.locator('input[name="phone"]').inputValue()).toBe(visitor.phone)
    expect(await form.locator('textarea[name="message"]').inputValue()).toBe(visitor.message)
    expect(await page.locator('[data-contact-form] [data-form-alert="error"] p').count()).toBe(0)
    await fill(page, { name: visitor.name })
    expect(await refusal.count()).toBe(0)
    await submit(page)
    await page.locator('[data-form-success]').waitFor()
    await page.context().close()
  })

  it('shows the error text after three failed attempts, logging each', async () => {
    const { page } = await openCar(false)
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()} ${message.text()}`))
    let attempts = 0
    await page.route('**/api/forms/comhub', (route) => {
      attempts++
      return route.fulfill({ status: 503, body: '{}' })
    })
    await fill(page, visitor)
    await submit(page)
    const error = page.locator('[data-contact-form] [data-form-alert="error"] p')
    await error.waitFor({ timeout: 15_000 })
    expect(await error.textContent()).toBe(t('carDetailFormError'))
    expect(attempts).toBe(3)
    expect(
      messages.filter((message) => message.startsWith('warning CAR_CONTACT_ATTEMPT_FAILED')),
    ).toHaveLength(3)
    expect(messages.filter((message) => message.startsWith('error CAR_CONTACT_FAILED'))).toHaveLength(1)
    // The fields are usable again and keep what the visitor typed.
    expect(await page.locator('input[name="name"]').inputValue()).toBe(visitor.name)
    expect(await page.locator('input[name="name"]').isDisabled()).toBe(false)
    await page.context().close()
  })

  it('asks for a seller with a New cars department for the brand on sample cars', async () => {
    const { page } = await openCar(true)
    const select = page.locator('[data-contact-form] select[name="seller"]')
    const options = await select.locator('option').allTextContents()
    expect(options[0]).toBe(`${t('carDetailFormChooseSeller')}*`)
    expect(options.length).toBeGreaterThan(1)
    await fill(page, visitor)
    await submit(page)
    expect(await page.locator('[data-contact-form] [data-form-alert="invalid"] p').count()).toBe(1)
    await select.selectOption({ index: 1 })
    expect(await page.locator('[data-contact-form] [data-form-alert="invalid"] p').count()).toBe(0)
    await submit(page)
    await page.locator('[data-form-success]').waitFor()
    await page.context().close()
  })
})
