import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { launchBrowser, siteUrl, viewports } from '../support/browser'

export const launchMapBrowser = () => launchBrowser({ webgl: true })

export type Viewport = keyof typeof viewports

export async function openSitePage(
  browser: Browser,
  viewport: Viewport,
  site: string,
  path: string,
  options: { noWebGl?: boolean } = {},
) {
  const context = await browser.newContext({ viewport: viewports[viewport] })
  const page = await context.newPage()
  // Every host a request goes to: only the test server's may appear.
  const hosts = new Set<string>()
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname))
  if (options.noWebGl)
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (/webgl/i.test(type)) return null
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest)
      } as typeof original
    })
  await page.goto(siteUrl(site, path))
  return { context, page, hosts }
}

/** Waits until the facility list's controls island runs. */
export const listReady = (page: Page) => page.waitForSelector('[data-facility-list][data-hydrated]')

export const listCards = (page: Page) => page.locator('[data-block="facility-list"] [data-site-card]')

/** Sites of a site's index straight from the search service the page uses. */
export async function findSites(
  site: string,
  request: { filters?: Record<string, string[]>; limit?: number; sort_name?: string; keyphrase?: string },
): Promise<{ content: Array<Record<string, string>>; total_items: number }> {
  const response = await fetch(`${inject('baseUrl')}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ index: `sites_${site}`, ...request }),
  })
  if (!response.ok) throw new Error(`search failed: ${response.status}`)
  return (await response.json()) as { content: Array<Record<string, string>>; total_items: number }
}

/** Test server hosts: the site host names resolve to loopback. */
export const ownHost = (host: string) =>
  host === '127.0.0.1' || host === 'localhost' || host.endsWith('.localhost')
