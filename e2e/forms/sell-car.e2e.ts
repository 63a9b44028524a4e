import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryEntries } from '../../src/seed/dictionary'
import { axeViolations } from '../support/axe'
import { launchBrowser } from '../support/browser'
import { dataLayerEvents } from '../detail/support'
import { fieldErrors, focusedName, leadsOf, openForm, watchPosts } from './support'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const path = '/kop-bil/salj-din-bil'
const root = '[data-sell-car-form]'
const t = (key: string) => dictionaryEntries[key].sv
// What the form checks, sends and says is the same at any width: its tests run at one.
const open = (site = 'automotive-se') => openForm(browser, 'desktop', site, path, root)

const visitor = {
  regno: 'abc123',
  milage: '12500',
  customerName: 'Sara Säljare',
  customerPhone: '+46 70 765 43 21',
  customerEmail: 'sara@example.com',
  other: 'Vinterdäck ingår.',
}
type Values = Partial<typeof visitor>

async function fill(page: Page, values: Values) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`${root} [name="${name}"]`)
    await field.fill(value)
  }
}
const submit = (page: Page) => page.locator(`${root} button[type="submit"]`).click()
const choose = (page: Page, option: 'sell' | 'tradeIn') =>
  page.locator(`${root} input[name="selected"][value="${option}"]`).check()

describe('sell-car form at 1440 px', () => {
  it('marks every empty required field with its message on a failed send and focuses the first; nothing is sent or lost', async () => {
    const page = await open()
    const { posts } = await watchPosts(page)
    for (const name of ['regno', 'milage', 'customerName', 'customerPhone', 'customerEmail'])
      expect(await page.locator(`${root} [name="${name}"]`).getAttribute('aria-required')).toBe('true')
    await submit(page)
    expect(await fieldErrors(page)).toEqual({
      selected: t('sellCarFormOptionInvalid'),
      regno: t('sellCarFormRegnoInvalid'),
      milage: t('sellCarFormMileageInvalid'),
      customerName: t('sellCarFormNameInvalid'),
      customerPhone: t('sellCarFormPhoneInvalid'),
      customerEmail: t('sellCarFormEmailInvalid'),
    })
    expect(await page.locator(`${root} [data-form-alert="invalid"]`).textContent()).toBe(t('invalidInput'))
    await choose(page, 'sell')
    await fill(page, {
      regno: visitor.regno,
      milage: visitor.milage,
      customerName: visitor.customerName,
      customerEmail: visitor.customerEmail,
    })
    await submit(page)
    expect(await fieldErrors(page)).toEqual({ customerPhone: t('sellCarFormPhoneInvalid') })
    expect(await focusedName(page)).toBe('customerPhone')
    const phone = page.locator(`${root} [name="customerPhone"]`)
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    const description = await phone.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${description}"]`).textContent()).toBe(t('sellCarFormPhoneInvalid'))
    expect(posts).toHaveLength(0)
    // What was typed stays.
    expect(await page.locator(`${root} [name="customerName"]`).inputValue()).toBe(visitor.customerName)
    expect(await page.locator(`${root} [name="regno"]`).inputValue()).toBe('ABC123')
    await page.context().close()
  })

  it('names every other broken rule in Swedish, focuses the first, and is axe-clean with the errors shown', async () => {
    const page = await open()
    const { posts } = await watchPosts(page)
    await fill(page, { customerName: 'Sara', customerPhone: '12 ab', customerEmail: 'sara@', milage: '-1' })
    await submit(page)
    expect(await fieldErrors(page)).toEqual({
      selected: t('sellCarFormOptionInvalid'),
      regno: t('sellCarFormRegnoInvalid'),
      milage: t('sellCarFormMileageInvalid'),
      customerPhone: t('sellCarFormPhoneInvalid'),
      customerEmail: t('sellCarFormEmailInvalid'),
    })
    // The first invalid field (the option's first radio) has the focus; the alert announces.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement)?.value)).toBe('sell')
    expect(await page.locator(`${root} [data-form-alert="invalid"]`).textContent()).toBe(t('invalidInput'))
    const phone = page.locator(`${root} [name="customerPhone"]`)
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    const description = await phone.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${description}"]`).textContent()).toBe(t('sellCarFormPhoneInvalid'))
    expect(await axeViolations(page, root)).toEqual([])
    // A changed field loses its message; the others keep theirs.
    await choose(page, 'sell')
    await fill(page, { milage: '1.5', customerPhone: '12345' })
    expect(Object.keys(await fieldErrors(page))).toEqual(['regno', 'customerEmail'])
    await submit(page)
    // Five digits are too few for a phone; a fraction is no mileage.
    expect(Object.keys(await fieldErrors(page))).toEqual([
      'regno',
      'milage',
      'customerPhone',
      'customerEmail',
    ])
    expect(await focusedName(page)).toBe('regno')
    // Six spaces count as an empty phone: it is marked like any other.
    await fill(page, { customerPhone: '      ' })
    await submit(page)
    expect((await fieldErrors(page)).customerPhone).toBe(t('sellCarFormPhoneInvalid'))
    expect(posts).toHaveLength(0)
    await page.context().close()
  })

  it(
    'sends the lead: submitting, then our confirmation; one lead to the site leads address; tracked',
    smoke,
    async () => {
      const page = await open()
      const { posts, release } = await watchPosts(page, { hold: true })
      await choose(page, 'tradeIn')
      await fill(page, visitor)
      // The registration number is upper-cased as typed.
      expect(await page.locator(`${root} [name="regno"]`).inputValue()).toBe('ABC123')
      await submit(page)
      const form = page.locator(root)
      await expect.poll(() => form.getAttribute('data-status')).toBe('submitting')
      expect(await form.locator('[name="customerName"]').isDisabled()).toBe(true)
      expect(await form.locator('button[type="submit"]').textContent()).toBe(t('sellCarFormSubmitting'))
      release()
      await form.locator('[data-form-success]').waitFor()
      expect(await form.locator('[data-form-success]').textContent()).toBe(
        `${t('sellCarFormSuccessHeading')}${t('sellCarFormSuccess')}`,
      )
      expect(await axeViolations(page, root)).toEqual([])
      expect(posts).toHaveLength(1)
      expect(posts[0]).toMatchObject({
        formName: 'automotive-seSellCarForm',
        values: {
          selected: 'tradeIn',
          regno: 'ABC123',
          milage: 12500,
          customerName: visitor.customerName,
          customerPhone: visitor.customerPhone,
          customerEmail: visitor.customerEmail,
          other: visitor.other,
          sourceUrl: page.url(),
        },
      })
      const leads = await leadsOf(String(posts[0].formSubmissionId))
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({ site: 'automotive-se', recipientEmail: 'leads@automotive.se' })
      expect(await dataLayerEvents(page, 'form_interaction')).toEqual([
        expect.objectContaining({
          lead_name: 'automotive-seSellCarForm',
          lead_action: 'submit',
          lead_type: 'tradeIn',
        }),
      ])
      await page.context().close()
    },
  )

  it('shows sellCarFormError after failed attempts, keeps the values, and a retry stores one lead', async () => {
    const page = await open()
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()} ${message.text()}`))
    const ids: string[] = []
    let failing = true
    await page.route('**/api/forms/comhub', async (route) => {
      ids.push(route.request().postDataJSON().formSubmissionId)
      if (failing) return route.fulfill({ status: 503, body: '{}' })
      return route.continue()
    })
    await choose(page, 'sell')
    await fill(page, visitor)
    await submit(page)
    const error = page.locator(`${root} [data-form-alert="error"] p`)
    await error.waitFor({ timeout: 15_000 })
    expect(await error.textContent()).toBe(t('sellCarFormError'))
    expect(messages.filter((message) => message.startsWith('error SELL_CAR_FORM_FAILED'))).toHaveLength(1)
    expect(await axeViolations(page, root)).toEqual([])
    for (const [name, value] of Object.entries({ ...visitor, regno: 'ABC123' }))
      expect(await page.locator(`${root} [name="${name}"]`).inputValue()).toBe(value)
    // Sending again is the same submission: the server keeps one lead for it.
    failing = false
    await submit(page)
    await page.locator(`${root} [data-form-success]`).waitFor()
    expect(new Set(ids).size).toBe(1)
    expect(await leadsOf(ids[0])).toHaveLength(1)
    await page.context().close()
  })

  it('marks and focuses a field the server refuses, keeping what was typed', async () => {
    const page = await open()
    // The browser sets no length on the name; the leads service takes at most 200 characters.
    const longName = 'Sara '.repeat(50)
    await choose(page, 'sell')
    await fill(page, { ...visitor, customerName: longName })
    await submit(page)
    await page.locator(`${root} [data-field-error="customerName"]`).waitFor()
    expect(await fieldErrors(page)).toEqual({ customerName: t('sellCarFormNameInvalid') })
    await expect.poll(() => focusedName(page)).toBe('customerName')
    expect(await page.locator(`${root} [name="customerName"]`).inputValue()).toBe(longName)
    expect(await page.locator(root).getAttribute('data-status')).toBe('idle')
    await page.context().close()
  })
})

it('is on the carstore SE sell-car page too, sending to its leads address', async () => {
  const page = await open('carstore-se')
  const { posts } = await watchPosts(page)
  await choose(page, 'sell')
  await fill(page, visitor)
  await submit(page)
  await page.locator(`${root} [data-form-success]`).waitFor()
  const [lead] = await leadsOf(String(posts[0].formSubmissionId))
  expect(lead).toMatchObject({ formName: 'carstore-seSellCarForm', recipientEmail: 'leads@carstore.se' })
  await page.context().close()
})
