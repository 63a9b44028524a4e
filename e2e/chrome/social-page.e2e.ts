import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, viewports } from '../support/browser'
import { controlClock } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The page's social media block, once its share menu works (hydrated). */
async function socialBlock(page: Page) {
  const block = page.locator('[data-block="social-media"]')
  await block.locator('[data-share-menu][data-hydrated]').waitFor()
  return block
}

describe('social media block', () => {
  it("shares the page address on LinkedIn, Facebook, WhatsApp and X from 'Dela'", async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const address = siteUrl('automotive-se', '/om-oss')
    await page.goto(address)
    await page.waitForLoadState('networkidle')
    const block = await socialBlock(page)
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
    const block = await socialBlock(page)
    await block.getByRole('button', { name: 'Dela' }).click()
    const copy = block.locator('[data-copy-button]')
    expect(await copy.textContent()).toBe('Kopiera')
    await copy.and(page.locator('[data-hydrated]')).waitFor()
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
    const block = await socialBlock(page)
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
  it('appears bottom-left after 528 px of scroll at 1440 and at 375 px, and scrolls back up', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('carstore-no', '/om-carstore/kontakt'))
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'))
    const button = page.locator('[data-scroll-to-top]')
    // Past 528 px it shows; back at 528 px it goes (its island listens once it has hydrated).
    await page.evaluate(() => window.scrollTo(0, 529))
    await expect.poll(() => button.count()).toBe(1)
    await page.evaluate(() => window.scrollTo(0, 528))
    await expect.poll(() => button.count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 529))
    await expect.poll(() => button.count()).toBe(1)
    expect(await button.getAttribute('aria-label')).toBe('Til toppen av siden')
    // Bottom-left of the window at either width: the same page, then narrowed to a phone's.
    for (const viewport of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(viewports[viewport])
      const box = (await button.boundingBox())!
      expect(box.x, viewport).toBeLessThan(40)
      expect(box.y + box.height, viewport).toBeGreaterThan(viewports[viewport].height - 40)
    }
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => button.count()).toBe(0)
    await context.close()
  })
})

describe('scroll to top out of the way', () => {
  it('hides while a form control has the focus and near the page’s end, where it would cover the last controls', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', '/om-oss/nyhetsbrev'))
    await page.locator('[data-block="marketing-form"][data-display="inline"] [data-hydrated] form').waitFor()
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'))
    const button = page.locator('[data-scroll-to-top]')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => button.count()).toBe(1)
    const field = '[data-display="inline"] [name="fullname"]'
    await page.evaluate(
      (selector) => document.querySelector<HTMLElement>(selector)!.focus({ preventScroll: true }),
      field,
    )
    await expect.poll(() => button.count()).toBe(0)
    await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.blur(), field)
    await expect.poll(() => button.count()).toBe(1)
    // At the page's end the footer's last links and a flow's last button stay uncovered.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => button.count()).toBe(0)
    await context.close()
  })
})

describe('brand design', () => {
  // Seeded: each automotive site's electric-cars page (and group SE's) is in one brand's design.
  const pages = [
    { site: 'automotive-se', path: '/kop-bil/nya-bilar/elbilar', primary: 'rgb(28, 105, 212)' },
    { site: 'automotive-no', path: '/kjop-bil/nye-biler/elbiler', primary: 'rgb(0, 0, 0)' },
  ]
  it("applies the brand's colours and 64 px / 32 px headings of weight 400, at 1440 and at 375 px", async () => {
    const { context, page } = await openPage(browser, 'desktop')
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
      // The type at a phone's width and at 1440 px: the same page, narrowed and widened again.
      for (const viewport of ['mobile', 'desktop'] as const) {
        await page.setViewportSize(viewports[viewport])
        expect(await style('main h1'), viewport).toMatchObject({ size: '64px', weight: '400' })
        expect(await style('main h2'), viewport).toMatchObject({ size: '32px', weight: '400' })
      }
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
    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport])
      expect(await style('main h1'), viewport).toMatchObject({ size: '48px', weight: '700' })
    }
    expect(await page.locator('[data-brand-design]').count()).toBe(0)
    await context.close()
  })
})
