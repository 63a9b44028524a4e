import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { homeTexts } from '../../src/seed/content'
import { siteUrl, viewports } from '../support/browser'
import { anyImageId, withMain, launchBrowser, openPage, text, type Browser } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const heading = homeTexts.sv.heading('Automotive Sverige')

describe('hero banner on the home page', () => {
  it.each([
    ['mobile', 312],
    ['desktop', 534],
  ] as const)(
    'is %s high with the welcome heading as the h1 and a blurred placeholder',
    async (viewport, height) => {
      const { context, page } = await openPage(browser, viewport)
      await page.goto(siteUrl('automotive-se', '/'))
      const hero = page.locator('[data-block="hero-banner"]')
      expect(await page.locator('main h1').first().textContent()).toBe(heading)
      const item = hero.locator('[data-hero-item]').first()
      const box = (await item.boundingBox())!
      // On a phone 312 px is the least: content that needs more grows the banner instead of
      // being cut off.
      if (viewport === 'mobile') expect(Math.round(box.height)).toBeGreaterThanOrEqual(height)
      else expect(Math.round(box.height)).toBe(height)
      const last = (await item.locator('[data-hero-content] > *').last().boundingBox())!
      expect(last.y + last.height).toBeLessThanOrEqual(box.y + box.height)
      // The image comes through the optimiser with a server-computed blur placeholder behind it.
      const image = item.locator('img').first()
      expect(await image.getAttribute('src')).toMatch(/^\/_i\/\d+\/m\//)
      expect(await image.getAttribute('style')).toContain('data:image/webp;base64')
      await context.close()
    },
  )

  it('has carousel arrows and one dot per item; previous and next are disabled at the ends', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    const hero = page.locator('[data-block="hero-banner"]')
    // The carousel loads lazily: its server-rendered arrows do nothing until it has hydrated.
    await hero.locator('[aria-roledescription="carousel"][data-hydrated]').first().waitFor()
    const previous = hero.getByRole('button', { name: text('carouselPrevious') })
    const next = hero.getByRole('button', { name: text('carouselNext') })
    const dots = hero.locator('[data-carousel-dots] button')
    await expect.poll(() => dots.count()).toBe(2)
    await expect.poll(() => next.isEnabled()).toBe(true)
    expect(await previous.isDisabled()).toBe(true)
    await next.click()
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true')
    await expect.poll(() => next.isDisabled()).toBe(true)
    expect(await previous.isEnabled()).toBe(true)
    await dots.nth(0).click()
    await expect.poll(() => previous.isDisabled()).toBe(true)
    await context.close()
  })
})

// The search bar works the same at either width: tested at 1440 px.
describe('hero banner search', () => {
  it('Enter goes to the search page with keyphrase, keeps other parameters and tracks the search', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    // Keep what the page pushes to the dataLayer across the navigation the search causes.
    await page.addInitScript(() => {
      const stored = JSON.parse(sessionStorage.getItem('events') ?? '[]') as unknown[]
      const layer: unknown[] = []
      layer.push = (...events: unknown[]) => {
        stored.push(...events)
        sessionStorage.setItem('events', JSON.stringify(stored))
        return Array.prototype.push.apply(layer, events)
      }
      ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
    })
    await page.goto(siteUrl('automotive-se', '/?utm_source=newsletter'))
    // The hero banner's search bar (the start page also has the car search hero's).
    const search = page.locator('[data-search-bar][data-hydrated]')
    await search.waitFor()
    const input = search.getByRole('searchbox', { name: text('searchInputLabel') })
    const clear = search.getByRole('button', { name: text('searchClear') })
    expect(await clear.count()).toBe(0)
    await input.fill('Volvo')
    await expect.poll(() => clear.count()).toBe(1)
    await clear.click()
    expect(await input.inputValue()).toBe('')
    await expect.poll(() => clear.count()).toBe(0)

    await input.fill('elbil kombi')
    await Promise.all([page.waitForURL(/keyphrase=/), input.press('Enter')])
    const url = new URL(page.url())
    expect(url.pathname).toBe('/kop-bil')
    expect(url.searchParams.get('keyphrase')).toBe('elbil kombi')
    expect(url.searchParams.get('utm_source')).toBe('newsletter')
    const events = await page.evaluate(() => JSON.parse(sessionStorage.getItem('events') ?? '[]'))
    expect(events).toContainEqual({
      event: 'search',
      search_type: 'start page',
      search_term: 'elbil kombi',
    })
    await context.close()
  })

  it('the search button submits too', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    // The hero banner's search bar (the start page also has the car search hero's).
    const search = page.locator('[data-search-bar][data-hydrated]')
    await search.getByRole('searchbox').fill('SUV')
    await Promise.all([
      page.waitForURL(/keyphrase=SUV/),
      search.getByRole('button', { name: text('searchButton'), exact: true }).click(),
    ])
    expect(new URL(page.url()).pathname).toBe('/kop-bil')
    await context.close()
  })
})

describe('hero banner variants', () => {
  let cleanup: Array<() => Promise<void>> = []
  afterAll(async () => {
    await Promise.all(cleanup.map((remove) => remove()))
    cleanup = []
  })

  it('an item without its image is refused when an editor saves it, naming what is missing', async () => {
    const refused = await withMain('/om-oss/integritetspolicy', [
      { blockType: 'heroBanner', items: [{ title: 'Utan bild', titleTag: 'h2', content: 'Image' }] },
    ]).catch((error: Error) => error.message)
    expect(refused).toContain('page not updated: 400')
    expect(refused).toContain('Choose an image: a hero shows nothing without it')
    // The page is as it was.
    const { context, page } = await openPage(browser, 'mobile')
    expect((await page.goto(siteUrl('group-se', '/om-oss/integritetspolicy')))?.status()).toBe(200)
    expect(await page.getByText('Utan bild').count()).toBe(0)
    await context.close()
  })

  it('full screen fills the window at 375 and at 1440 px, and scrolls down on request', async () => {
    const image = await anyImageId()
    const { path, restore: remove } = await withMain('/om-oss', [
      {
        blockType: 'heroBanner',
        variant: 'FullScreen',
        items: [
          {
            title: 'Helskärm',
            titleTag: 'h1',
            content: 'Image',
            image,
            textColor: 'Black',
            contentPlacement: 'Center',
            link: { text: 'Se bilar', href: '/kop-bil' },
            buttonType: 'Ghost',
          },
        ],
      },
      ...Array.from({ length: 10 }, () => ({
        blockType: 'spacer',
        height: 'Large',
        backgroundColor: 'BackgroundColor1',
      })),
    ])
    cleanup.push(remove)
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('group-se', path))
    const item = page.locator('[data-hero-item]')
    // The page at a phone's size, then widened to 1440 px.
    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport])
      const windowHeight = await page.evaluate(() => window.innerHeight)
      expect(Math.round((await item.boundingBox())!.height), viewport).toBe(windowHeight)
    }
    expect(await item.getAttribute('data-text-color')).toBe('Black')
    expect(await page.getByRole('link', { name: 'Se bilar' }).getAttribute('href')).toBe('/kop-bil')
    await page.getByRole('link', { name: text('scrollDown') }).click()
    const windowHeight = await page.evaluate(() => window.innerHeight)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(windowHeight / 2)
    await context.close()
  })
})
