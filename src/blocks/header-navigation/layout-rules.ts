/** Spec 01 §9 navigation constants and the pure rules the navigation island applies. */
export const navigationConstants = {
  desktopBreakpoint: 1280,
  drillDownBreakpoint: 1024,
  closeDelayMs: 200,
  resizeThrottleMs: 50,
  resizeFinalMs: 250,
  heightSettleMs: 50,
  fallbackHeight: 76,
  stickySolidAfter: 100,
  imagesAboveWidth: 1500,
  imagesUpToChildren: 4,
} as const

/** Mega-menu images show for small sections, or on wide screens. */
export function showsMegaMenuImages(childCount: number, windowWidth: number): boolean {
  return (
    childCount <= navigationConstants.imagesUpToChildren || windowWidth > navigationConstants.imagesAboveWidth
  )
}

/**
 * How many items fit in the row, in order; the rest move into "More". The More button's width
 * is reserved only when something overflows.
 */
export function visibleItemCount(itemWidths: number[], available: number, moreWidth: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0)
  if (total <= available) return itemWidths.length
  let used = moreWidth
  let count = 0
  for (const width of itemWidths) {
    if (used + width > available) break
    used += width
    count++
  }
  return count
}

/**
 * Runs `update` at most every `intervalMs` while events keep coming, and once more `finalMs`
 * after the last one (spec 01 §4 "resize handling": 50 ms, final update 250 ms).
 */
export function throttleWithFinal(update: () => void, intervalMs: number, finalMs: number) {
  let last = -Infinity
  let finalTimer: ReturnType<typeof setTimeout> | undefined
  const handler = () => {
    const now = Date.now()
    if (now - last >= intervalMs) {
      last = now
      update()
    }
    clearTimeout(finalTimer)
    finalTimer = setTimeout(() => {
      last = Date.now()
      update()
    }, finalMs)
  }
  handler.cancel = () => clearTimeout(finalTimer)
  return handler
}
