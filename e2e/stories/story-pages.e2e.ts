import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storiesDictionaryEntries as texts } from '../../src/seed/dictionary-stories'
import { launchBrowser, openPage, requestSite, siteUrl } from '../support/browser'
import { expectedStories, indexTitle, titles } from './expected'
import { smoke } from '../support/tags'

// Teaser on the home page, and the article navigation and publish info of story pages.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const swedish = expectedStories('automotive-se', 'sv', '/aktuellt')

// Nothing here is laid out differently by width in a way the tests measure: they run at 1440 px.
describe('story pages', () => {
  it('the home page teases the three newest stories and links to the stories index', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    const teaser = page.locator('[data-block="stories-teaser"]')
    expect(await teaser.locator('h2').textContent()).toBe(indexTitle('sv'))
    expect(await teaser.locator('[data-story-card] [data-story-title]').allTextContents()).toEqual(
      titles(swedish.slice(0, 3)),
    )
    const link = teaser.getByRole('link', { name: texts.storiesTeaserLink.sv })
    await Promise.all([page.waitForURL(siteUrl('automotive-se', '/aktuellt')), link.click()])
    expect(await page.locator('h1').textContent()).toBe(indexTitle('sv'))
    await context.close()
  })

  it(
    'the newest story shows its author and date written out in the site language, has Back and Next but no Previous; Next opens the next older story',
    smoke,
    async () => {
      const { context, page } = await openPage(browser, 'desktop')
      await page.goto(siteUrl('automotive-se', swedish[0].path))
      const strip = page.locator('[data-block="publish-info"]')
      expect(await strip.locator('[data-publish-author]').textContent()).toBe(
        `${texts.publishInfoAuthor.sv} ${swedish[0].author}`,
      )
      expect(await strip.locator('time').textContent()).toBe('2 mars 2026')
      const navigation = page.getByRole('navigation', { name: texts.articleNavigationLabel.sv })
      expect(await navigation.getByRole('link', { name: texts.articlePrevious.sv }).count()).toBe(0)
      expect(await navigation.getByRole('link', { name: texts.articleBack.sv }).getAttribute('href')).toBe(
        '/aktuellt',
      )
      await Promise.all([
        page.waitForURL(siteUrl('automotive-se', swedish[1].path)),
        navigation.getByRole('link', { name: texts.articleNext.sv }).click(),
      ])
      expect(await page.locator('h1').textContent()).toBe(swedish[1].title)
      await context.close()
    },
  )

  it('the oldest story has Previous but no Next; Previous opens the next newer story', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const oldest = swedish.at(-1)!
    await page.goto(siteUrl('automotive-se', oldest.path))
    const navigation = page.getByRole('navigation', { name: texts.articleNavigationLabel.sv })
    expect(await navigation.getByRole('link', { name: texts.articleNext.sv }).count()).toBe(0)
    await Promise.all([
      page.waitForURL(siteUrl('automotive-se', swedish.at(-2)!.path)),
      navigation.getByRole('link', { name: texts.articlePrevious.sv }).click(),
    ])
    await Promise.all([
      page.waitForURL(siteUrl('automotive-se', '/aktuellt')),
      page
        .getByRole('navigation', { name: texts.articleNavigationLabel.sv })
        .getByRole('link', { name: texts.articleBack.sv })
        .click(),
    ])
    await context.close()
  })
})

describe('stories in a second language and on other sites', () => {
  it('links English stories of a Norwegian site under /en and formats dates in English', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const english = expectedStories('automotive-no', 'en', '/en/news')
    await page.goto(siteUrl('automotive-no', '/en/news'))
    const cards = page.locator('[data-stories-list] [data-story-card]')
    expect(await cards.locator('[data-story-title]').allTextContents()).toEqual(titles(english.slice(0, 4)))
    expect(await cards.first().locator('a').getAttribute('href')).toBe(english[0].path)
    await page.goto(siteUrl('automotive-no', english[0].path))
    expect(await page.locator('[data-block="publish-info"] time').textContent()).toBe('2 March 2026')
    expect(await page.getByRole('link', { name: texts.articleBack.en }).getAttribute('href')).toBe('/en/news')
    await context.close()
  })

  it('gives every demo site a stories index with at least 14 stories in each language', async () => {
    const { demoSites } = await import('../../src/seed/sites')
    const { languageByCode } = await import('../../src/lib/i18n/languages')
    const { storiesIndexTexts, storiesIndexSlugOverrides, textLanguage } =
      await import('../../src/seed/stories-content')
    for (const site of demoSites) {
      for (const [position, code] of site.languages.entries()) {
        const slug =
          storiesIndexSlugOverrides[site.name]?.[code] ?? storiesIndexTexts[textLanguage(code)].slug
        const prefix = position === 0 ? '' : `/${languageByCode(code)!.prefix}`
        const response = await requestSite(site.name, `/api/stories?lang=${code}&path=/${slug}`)
        expect(response.status, `${site.name} ${code}`).toBe(200)
        const body = JSON.parse(response.body) as { total: number; items: Array<{ href: string }> }
        expect(body.total, `${site.name} ${code}`).toBeGreaterThanOrEqual(14)
        expect(body.items[0].href.startsWith(`${prefix}/${slug}/`)).toBe(true)
      }
    }
  })
})
