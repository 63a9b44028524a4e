import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Page } from 'playwright-core'

/** WCAG 2.2 A and AA: the level the product promises. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Rules outside those tags that Lighthouse's accessibility score counts (the target is 100):
 * a skipped heading level, and a control whose accessible name leaves out its visible text.
 */
const lighthouseRules = {
  'heading-order': { enabled: true },
  'label-content-name-mismatch': { enabled: true },
}

/**
 * axe-core's violations on the page (or inside `include`), each as "rule (targets)". Only
 * violations are collected (`resultTypes`): axe then skips gathering every passing node, which on a
 * large page (a car list of 48 cards) is most of its time; the rules that run are the same.
 *
 * axe runs in the page itself (`axe.run`, the builder's legacy mode), which reaches the page's
 * same-origin frames. The builder's default runs each frame apart and merges the results in a new
 * blank page it opens for every audit: that costs about 40 % of the suite's axe time, and buys only
 * cross-origin frames, which here are third parties' (a video player, a hosted form) and not ours
 * to fix; their iframe elements are audited (a title) either way.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await injectAxe(page)
  const builder = new AxeBuilder({ page, axeSource: ';' })
    .options({ resultTypes: ['violations'], rules: lighthouseRules })
    .withTags(wcagTags)
    .setLegacyMode(true)
  if (include) builder.include(include)
  const results = await builder.analyze()
  return results.violations.map(
    (violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}

/**
 * axe-core in the page and each of its frames, however long that takes. The builder injects it
 * itself but gives each frame one second and goes on without it when that runs out, which on two
 * busy cores left a frame silently unaudited; it is then handed a source that does nothing.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window).catch(() => true)) continue
    // A frame removed meanwhile has nothing left to audit.
    await frame.evaluate(axe.source).catch((error: Error) => {
      if (!frame.isDetached()) throw error
    })
  }
}
