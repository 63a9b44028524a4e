import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { controlClock } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('social media block', () => {
  it("shares the page address on LinkedIn, Facebook, WhatsApp and X from 'Dela'", async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const address = siteUrl('automotive-se', '/om-oss')
    await page.goto(address)
    await page.waitForLoadState('networkidle')
    const block = page.locator('[data-block="social-media"]')
    expect(await block.locator('[data-social-links] a').count()).toBe(3)
    const share = block.getByRole('button', { name: 'Dela' })
    await share.click()
    const encoded = encodeURIComponent(address)
    const targets = block.locator('[data-share-target]')
    await expect.poll(() => targets.count()).toBe(4)
    expect(
      await targets.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
    ).toEqual([
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      `https://wa.me/?text=${encoded}`,
      `https://x.com/intent/post?url=${encoded}`,
    ])
    await page.keyboard.press('Escape')
    await expect.poll(() => share.getAttribute('aria-expanded')).toBe('false')
    expect(await share.evaluate((element) => element === document.activeElement)).toBe(true)
    await context.close()
  })

  it("copies the link with 'Kopiera' and confirms for one second, at 375 px", async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const address = siteUrl('automotive-se', '/om-oss/kontakt')
    await controlClock(page, () => page.goto(address))
    const block = page.locator('[data-block="social-media"]')
    await block.getByRole('button', { name: 'Dela' }).click()
    const copy = block.locator('[data-copy-button]')
    expect(await copy.textContent()).toBe('Kopiera')
    await copy.click()
    await expect.poll(() => copy.locator('[role="status"]').textContent()).toBe('Kopierat')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    await page.clock.runFor(1010)
    await expect.poll(() => copy.locator('[role="status"]').textContent()).toBe('')
    await context.close()
  })

  it('uses the native share sheet when the browser has one, with labels in the page language', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.addInitScript(() => {
      const shared: unknown[] = []
      Object.assign(window, { __shared: shared })
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data) })
    })
    const address = siteUrl('automotive-no', '/en/about-us')
    await page.goto(address)
    await page.waitForLoadState('networkidle')
    const block = page.locator('[data-block="social-media"]')
    await block.getByRole('button', { name: 'Share', exact: true }).click()
    expect(await block.locator('[data-copy-button]').textContent()).toBe('Copy link')
    await block.getByRole('button', { name: 'Share via …' }).click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared[0]?.url),
      )
      .toBe(address)
    await context.close()
  })
})

describe('scroll to top', () => {
  it.each(['mobile', 'desktop'] as const)(
    'appears bottom-left after 528 px of scroll (%s)',
    async (viewport) => {
      const { context, page } = await openPage(browser, viewport)
      await page.goto(siteUrl('carstore-no', '/om-carstore/kontakt'))
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'))
      const button = page.locator('[data-scroll-to-top]')
      await page.evaluate(() => window.scrollTo(0, 528))
      await page.waitForTimeout(100)
      expect(await button.count()).toBe(0)
      await page.evaluate(() => window.scrollTo(0, 529))
      await expect.poll(() => button.count()).toBe(1)
      const box = await button.boundingBox()
      const size = page.viewportSize()!
      expect(box!.x).toBeLessThan(40)
      expect(box!.y + box!.height).toBeGreaterThan(size.height - 40)
      expect(await button.getAttribute('aria-label')).toBe('Til toppen av siden')
      await button.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect.poll(() => button.count()).toBe(0)
      await context.close()
    },
  )
})

describe('brand design', () => {
  // Seeded: each automotive site's electric-cars page (and group SE's) is in one brand's design.
  const pages = [
    { site: 'automotive-se', path: '/kop-bil/nya-bilar/elbilar', primary: 'rgb(28, 105, 212)' },
    { site: 'automotive-no', path: '/kjop-bil/nye-biler/elbiler', primary: 'rgb(0, 0, 0)' },
  ]
  it("applies the brand's colours and 64 px / 32 px headings of weight 400", async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { context, page } = await openPage(browser, viewport)
      const style = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const computed = getComputedStyle(element)
            return {
              size: computed.fontSize,
              weight: computed.fontWeight,
              background: computed.backgroundColor,
            }
          })
      for (const seeded of pages) {
        await page.goto(siteUrl(seeded.site, seeded.path))
        expect(await style('main h1')).toMatchObject({ size: '64px', weight: '400' })
        expect(await style('main h2')).toMatchObject({ size: '32px', weight: '400' })
        const primary = await page.locator('[data-brand-design]').evaluate((element) => {
          const probe = document.createElement('span')
          probe.style.color = 'var(--brand-primary)'
          element.appendChild(probe)
          const color = getComputedStyle(probe).color
          probe.remove()
          return color
        })
        expect(primary).toBe(seeded.primary)
      }
      await page.goto(siteUrl('automotive-se', '/kop-bil/nya-bilar'))
      expect(await style('main h1')).toMatchObject({ size: '48px', weight: '700' })
      expect(await page.locator('[data-brand-design]').count()).toBe(0)
      await context.close()
    }
  })
})
