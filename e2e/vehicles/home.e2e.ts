import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, requestSite, siteUrl } from '../support/browser'
import { cards, pathAndQuery, text } from './helpers'
import { contrastRatio } from '../../src/lib/color/contrast'
import { demoSites } from '../../src/seed/sites'
import { searchHref } from '../../src/ui/search-bar/search-href'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The example a search placeholder offers in quotes, e.g. 'Sök … – t.ex. "el suv"' → "el suv". */
const exampleIn = (placeholder: string) => /["„“]([^"„“]+)["“”]/.exec(placeholder)?.[1]

/**
 * The React Server Components payload a page's HTML carries: the props of its client islands, such
 * as the banner search's placeholders, which the visitor sees only once the island has hydrated.
 */
function serverPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((match) => JSON.parse(match[1]) as string)
    .join('')
}

const jsonString = String.raw`("(?:[^"\\]|\\.)*"|null)`
/** The props of each banner search bar (src/ui/search-bar/SearchBar.client.tsx) in a payload. */
const searchBarProps = new RegExp(
  String.raw`\{"searchUrl":${jsonString},"placeholder":${jsonString},"placeholderDesktop":${jsonString}`,
  'g',
)

// The hero's search turns the phrase into filters the same way at any width.
describe('start page at 1440 px', () => {
  it.each([
    ['Volvo XC60', '/kop-bil/volvo/xc60'],
    ['bmw diesel dragkrok', '/kop-bil/bmw?car_fuel=Diesel&keyphrase=dragkrok'],
    ['dragkrok', '/kop-bil?keyphrase=dragkrok'],
  ])('the hero search "%s" lands on %s', async (phrase, target) => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    const form = page.locator('[data-hero-search][data-hydrated]')
    await form.locator('input').fill(phrase)
    await form.locator('button').click()
    await page.waitForURL((url) => url.pathname !== '/')
    expect(pathAndQuery(page)).toBe(target)
    await page.waitForSelector('[data-car-list]')
    await context.close()
  })
})

// Whether the hero's button label fits on one line, and whether the carousel can loop (it loops
// only when its slides overflow the screen), depend on the width.
describe.each(['desktop', 'mobile'] as const)('start page at %s', (viewport) => {
  it("the car search hero's button stands out from its band, its label on one line; car of the week loops through the flagged cars, shown twice for a seamless loop", async () => {
    const { context, page } = await openPage(browser, viewport)
    await page.goto(siteUrl('automotive-se', '/'))
    // The brand-coloured button once sat on the brand-coloured band, its label wrapping.
    const band = page.locator('[data-block="car-search-hero"]')
    const button = band.locator('button[type="submit"]')
    const background = (element: Element) => getComputedStyle(element).backgroundColor
    expect(
      contrastRatio(await band.evaluate(background), await button.evaluate(background)),
    ).toBeGreaterThanOrEqual(3)
    const lines = await button.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    })
    expect(lines).toBe(1)

    const block = page.locator('[data-block="car-of-the-week"]')
    expect(await block.locator('h2').innerText()).toBe(text('carOfTheWeek'))
    const ids = await block
      .locator('[data-vehicle-card]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-vehicle-card')))
    const half = ids.length / 2
    expect(half).toBeGreaterThan(0)
    expect(ids.slice(half)).toEqual(ids.slice(0, half))
    // Looping: 'previous' works from the first slide and wraps to the end.
    const previous = block.getByRole('button', { name: text('carouselPrevious') })
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-block="car-of-the-week"] button[disabled]'),
    )
    expect(await previous.isDisabled()).toBe(false)
    const track = block.locator('[data-carousel-track]')
    const before = await track.evaluate((element) => getComputedStyle(element).transform)
    await previous.click()
    await page.waitForFunction(
      (start) =>
        getComputedStyle(document.querySelector('[data-block="car-of-the-week"] [data-carousel-track]')!)
          .transform !== start,
      before,
    )
    await context.close()
  })
})

// A carousel below the fold stays a plain strip, scrolled and snapped by CSS, until it comes into
// view; then Embla takes it over and moves it by a transform (decisions: Fast on a phone).
describe('a carousel below the fold on a phone', () => {
  it('is a plain scrolling strip until it is scrolled into view', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', '/'))
    const block = page.locator('[data-block="car-of-the-week"]')
    await block.locator('[aria-roledescription="carousel"][data-hydrated]').waitFor({ state: 'attached' })
    // Every chunk the page asks for is in (the hero's carousel, in view, has loaded Embla's).
    await page.waitForLoadState('networkidle')
    const track = block.locator('[data-carousel-track]')
    const scroller = (element: Element) => getComputedStyle(element.parentElement!).overflowX
    expect(await track.evaluate(scroller)).toBe('auto')
    expect(await track.evaluate((element) => (element as HTMLElement).style.transform)).toBe('')
    await block.scrollIntoViewIfNeeded()
    await expect.poll(() => track.evaluate(scroller)).toBe('hidden')
    await expect
      .poll(() => track.evaluate((element) => (element as HTMLElement).style.transform))
      .toMatch(/translate/)
    await context.close()
  })
})

describe('car of the week (HTTP)', () => {
  it('links each card to its detail page', smoke, async () => {
    const html = (await requestSite('automotive-se', '/')).body
    const block = html.slice(html.indexOf('data-block="car-of-the-week"'))
    const end = block.indexOf('</section>')
    const hrefs = [...block.slice(0, end).matchAll(/<h3><a href="([^"]+)"/g)].map((match) => match[1])
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/kop-bil\/bil\/\d+\/[a-z0-9-]+$/)
  })
})

// The banner's placeholder example ("elbil kombi") once found no car. Every example a seeded
// placeholder offers must find cars on its site.
describe("the banner search's own example", () => {
  it('finds cars on every site whose banner has a search bar (HTTP)', smoke, async () => {
    const tried: string[] = []
    for (const site of demoSites) {
      const home = (await requestSite(site.name, '/')).body
      if (!home.includes('data-search-bar')) continue
      const bars = [...serverPayload(home).matchAll(searchBarProps)].map((match) =>
        match.slice(1).map((value) => JSON.parse(value) as string | null),
      )
      expect(bars.length, `${site.name}: the search bar's props`).toBeGreaterThan(0)
      for (const [searchUrl, ...placeholders] of bars) {
        for (const example of placeholders.map((placeholder) => exampleIn(placeholder ?? ''))) {
          if (!example) continue
          // Where the bar's submit goes (the hero's island sends the visitor there).
          const path = searchHref(searchUrl ?? '/', '', example, new URL(siteUrl(site.name)).origin)
          const list = (await requestSite(site.name, path)).body
          const grid = list.slice(list.indexOf('data-car-grid'))
          const found = grid.slice(0, grid.indexOf('</ul>')).match(/data-vehicle-card="/g)?.length ?? 0
          tried.push(`${site.name}: ${example} → ${found}`)
          const state = /data-car-list="true" data-state="(\w+)"/.exec(list)?.[1]
          expect(found, `${site.name} "${example}" at ${path}, list ${state}`).toBeGreaterThan(0)
        }
      }
    }
    expect(tried.length).toBeGreaterThanOrEqual(3)
  })

  it('is the placeholder at 1440 px, and searching it lands on the list with its cars', smoke, async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    const form = page.locator('[data-search-bar][data-hydrated]').first()
    const example = exampleIn((await form.locator('input').getAttribute('placeholder')) ?? '')
    expect(example).toBeTruthy()
    await form.locator('input').fill(example!)
    await form.locator('button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname !== '/')
    await page.waitForSelector('[data-car-list][data-hydrated]')
    expect(new URL(page.url()).searchParams.get('keyphrase')).toBe(example)
    expect(await cards(page).count()).toBeGreaterThan(0)
    await context.close()
  })
})
