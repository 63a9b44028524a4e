import type { Browser, Page } from 'playwright-core'
import type { Lead } from '../../src/cms/payload-types'
import { adminApi, adminToken } from '../support/admin'
import { openPage, siteUrl } from '../support/browser'

export const sizes = ['mobile', 'desktop'] as const

/** Opens a page and waits until the form island (`[data-<name>][data-hydrated]`) is interactive. */
export async function openForm(
  browser: Browser,
  viewport: (typeof sizes)[number],
  site: string,
  path: string,
  root: string,
): Promise<Page> {
  const { page } = await openPage(browser, viewport)
  await page.goto(siteUrl(site, path))
  await page.locator(`${root}[data-hydrated] form`).waitFor()
  return page
}

/** The leads one submission id stored (read as the editor). */
export async function leadsOf(formSubmissionId: string): Promise<Lead[]> {
  const leads = await adminApi<{ docs: Lead[] }>(
    await adminToken(),
    `/api/leads?where[formSubmissionId][equals]=${encodeURIComponent(formSubmissionId)}&depth=0`,
  )
  return leads.body.docs
}

/** The name of the element that has the focus (the field the form sent the visitor to). */
export const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

/** The messages shown under fields, by field. */
export async function fieldErrors(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-field-error]')].map((element) => [
        element.getAttribute('data-field-error'),
        element.textContent,
      ]),
    ),
  )
}

/** Counts the posts to the leads endpoint and holds each until `release` when `hold` is set. */
export async function watchPosts(page: Page, options: { hold?: boolean } = {}) {
  const posts: Array<Record<string, unknown>> = []
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/forms/comhub', async (route) => {
    posts.push(route.request().postDataJSON())
    if (options.hold) await held
    await route.continue()
  })
  return { posts, release }
}
