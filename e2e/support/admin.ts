import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { demoAdmin } from '../../src/seed/seed'

/**
 * The demo editor's token, from the one login the global setup makes. Payload keeps an editor's
 * sessions in a list on the user; parallel logins from several test files race on that list and
 * drop each other's session, so the tests share one.
 */
export async function adminToken(): Promise<string> {
  return inject('adminToken')
}

export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

export async function adminApi<T = unknown>(
  token: string | null,
  path: string,
  init: RequestInit = {},
  /** Another server than the suite's (e2e/instances.e2e.ts). */
  baseUrl = inject('baseUrl'),
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...init.headers,
    },
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as T }
}

export async function findPageId(token: string, site: string, path: string, locale: string): Promise<number> {
  const sites = await adminApi<{ docs: Array<{ id: number }> }>(
    token,
    `/api/sites?where[name][equals]=${site}`,
  )
  const siteId = sites.body.docs[0].id
  const pages = await adminApi<{ docs: Array<{ id: number }> }>(
    token,
    `/api/pages?locale=${locale}&where[site][equals]=${siteId}&where[path][equals]=${encodeURIComponent(path)}`,
  )
  return pages.body.docs[0].id
}

/**
 * A GraphQL query as a client of the CMS sends it: signed in with `token` (or anonymously when it
 * is null), and sent again after the server's Retry-After when a process is busy with another
 * staff query (test files run side by side, and staff queries take turns).
 */
export async function graphql(query: string, token: string | null = inject('adminToken')): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${inject('baseUrl')}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query }),
    })
    const retryAfter = Number(response.headers.get('retry-after'))
    if (response.status !== 429 || !token || attempt === 5) return response
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1_000))
  }
}

/**
 * Picks `option` in the admin's select `field` (e.g. `#field-state`). The select opens only once
 * the form has hydrated, so it is clicked until its options show; that also makes it the step to
 * take before typing into the form's other fields.
 */
export async function chooseOption(page: Page, field: string, option: string | RegExp): Promise<void> {
  const select = page.locator(field)
  await expect
    .poll(async () => {
      if ((await page.locator('.rs__option').count()) === 0) await select.locator('.rs__control').click()
      return page.locator('.rs__option').count()
    })
    .toBeGreaterThan(0)
  await page.locator('.rs__option', { hasText: option }).click()
}
