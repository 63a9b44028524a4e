import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { fill } from '../../src/lib/i18n/fill'
import { dictionaryEntries } from '../../src/seed/dictionary'
import { siteUrl } from '../support/browser'

export const site = 'automotive-se'
export const cataloguePath = '/service/tillbehor'
export const kitIndex = `kits_${site}`
export const kitVehicleIndex = `kitvehicles_${site}`
export const sizes = ['mobile', 'desktop'] as const

export const root = '[data-kit-catalogue]'
export const cards = (page: Page) => page.locator('[data-kit-grid] [data-kit]')

/** Opens the catalogue and waits until its island works and its list has settled. */
export async function openCatalogue(page: Page, query = ''): Promise<void> {
  await page.goto(siteUrl(site, `${cataloguePath}${query}`))
  await page.waitForSelector(`${root}[data-hydrated]`)
  await settled(page)
}

/** Waits for the list to settle after a change: no loading state. */
export async function settled(page: Page): Promise<string> {
  await page.waitForSelector(`${root}:not([data-state="loading"])`)
  return (await page.locator(root).getAttribute('data-state'))!
}

/** A kit text of the catalogue's (Swedish) site, as the dictionary seeds it. */
export const kitText = (key: string) => dictionaryEntries[key].sv

/** "{n} produkter i varukorgen". */
export const cartCount = (count: number) => fill(kitText('kitCartCount'), { count })

/** "Visar X av Y" as numbers. */
export async function progress(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.locator('[data-progress]').textContent())?.trim() ?? ''
  const match = new RegExp(`^${fill(kitText('kitProgress'), { shown: '(\\d+)', total: '(\\d+)' })}$`).exec(
    text,
  )
  if (!match) throw new Error(`no progress in "${text}"`)
  return { shown: Number(match[1]), total: Number(match[2]) }
}

export const chipTexts = async (page: Page) =>
  (await page.locator('[data-chip]').allTextContents()).map((chip) => chip.trim())

/** Where the facets are at this width: the side panel, or the drawer (opened first). */
export async function filterPanel(page: Page, viewport: (typeof sizes)[number]): Promise<string> {
  if (viewport === 'desktop') return '[data-filter-panel="side"]'
  if (!(await page.locator('[data-dialog="filters"][open]').count()))
    await page.locator('[data-filter-toggle]').click()
  await page.waitForSelector('[data-dialog="filters"][open]')
  return '[data-dialog="filters"]'
}

/** Whether the focus is inside `selector`. */
export const focusInside = (page: Page, selector: string) =>
  page.evaluate((wanted) => Boolean(document.activeElement?.closest(wanted)), selector)

export async function search(body: Record<string, unknown>) {
  const response = await fetch(`${inject('baseUrl')}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { content: Record<string, unknown>[]; total_items: number }
}

/** A car of the kit vehicles that some kits fit, and how many kits fit it. */
export async function carWithKits() {
  const vehicles = await search({
    index: kitVehicleIndex,
    fields: ['type_id', 'manufacturer', 'model', 'type_manf_year'],
    limit: 100,
  })
  for (const vehicle of vehicles.content) {
    const same = await search({
      index: kitVehicleIndex,
      fields: ['type_id'],
      filters: {
        manufacturer: [vehicle.manufacturer],
        model: [vehicle.model],
        type_manf_year: [vehicle.type_manf_year],
      },
      limit: 100,
    })
    const typeIds = same.content.map((record) => String(record.type_id))
    const fitting = await search({ index: kitIndex, filters: { type_id: typeIds }, limit: 0 })
    if (fitting.total_items > 0)
      return {
        manufacturer: String(vehicle.manufacturer),
        model: String(vehicle.model),
        year: String(vehicle.type_manf_year),
        kits: fitting.total_items,
      }
  }
  throw new Error('no kit vehicle has kits')
}

/** Picks a car in the open chooser (by keyboard-free selects) and submits it. */
export async function chooseCar(
  page: Page,
  scope: string,
  car: { manufacturer: string; model: string; year: string },
) {
  await page.waitForSelector(`${scope} [data-car-chooser][data-ready]`)
  await page.locator(`${scope} [data-chooser="manufacturer"]`).selectOption(car.manufacturer)
  await page.locator(`${scope} [data-chooser="model"]`).selectOption(car.model)
  await page.locator(`${scope} [data-chooser="year"]`).selectOption(car.year)
}
