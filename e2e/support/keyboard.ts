import type { Page } from 'playwright-core'

/** Presses Tab until the focus is on `selector`, as a keyboard user moves through a page. */
export async function tabTo(page: Page, selector: string, maxPresses = 150): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}
