import type { Page } from 'playwright-core'

/** Whether the focus is on an element matching `selector` now. */
export function focused(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)
}

/** Presses Tab until the focus is on `selector`, as a keyboard user moves through a page. */
export async function tabTo(page: Page, selector: string, maxPresses = 150): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await focused(page, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}
