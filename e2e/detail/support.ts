import { inject } from 'vitest'
import type { Page } from 'playwright-core'
import { dictionaryEntries } from '../../src/seed/dictionary'
import { demoSites } from '../../src/seed/sites'

export type Car = Record<string, unknown> & { car_id: string; slug: string }

/** Cars of a site's index straight from the search service the page uses. */
export async function findCars(
  site: string,
  filters: Record<string, Array<string | number | boolean>>,
  limit = 50,
  keyphrase?: string,
): Promise<Car[]> {
  const response = await fetch(`${inject('baseUrl')}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ index: `vehicles_${site}`, filters, limit, ...(keyphrase ? { keyphrase } : {}) }),
  })
  if (!response.ok) throw new Error(`search failed: ${response.status}`)
  return ((await response.json()) as { content: Car[] }).content
}

export async function findCar(
  site: string,
  filters: Record<string, Array<string | number | boolean>>,
  accept: (car: Car) => boolean = () => true,
): Promise<Car> {
  const car = (await findCars(site, filters, 200)).find(accept)
  if (!car) throw new Error(`no demo car on ${site} matches ${JSON.stringify(filters)}`)
  return car
}

export function siteOf(name: string) {
  const site = demoSites.find((candidate) => candidate.name === name)
  if (!site) throw new Error(`unknown demo site ${name}`)
  return site
}

export function detailPath(site: string, car: Pick<Car, 'car_id' | 'slug'>): string {
  return `${siteOf(site).pathToCarDetail}/${car.car_id}/${car.slug}`
}

/** A seeded dictionary text in a site's default language. */
export function text(site: string, key: string): string {
  const language = siteOf(site).languages[0]
  const value = dictionaryEntries[key]?.[language]
  if (!value) throw new Error(`no dictionary text ${key} for ${language}`)
  return value
}

export async function dataLayerEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry?.event === name,
      ),
    event,
  )
}

export const sizes = ['mobile', 'desktop'] as const

/**
 * Waits until the detail page's islands (the form, the folds, the similar cars) have hydrated:
 * a click before that does nothing.
 */
export async function detailHydrated(page: Page): Promise<void> {
  await page.locator('[data-contact-form][data-hydrated]').waitFor()
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-expandable], [data-collapsible], [data-similar-cars]')].every(
      (element) => element.hasAttribute('data-hydrated'),
    ),
  )
}
