import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showsMegaMenuImages, throttleWithFinal, visibleItemCount } from './layout-rules'

describe('visibleItemCount', () => {
  it('keeps every item when all fit, without reserving room for More', () => {
    expect(visibleItemCount([100, 100, 100], 300, 80)).toBe(3)
  })

  it('moves the items that do not fit beside the More button', () => {
    expect(visibleItemCount([100, 100, 100], 299, 80)).toBe(2)
    expect(visibleItemCount([100, 100, 100], 250, 80)).toBe(1)
    expect(visibleItemCount([100, 100, 100], 50, 80)).toBe(0)
  })
})

describe('showsMegaMenuImages', () => {
  it('shows images for four or fewer children, or above 1500 px', () => {
    expect(showsMegaMenuImages(4, 1280)).toBe(true)
    expect(showsMegaMenuImages(5, 1500)).toBe(false)
    expect(showsMegaMenuImages(5, 1501)).toBe(true)
  })
})

describe('throttleWithFinal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('updates at most every 50 ms while resizing and once 250 ms after the last event', () => {
    const update = vi.fn()
    const handler = throttleWithFinal(update, 50, 250)
    handler()
    expect(update).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(20)
    handler()
    expect(update).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(40)
    handler()
    expect(update).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(249)
    expect(update).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1)
    expect(update).toHaveBeenCalledTimes(3)
  })
})
