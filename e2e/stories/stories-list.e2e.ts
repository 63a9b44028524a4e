import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storiesDictionaryEntries as texts } from '../../src/seed/dictionary-stories'
import { requestSite, launchBrowser, openPage, siteUrl } from '../support/browser'
import { axeViolations } from '../support/axe'
import { expectedStories, tagValue, titles } from './expected'
import { smoke } from '../support/tags'

// The stories list on automotive SE's stories index (/aktuellt): 15 stories, page size 4.
const site = 'automotive-se'
const indexPath = '/aktuellt'
const all = expectedStories(site, 'sv', indexPath)
const withTags = (...keys: string[]) => all.filter((story) => story.tags.some((tag) => keys.includes(tag)))

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// The hydrated list: interactions wait until the island is live.
const list = (page: Page) => page.locator('[data-stories-list][data-hydrated]')
const cardTitles = (page: Page) =>
  list(page).locator('[data-story-card] [data-story-title]').allTextContents()
const chip = (page: Page, name: string) => list(page).getByRole('button', { name, exact: true })
const loadMore = (page: Page) => list(page).getByRole('button', { name: texts.storiesLoadMore.sv })
const count = (page: Page) => list(page).locator('[data-stories-count]').textContent()
const counted = (shown: number, total: number) =>
  texts.storiesCount.sv.replace('{shown}', String(shown)).replace('{total}', String(total))

/** Clicks load more until the list reports every story, checking it grows 4 at a time. */
async function loadUntilEnd(page: Page, total: number) {
  let shown = Math.min(4, total)
  while (shown < total) {
    await loadMore(page).click()
    shown = Math.min(shown + 4, total)
    await expect.poll(() => count(page)).toBe(counted(shown, total))
  }
}

describe('stories list', () => {
  // The grid is laid out by width; what the list does is tested at 1440 px below.
  it.each(['mobile', 'desktop'] as const)(
    '%s: shows the newest four stories from the server, dates only, the newest highlighted, axe-clean',
    async (viewport) => {
      const { context, page } = await openPage(browser, viewport)
      await page.goto(siteUrl(site, indexPath))
      await list(page).waitFor()
      expect(await cardTitles(page)).toEqual(titles(all.slice(0, 4)))
      expect(await list(page).locator('[data-story-date]').first().textContent()).toBe('2026-03-02')
      expect(await list(page).locator('[data-story-card]').first().getAttribute('data-highlighted')).toBe(
        'true',
      )
      expect(await chip(page, texts.storiesShowAll.sv).getAttribute('aria-pressed')).toBe('true')
      expect(await count(page)).toBe(counted(4, 15))
      const href = await list(page).locator('[data-story-card] a').first().getAttribute('href')
      expect(href).toBe(all[0].path)
      // The highlighted story has a row of its own and the other three fill the next (no card alone
      // on a row): the last card ends where the grid does.
      const grid = (await list(page).locator('ul:has([data-story-card])').boundingBox())!
      const cards = list(page).locator('[data-story-card]')
      const [first, last] = [(await cards.first().boundingBox())!, (await cards.last().boundingBox())!]
      expect(first.width).toBeCloseTo(grid.width, 0)
      expect(last.x + last.width).toBeCloseTo(grid.x + grid.width, 0)
      if (viewport === 'desktop') expect(last.y).toBeCloseTo((await cards.nth(1).boundingBox())!.y, 0)
      expect(await axeViolations(page, '[data-block="stories-list"]')).toEqual([])
      await context.close()
    },
  )

  it('loads more until the end, where the button stays but is disabled (15 stories)', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, indexPath))
    await loadUntilEnd(page, 15)
    expect(await cardTitles(page)).toEqual(titles(all))
    expect(await loadMore(page).isDisabled()).toBe(true)
    await context.close()
  })

  it(
    'filters by tags as an OR, hides load more at the end of a short list, show-all clears',
    smoke,
    async () => {
      const { context, page } = await openPage(browser, 'desktop')
      await page.goto(siteUrl(site, indexPath))
      await chip(page, tagValue('electric-cars', 'sv')).click()
      const electric = withTags('electric-cars')
      await expect.poll(() => cardTitles(page)).toEqual(titles(electric.slice(0, 4)))
      expect(await chip(page, tagValue('electric-cars', 'sv')).getAttribute('aria-pressed')).toBe('true')
      expect(await chip(page, texts.storiesShowAll.sv).getAttribute('aria-pressed')).toBe('false')

      await chip(page, tagValue('family', 'sv')).click()
      const either = withTags('electric-cars', 'family')
      expect(either.length).toBeLessThan(12)
      await expect.poll(() => count(page)).toBe(counted(Math.min(4, either.length), either.length))
      await loadUntilEnd(page, either.length)
      expect(await cardTitles(page)).toEqual(titles(either))
      expect(await loadMore(page).count()).toBe(0)

      // Selecting a chosen tag again takes it out of the set.
      await chip(page, tagValue('electric-cars', 'sv')).click()
      const family = withTags('family')
      await expect.poll(() => count(page)).toBe(counted(Math.min(4, family.length), family.length))
      expect(await cardTitles(page)).toEqual(titles(family.slice(0, 4)))

      await chip(page, texts.storiesShowAll.sv).click()
      await expect.poll(() => count(page)).toBe(counted(4, 15))
      expect(await cardTitles(page)).toEqual(titles(all.slice(0, 4)))
      expect(await chip(page, tagValue('family', 'sv')).getAttribute('aria-pressed')).toBe('false')
      await context.close()
    },
  )

  it('says so when no story has the chosen tag', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, indexPath))
    await chip(page, tagValue('events', 'sv')).click()
    await expect
      .poll(() => list(page).locator('[data-stories-empty]').textContent())
      .toBe(texts.storiesNoResults.sv)
    expect(await list(page).locator('[data-story-card]').count()).toBe(0)
    expect(await loadMore(page).count()).toBe(0)
    await context.close()
  })

  it('shows a skeleton while loading and an error with a retry when the server fails', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, indexPath))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/stories?**', async (route) => {
      await held
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' })
    })
    await chip(page, tagValue('service', 'sv')).click()
    await expect.poll(() => list(page).locator('[data-stories-skeleton]').isVisible()).toBe(true)
    expect(await list(page).getAttribute('data-status')).toBe('pending')
    release()
    const error = list(page).getByRole('alert')
    await expect.poll(() => error.textContent()).toContain(texts.storiesError.sv)
    expect(await list(page).locator('[data-story-card]').count()).toBe(0)

    await page.unroute('**/api/stories?**')
    await error.getByRole('button', { name: texts.storiesRetry.sv }).click()
    const service = withTags('service')
    await expect.poll(() => cardTitles(page)).toEqual(titles(service.slice(0, 4)))
    await context.close()
  })
})

describe('stories list details', () => {
  it('lists a category page’s stories in the list layout (Variant 2)', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, `${indexPath}/nyheter`))
    expect(await list(page).getAttribute('data-layout')).toBe('list')
    const news = all.filter((story) => story.path.startsWith(`${indexPath}/nyheter/`))
    expect(await cardTitles(page)).toEqual(titles(news.slice(0, 4)))
    await context.close()
  })

  it(
    'answers the load-more endpoint with a page and bad input with 400 and field messages',
    smoke,
    async () => {
      const first = await requestSite(site, `/api/stories?lang=sv&path=${indexPath}&tags=offers`)
      expect(first.status).toBe(200)
      const body = JSON.parse(first.body) as {
        items: Array<{ title: string }>
        total: number
        pageInfo: { endCursor: string; hasNext: boolean }
      }
      const offers = withTags('offers')
      expect(body.total).toBe(offers.length)
      expect(body.items.map((item) => item.title)).toEqual(titles(offers.slice(0, 4)))
      const next = await requestSite(site, '/api/stories', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          lang: 'sv',
          path: indexPath,
          tags: ['offers'],
          after: body.pageInfo.endCursor,
        }),
      })
      expect(JSON.parse(next.body).items.map((item: { title: string }) => item.title)).toEqual(
        titles(offers.slice(4, 8)),
      )
      const bad = await requestSite(site, '/api/stories?lang=sv&path=aktuellt&pageSize=100&after=x')
      expect(bad.status).toBe(400)
      expect(Object.keys(JSON.parse(bad.body).fields).sort()).toEqual(['pageSize', 'path'])
      const cursor = await requestSite(site, `/api/stories?lang=sv&path=${indexPath}&after=forged`)
      expect(cursor.status).toBe(400)
      expect(JSON.parse(cursor.body).fields.after).toBeTruthy()
      const broken = await requestSite(site, '/api/stories', { method: 'POST', body: '{not json' })
      expect(broken.status).toBe(400)
    },
  )
})
