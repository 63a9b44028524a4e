import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, requestSite, siteUrl } from '../support/browser'
import { controlClock } from './helpers'
import { expectedStories } from '../stories/expected'
import { detailPath, findCar } from '../detail/support'
import { smoke } from '../support/tags'
import { fontsStorageKey } from '../../src/lib/site/font-loading'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** For each image of a part of the menu, whether it has loaded. */
const loadedImages = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0),
    )

const topItem = (title: string) =>
  `[data-nav-row] > li:not([aria-hidden]) [data-top-item]:text-is("${title}")`

/**
 * The navigation has hydrated (its row marks itself, also where the row is hidden behind the menu
 * button): a hover, key or click before that reaches no handler.
 */
const navigationHydrated = (page: Page) =>
  page.locator('[data-nav-row][data-hydrated]').waitFor({ state: 'attached' })

describe('header navigation at 1440 px', () => {
  it('links the logo to the home page at 150 × 55', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-uk', '/about-us'))
    const logo = page.locator('[data-logo]')
    expect(await logo.getAttribute('href')).toBe('/')
    const box = await logo.locator('img').boundingBox()
    expect(box).toMatchObject({ width: 150, height: 55 })
    await context.close()
  })

  it('opens a dropdown on hover and closes it 200 ms after the pointer leaves', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await controlClock(page, () => page.goto(siteUrl('automotive-se', '/')))
    const panel = page.locator('[data-mega-menu]').first()
    expect(await panel.isVisible()).toBe(false)
    await navigationHydrated(page)
    await page.hover(topItem('Köp bil'))
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await panel.locator('a', { hasText: 'Elbilar' }).getAttribute('href')).toBe(
      '/kop-bil/nya-bilar/elbilar',
    )
    await page.mouse.move(700, 800)
    await page.clock.runFor(150)
    expect(await panel.isVisible()).toBe(true)
    // Coming back within the delay keeps it open.
    await page.hover(topItem('Köp bil'))
    await page.mouse.move(700, 800)
    await page.clock.runFor(199)
    expect(await panel.isVisible()).toBe(true)
    await page.clock.runFor(2)
    await expect.poll(() => panel.isVisible()).toBe(false)
    await context.close()
  })

  it('opens on keyboard focus; Escape closes and returns focus to the item', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    await navigationHydrated(page)
    await page.focus('[data-logo]')
    await page.keyboard.press('Tab')
    const trigger = page.locator(topItem('Köp bil'))
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    // "Nya bilar" has children and is a page of its own: it is the first link, its child next.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Nya bilar')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Elbilar')
    await page.keyboard.press('Escape')
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false')
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true)
    // Moving focus on to the next item opens that one instead.
    await page.keyboard.press('Tab')
    await expect
      .poll(() => page.locator(topItem('Service och verkstad')).getAttribute('aria-expanded'))
      .toBe('true')
    await context.close()
  })

  it('underlines the current page and its ancestors, and nothing when no item matches', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/kop-bil/nya-bilar/elbilar'))
    const decoration = (title: string) =>
      page.locator(topItem(title)).evaluate((element) => getComputedStyle(element).textDecorationLine)
    expect(await decoration('Köp bil')).toBe('underline')
    expect(await decoration('Service och verkstad')).toBe('none')
    await navigationHydrated(page)
    await page.hover(topItem('Köp bil'))
    const selected = page.locator('[data-mega-menu] [data-selected]')
    await expect.poll(() => selected.allTextContents()).toEqual(['Nya bilar', 'Elbilar'])
    await page.goto(siteUrl('automotive-se', '/'))
    expect(await page.locator('[data-header-navigation] [data-selected]').count()).toBe(0)
    await context.close()
  })

  it('underlines the section of a page the menu leaves out: a story, a car page', async () => {
    // Story and car pages are hidden from the menu: their section is found from the path.
    const { context, page } = await openPage(browser, 'desktop')
    const selected = () => page.locator('[data-nav-row] [data-top-item][data-selected]').allTextContents()
    await page.goto(siteUrl('automotive-se', expectedStories('automotive-se', 'sv', '/aktuellt')[0].path))
    expect(await selected()).toEqual(['Aktuellt'])
    const car = await findCar('automotive-se', { car_is_sample: [false] })
    await page.goto(siteUrl('automotive-se', detailPath('automotive-se', car)))
    expect(await selected()).toEqual(['Köp bil'])
    await context.close()
  })

  it('omits hidden pages; section pages are links of their own besides opening their menu, which shows the section images of four or fewer children', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    // A section's own page is reachable from the row, not only its children from the panel.
    expect(await page.locator(topItem('Köp bil')).getAttribute('href')).toBe('/kop-bil')
    expect(await page.locator(topItem('Om oss')).getAttribute('href')).toBe('/om-oss')
    await navigationHydrated(page)
    await page.hover(topItem('Köp bil'))
    const panel = page.locator('[data-mega-menu]').first()
    await expect.poll(() => panel.isVisible()).toBe(true)
    const children = await panel.locator(':scope > li').count()
    expect(children).toBeLessThanOrEqual(4)
    await expect.poll(() => loadedImages(panel)).toEqual(Array(children).fill(true))
    expect(await panel.locator('img').first().getAttribute('src')).toMatch(/^\/_i\/\d+\//)
    await page.hover(topItem('Om oss'))
    const links = page.locator('[data-mega-menu] a')
    await expect.poll(() => links.allTextContents()).toContain('Kontakta oss')
    expect(await links.allTextContents()).not.toContain('Integritetspolicy')
    await context.close()
  })

  it('moves items that do not fit into More, recomputed on resize', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.setViewportSize({ width: 1920, height: 900 })
    // A returning visitor: the first page fetched the site's fonts once it had loaded
    // (src/lib/site/font-loading.ts), so this one is drawn in them.
    await page.goto(siteUrl('group-se', '/'))
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), fontsStorageKey)).toBe('1')
    await page.reload()
    await page.waitForLoadState('networkidle')
    const all = await page.locator('[data-nav-row] > li[data-nav-index] [data-top-item]').allTextContents()
    const more = page.locator('[data-nav-more] > button')
    expect(await more.isVisible()).toBe(false)
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => more.isVisible()).toBe(true)
    await more.hover()
    // The row and the More panel as a visitor sees them once the resize has been measured: More
    // may show before the last item has moved into it.
    const split = async () => ({
      inRow: await page
        .locator('[data-nav-row] > li[data-nav-index]:not([aria-hidden]) [data-top-item]')
        .allTextContents(),
      inMore: await page.locator('#nav-panel-more > ul > li > :first-child').allTextContents(),
    })
    await expect.poll(async () => Object.values(await split()).flat()).toEqual(all)
    const { inRow, inMore } = await split()
    expect(inRow.length).toBeGreaterThan(0)
    expect(inMore.length).toBeGreaterThan(0)
    await page.setViewportSize({ width: 1920, height: 900 })
    await expect.poll(() => more.isVisible()).toBe(false)
    await context.close()
  })

  it('switches to the same page in another language, sorted by native name', smoke, async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-no', '/kjop-bil/nye-biler'))
    const links = page.locator('[data-header-navigation] > div:first-child [data-language-switch] a')
    expect(await links.allTextContents()).toEqual(['English', 'Norsk bokmål'])
    expect(await links.first().getAttribute('href')).toBe('/en/buy-car/new-cars')
    await links.first().click()
    await page.waitForURL(/\/en\/buy-car\/new-cars$/)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await context.close()
    // A site of one language renders no switch at all.
    expect((await requestSite('automotive-se', '/')).body).not.toContain('data-language-switch')
  })

  it('floats a sticky navigation over the home page until 100 px of scroll', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-no', '/'))
    const nav = page.locator('[data-header-navigation]')
    const header = page.locator('header').first()
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    await expect.poll(() => nav.getAttribute('data-solid')).toBe('false')
    expect(await nav.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    )
    // The hero's title starts below the floating bar, whose text is white over the image.
    const bar = (await nav.boundingBox())!
    const title = (await page.locator('main [data-hero-content] h1').first().boundingBox())!
    expect(title.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    expect(await nav.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)')
    await page.evaluate(() => window.scrollTo(0, 101))
    await expect.poll(() => nav.getAttribute('data-solid')).toBe('true')
    await expect
      .poll(() => nav.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(255, 255, 255)')
    // Back to exactly 100 px: transparent again (the bar turns solid past 100 px, not at 100).
    await page.evaluate(() => window.scrollTo(0, 100))
    await expect.poll(() => nav.getAttribute('data-solid')).toBe('false')
    // Other pages of the site keep it on screen, solid; a site without IsSticky scrolls it away.
    await page.goto(siteUrl('automotive-no', '/om-oss'))
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky')
    expect(await nav.getAttribute('data-solid')).toBe('true')
    await page.goto(siteUrl('automotive-se', '/'))
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('static')
    await context.close()
  })

  it('on a phone, the hero under the floating bar shows its content between the bar and its search', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-no', '/'))
    const bar = (await page.locator('[data-header-navigation]').boundingBox())!
    const content = page.locator('main [data-hero-content]').first()
    const title = (await content.locator('h1').boundingBox())!
    const last = (await content.locator(':scope > *').last().boundingBox())!
    const search = (await page.locator('main [data-search-bar]').first().boundingBox())!
    expect(title.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    expect(last.y + last.height).toBeLessThanOrEqual(search.y)
    await context.close()
  })
})

describe('message bar', () => {
  it('shows below the navigation; closing hides that message for the session only, through hidden-messages, with no cookie', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('group-no', '/'))
    const order = await page.evaluate(() => {
      const nav = document.querySelector('[data-header-navigation]')!
      const bar = document.querySelector('[data-alert-bar]')!
      return nav.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING ? 'below' : 'above'
    })
    expect(order).toBe('below')
    expect(await page.locator('[data-alert-bar]').textContent()).toContain('Nytt verksted')
    const bar = page.locator('[data-message-bar]')
    await page.locator('[data-message-bar][data-hydrated]').waitFor()
    await bar.getByRole('button').click()
    expect(await bar.count()).toBe(0)
    expect(await page.evaluate(() => sessionStorage.getItem('hidden-messages'))).toBe('["Nytt verksted"]')
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('hideAlert')
    // Another page of the same session: the message stays hidden once the page has hydrated.
    await page.goto(siteUrl('group-no', '/om-oss'))
    await expect.poll(() => bar.count()).toBe(0)
    await context.close()
    // A new session shows it again.
    const fresh = await openPage(browser, 'desktop')
    await fresh.page.goto(siteUrl('group-no', '/om-oss'))
    await fresh.page.locator('[data-message-bar][data-hydrated]').waitFor()
    expect(await fresh.page.locator('[data-message-bar]').textContent()).toContain('Nytt verksted')
    await fresh.context.close()
  })

  it('collapses once scrolled past and opens again at the top', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('group-no', '/'))
    const bar = page.locator('[data-message-bar][data-hydrated]')
    await bar.waitFor()
    expect(await bar.getAttribute('data-collapsed')).toBe('false')
    await page.mouse.wheel(0, 600)
    await expect.poll(() => bar.getAttribute('data-collapsed')).toBe('true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => bar.getAttribute('data-collapsed')).toBe('false')
    await context.close()
  })
})

describe('mobile menu', () => {
  it('at 375 px: hamburger, drill-down with section images and back, Escape returns focus; logo scaled 0.9', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', '/'))
    await navigationHydrated(page)
    const box = await page.locator('[data-logo] img').boundingBox()
    expect(box!.width).toBeCloseTo(135, 0)
    expect(box!.height).toBeCloseTo(49.5, 0)
    expect(await page.locator('[data-nav-row]').isVisible()).toBe(false)
    const toggle = page.locator('[data-menu-toggle]')
    const menu = page.locator('[data-mobile-menu]')
    expect(await menu.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => menu.isVisible()).toBe(true)
    await menu.locator('[data-section-button]', { hasText: 'Köp bil' }).click()
    const levelOne = menu.locator('[data-menu-level="1"]')
    await expect.poll(() => levelOne.isVisible()).toBe(false)
    const back = menu.locator('[data-menu-back]')
    await expect.poll(() => back.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await menu.locator('[data-menu-level="2"] a', { hasText: 'Elbilar' }).isVisible()).toBe(true)
    // The section itself is a link too: the car list.
    expect(await menu.locator('[data-menu-level="2"] > p a').getAttribute('href')).toBe('/kop-bil')
    // Until an image is in, its box is tinted, not a blank gap.
    const level = menu.locator('[data-menu-level="2"]')
    const backgrounds = await level
      .locator('img')
      .evaluateAll((images) => images.map((image) => getComputedStyle(image).backgroundColor))
    expect(backgrounds.length).toBeGreaterThan(0)
    expect(backgrounds.filter((color) => color === 'rgba(0, 0, 0, 0)')).toEqual([])
    await expect.poll(async () => (await loadedImages(level)).filter(Boolean).length).toBeGreaterThan(0)
    await back.click()
    await expect.poll(() => levelOne.isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Köp bil')
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.isVisible()).toBe(false)
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
    await context.close()
  })

  it('between 1024 and 1280 px opens a section beside the list, without a back action', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.setViewportSize({ width: 1100, height: 900 })
    await page.goto(siteUrl('automotive-se', '/'))
    await navigationHydrated(page)
    await page.click('[data-menu-toggle]')
    const menu = page.locator('[data-mobile-menu]')
    await menu.locator('[data-section-button]', { hasText: 'Service och verkstad' }).click()
    await expect.poll(() => menu.locator('[data-menu-level="2"]').isVisible()).toBe(true)
    expect(await menu.locator('[data-menu-level="1"]').isVisible()).toBe(true)
    expect(await menu.locator('[data-menu-back]').isVisible()).toBe(false)
    // The panel starts where the bar ends.
    const barBottom = await page
      .locator('[data-header-navigation] > div')
      .first()
      .evaluate((element) => element.getBoundingClientRect().bottom)
    await expect.poll(() => menu.evaluate((element) => element.getBoundingClientRect().top)).toBe(barBottom)
    await context.close()
  })

  it('lists the other language in the mobile menu', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('carstore-sk', '/kupit-auto'))
    await navigationHydrated(page)
    await page.click('[data-menu-toggle]')
    const links = page.locator('[data-mobile-menu] [data-language-switch] a')
    await expect.poll(() => links.allTextContents()).toEqual(['English', 'Slovenčina'])
    expect(await links.first().getAttribute('href')).toBe('/en/buy-car')
    await context.close()
  })
})
