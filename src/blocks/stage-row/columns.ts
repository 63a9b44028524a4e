/** Breakpoints of the stage row: medium from 768 px, large from 1280 px. */
export const mediumWidth = 768
export const largeWidth = 1280

/**
 * Columns of a stage row at a window width (spec 01 §2.4): one on phones, three on medium screens;
 * on large screens three, or with four-column mode four (two when the row has only one or two cards).
 */
export function stageRowColumns(width: number, itemCount: number, useFourColumns: boolean): number {
  if (width < mediumWidth) return 1
  if (width < largeWidth || !useFourColumns) return 3
  return itemCount <= 2 ? 2 : 4
}
