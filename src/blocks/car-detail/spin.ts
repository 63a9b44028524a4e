/**
 * The 360 spin view (spec 02 §4, §9): auto-rotates one frame per 150 ms until dragged, a button
 * toggles rotation, a drag moves one frame per 5 px, 5 frames are preloaded on each side.
 */
export const spin = { frameIntervalMs: 150, pixelsPerFrame: 5, preloadEachSide: 5 } as const

export function wrapFrame(frame: number, count: number): number {
  if (count <= 0) return 0
  return ((frame % count) + count) % count
}

/** The frame shown after dragging deltaX pixels from startFrame (dragging right turns the car). */
export function frameAfterDrag(startFrame: number, deltaX: number, count: number): number {
  return wrapFrame(startFrame + Math.trunc(deltaX / spin.pixelsPerFrame), count)
}

/** The frames to have loaded around the current one: itself and 5 on each side. */
export function framesToPreload(current: number, count: number): number[] {
  const frames = new Set<number>()
  for (let offset = -spin.preloadEachSide; offset <= spin.preloadEachSide; offset++)
    frames.add(wrapFrame(current + offset, count))
  return [...frames]
}
