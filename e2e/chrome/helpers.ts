import type { Page } from 'playwright-core'

/**
 * Puts the page's timers under the test's control: time runs normally while the page loads, then
 * stops, so a test advances it by exact amounts (the 200 ms and 1 s rules) without waiting.
 */
export async function controlClock(page: Page, load: () => Promise<unknown>): Promise<void> {
  const start = new Date('2026-03-02T09:00:00Z')
  await page.clock.install({ time: start })
  await load()
  await page.waitForLoadState('networkidle')
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
}

/** Whether an element is shown (present, not hidden, not visibility:hidden). */
export const shown = (page: Page, selector: string) => page.locator(selector).first().isVisible()
