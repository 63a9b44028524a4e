/**
 * The similar cars carousel (spec 02 §2, §9): a strip that toggles between collapsed (offset
 * -80 px) and expanded by click or drag. Releasing a drag at 30 % or more of the travel snaps it
 * open, otherwise closed; a click counts only under 5 px of movement.
 */
export const similarCarsCarousel = {
  cardWidth: 330,
  gap: 16,
  closedOffset: -80,
  snapThreshold: 0.3,
  clickThreshold: 5,
  maxTravel: 1580,
  travelMargin: 200,
} as const

/** How far the strip moves between collapsed and expanded: min(1580, window width − 200). */
export function carouselTravel(windowWidth: number): number {
  const { maxTravel, travelMargin } = similarCarsCarousel
  return Math.max(0, Math.min(maxTravel, windowWidth - travelMargin))
}

/** Strip position (translateX in px) at a progress between 0 (collapsed) and 1 (expanded). */
export function carouselOffset(progress: number, travel: number): number {
  return similarCarsCarousel.closedOffset - clampProgress(progress) * travel
}

export function clampProgress(progress: number): number {
  return Math.min(1, Math.max(0, progress))
}

/** Progress while dragging: a pointer moving left by the whole travel opens the strip fully. */
export function dragProgress(startProgress: number, deltaX: number, travel: number): number {
  if (travel <= 0) return startProgress
  return clampProgress(startProgress - deltaX / travel)
}

/** Where a released drag settles. */
export function settleAfterDrag(progress: number): 'open' | 'closed' {
  return progress >= similarCarsCarousel.snapThreshold ? 'open' : 'closed'
}

/** A press counts as a click (toggle, follow a card link) only when it moved less than 5 px. */
export function isClick(deltaX: number, deltaY = 0): boolean {
  return Math.hypot(deltaX, deltaY) < similarCarsCarousel.clickThreshold
}
