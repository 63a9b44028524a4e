import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labels as vocabulary } from '../../src/seed/catalog/vocabulary'
import { conceptsOf } from '../../src/seed/dictionary-catalog-values'
import { findCar } from '../detail/support'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { cards, openList, settled, sticky } from './helpers'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Field = keyof ReturnType<typeof conceptsOf>
const english = conceptsOf(vocabulary.UK)

/** The English word for what a market's feed writes in a field. */
function englishOf(market: 'NO' | 'SK', field: Field, value: string): string {
  const concepts = conceptsOf(vocabulary[market])[field]!
  const concept = Object.keys(concepts).find((key) => concepts[key] === value)
  if (!concept) throw new Error(`${value} is no ${field} of the ${market} feed`)
  return english[field]![concept]
}

/** Every word of a market's feed that English writes otherwise: none may show on an English page. */
function foreignWords(market: 'NO' | 'SK'): Set<string> {
  const words = new Set<string>()
  for (const [field, concepts] of Object.entries(conceptsOf(vocabulary[market])))
    for (const [concept, value] of Object.entries(concepts))
      if (english[field as Field]![concept] !== value) words.add(value)
  return words
}

const noForeignWord = (texts: string[], market: 'NO' | 'SK') =>
  expect(texts.filter((text) => foreignWords(market).has(text.trim()))).toEqual([])

const number = (text: string) => Number(text.replace(/\D/g, ''))

/** A value facet's values: what the visitor reads and what the filter sends. */
async function facetValues(page: Page, field: string) {
  return page.locator(`${sticky} [data-facet="${field}"] [data-facet-value]`).evaluateAll((items) =>
    items.map((item) => ({
      value: item.getAttribute('data-facet-value')!,
      label: item.querySelector('[data-facet-label]')!.textContent!.trim(),
    })),
  )
}

const sites = [
  { site: 'automotive-no', market: 'NO' as const, nativeList: '/kjop-bil', nativeWagon: 'Stasjonsvogn' },
  { site: 'carstore-sk', market: 'SK' as const, nativeList: '/kupit-auto', nativeWagon: 'Kombi' },
]

describe.each(sites)('English pages of $site', ({ site, market, nativeList, nativeWagon }) => {
  it('the car list labels facet values and cards in English; its mileage range counts in km and keeps kilometres in the URL', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page, '/en/buy-car', site)
    const labels: string[] = []
    for (const field of ['car_body', 'car_fuel', 'car_gearbox', 'car_color']) {
      const values = await facetValues(page, field)
      expect(values.length).toBeGreaterThan(1)
      // The label is English; the value the filter sends stays the catalog's.
      for (const { value, label } of values) expect(label).toBe(englishOf(market, field as Field, value))
      labels.push(...values.map((value) => value.label))
    }
    expect(labels).toEqual(expect.arrayContaining(['Estate', 'Automatic', 'White', 'Black']))
    noForeignWord(labels, market)

    const facts = await cards(page).locator('dd').allInnerTexts()
    noForeignWord(facts, market)
    expect(facts.filter((fact) => /\d km$/.test(fact)).length).toBeGreaterThan(0)
    expect(facts.filter((fact) => / mil$/.test(fact))).toEqual([])
    expect(facts).toEqual(expect.arrayContaining([expect.stringMatching(/^(Automatic|Manual)$/)]))

    const mileage = page.locator(`${sticky} [data-facet="car_mileage"]`)
    // In mil the most driven demo car would read about 21 600; in km it is ten times that.
    expect(Number(await mileage.locator('[data-range-slider="to"]').getAttribute('max'))).toBeGreaterThan(
      50_000,
    )
    await mileage.locator('[data-range-input="to"]').fill('30000')
    await page.waitForURL((url) => /\|30000$/.test(url.searchParams.get('car_mileage') ?? ''))
    expect(await settled(page)).toBe('results')
    const shown = await cards(page).evaluateAll((all) =>
      all.map((card) => card.querySelectorAll('dd')[1]?.textContent ?? ''),
    )
    expect(shown.length).toBeGreaterThan(0)
    for (const text of shown) {
      expect(text).toMatch(/ km$/)
      expect(number(text)).toBeLessThanOrEqual(30_000)
    }
    expect(await page.locator('[data-chip="car_mileage"]').innerText()).toMatch(/30,000/)
    await context.close()
  })

  it('filtering by a translated value sends the catalog value and finds cars', smoke, async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page, '/en/buy-car', site)
    const estate = (await facetValues(page, 'car_body')).find((value) => value.label === 'Estate')!
    expect(estate.value).toBe(nativeWagon)
    await page.locator(`${sticky} [data-facet-value="${estate.value}"] > label input`).click()
    await page.waitForURL((url) => url.searchParams.get('car_body') === nativeWagon)
    expect(await settled(page)).toBe('results')
    expect(await cards(page).count()).toBeGreaterThan(0)
    expect((await page.locator(`[data-chip="car_body=${nativeWagon}"]`).innerText()).trim()).toMatch(
      /^Estate$/,
    )
    await context.close()
  })

  it('a typed label finds the catalog value, in the list search and in the start page search', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page, '/en/buy-car', site)
    await page.locator('#car-list-keyphrase').fill('estate automatic')
    await page.locator('#car-list-keyphrase').press('Enter')
    await page.waitForURL((url) => url.searchParams.get('car_body') === nativeWagon)
    expect(await settled(page)).toBe('results')
    expect(new URL(page.url()).searchParams.get('car_gearbox')).toBe(vocabulary[market].gearbox[1])
    expect(new URL(page.url()).searchParams.get('keyphrase')).toBeNull()
    expect(await cards(page).count()).toBeGreaterThan(0)

    await page.goto(siteUrl(site, '/en'))
    const hero = page.locator('[data-hero-search][data-hydrated]')
    await hero.locator('input').fill('estate')
    await hero.locator('button').click()
    await page.waitForURL((url) => url.searchParams.get('car_body') === nativeWagon)
    expect(new URL(page.url()).pathname).toBe('/en/buy-car')
    await page.waitForSelector('[data-car-list][data-hydrated]')
    expect(await settled(page)).toBe('results')
    await context.close()
  })

  it('a car page and the comparison show the overview in English and mileage in km', async () => {
    const wagon = conceptsOf(vocabulary[market]).car_body!.wagon
    const automatic = vocabulary[market].gearbox[1]
    const car = await findCar(
      site,
      { car_body: [wagon], car_gearbox: [automatic], car_is_sample: [false] },
      (candidate) => typeof candidate.car_color === 'string',
    )
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page, '/en/buy-car', site)
    const href = (await cards(page).first().locator('h3 a').getAttribute('href'))!
    const detailBase = href.split('/').slice(0, -2).join('/')

    // Compare the first two cards: their key data read in English too.
    for (const position of [0, 1]) await cards(page).nth(position).locator('[data-compare-toggle]').click()
    await page.waitForFunction(() => document.querySelectorAll('[data-compare-item]').length === 2)
    await page.locator('[data-compare-open]').click()
    const modal = page.locator('[data-compare-modal]')
    await modal.locator('h2').waitFor()
    const cells: string[] = []
    for (const field of ['car_body', 'car_fuel', 'car_gearbox', 'car_color', 'car_mileage'])
      cells.push(...(await modal.locator(`[data-compare-row="${field}"] td`).allInnerTexts()))
    noForeignWord(cells, market)
    expect(cells.filter((cell) => / mil$/.test(cell))).toEqual([])

    await page.goto(`${new URL(page.url()).origin}${detailBase}/${car.car_id}/${car.slug}`)
    const row = (key: string) => page.locator(`[data-row="${key}"] span`).nth(1).innerText()
    expect(await row('carDetailBody')).toBe('Estate')
    expect(await row('carDetailGearbox')).toBe('Automatic')
    expect(await row('carDetailColor')).toBe(englishOf(market, 'car_color', String(car.car_color)))
    expect(await row('carDetailCondition')).toBe('Used')
    expect(await row('carDetailMileage')).toMatch(/^[\d,]+ km$/)
    noForeignWord(await page.locator('[data-row] span:nth-child(2)').allInnerTexts(), market)
    await context.close()
  })

  it('the native-language list shows the catalog values as they are, and mileage in km', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page, nativeList, site)
    const wagon = (await facetValues(page, 'car_body')).find((value) => value.value === nativeWagon)!
    expect(wagon.label).toBe(nativeWagon)
    // Norway counts in km, as its "Kilometerstand" says (decisions: What a visitor sees); mil is Sweden's.
    expect(await cards(page).first().locator('dd').nth(1).innerText()).toMatch(/ km$/)
    await context.close()
  })
})
