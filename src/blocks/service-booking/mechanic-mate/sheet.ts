/**
 * The summary's bottom sheet on mobile (spec 03 §2.3, §4, §9): 72 px collapsed, 80vh expanded;
 * dragging down beyond 200 px closes it, dragging up beyond 20 px opens it.
 */
export const sheetCollapsedPx = 72
export const closeBeyondPx = 200
export const openBeyondPx = 20

/** Whether the sheet is expanded after a drag of `deltaY` px (positive is down). */
export function expandedAfterDrag(expanded: boolean, deltaY: number): boolean {
  if (expanded) return !(deltaY > closeBeyondPx)
  return deltaY < -openBeyondPx
}

/** A drag moved the pointer far enough not to count as a click. */
export const isDrag = (deltaY: number) => Math.abs(deltaY) > 5
