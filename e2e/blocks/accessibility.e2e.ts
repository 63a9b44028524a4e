import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteUrl } from '../support/browser'
import { axeViolations } from '../support/axe'
import { demoSites } from '../../src/seed/sites'
import { launchBrowser, openPage, type Browser } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const contentPages = [
  '/kop-bil',
  '/kop-bil/nya-bilar',
  '/kop-bil/nya-bilar/elbilar',
  '/kop-bil/begagnade-bilar',
  '/service',
  '/service/boka-service',
  '/service/boka-service/dackbyte',
  '/om-oss',
  '/om-oss/kontakt',
  '/om-oss/integritetspolicy',
]

const pages = [
  ...demoSites.map((site) => ({ site: site.name, path: '/', viewport: 'desktop' as const })),
  ...contentPages.map((path) => ({ site: 'automotive-se', path, viewport: 'desktop' as const })),
  ...['/', '/kop-bil/begagnade-bilar', '/service/boka-service/dackbyte'].map((path) => ({
    site: 'carstore-se',
    path,
    viewport: 'mobile' as const,
  })),
]

describe('axe-core finds no WCAG 2.2 A/AA violation on pages built from the content blocks', () => {
  it.each(pages)('$site $path ($viewport)', async ({ site, path, viewport }) => {
    const { context, page } = await openPage(browser, viewport)
    expect((await page.goto(siteUrl(site, path)))?.status()).toBe(200)
    // Let scroll-driven animations finish so axe sees the text as visitors do.
    await page.evaluate(() =>
      document.getAnimations().forEach((animation) => {
        try {
          animation.finish()
        } catch {
          animation.cancel()
        }
      }),
    )
    expect(await axeViolations(page, 'main')).toEqual([])
    await context.close()
  })
})
