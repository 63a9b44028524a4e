import { describe, expect, it } from 'vitest'
import { nearPageEnd, scrollToTopThreshold, showsScrollToTop } from './ScrollToTop.client'

describe('the scroll-to-top button', () => {
  const away = { scrollY: scrollToTopThreshold + 1, fromEnd: nearPageEnd + 1, editing: false }

  it('shows past 528 px of scroll (spec 01 §9)', () => {
    expect(showsScrollToTop(away)).toBe(true)
    expect(showsScrollToTop({ ...away, scrollY: scrollToTopThreshold })).toBe(false)
  })

  it('stays away while a form control has the focus and near the page’s end', () => {
    expect(showsScrollToTop({ ...away, editing: true })).toBe(false)
    expect(showsScrollToTop({ ...away, fromEnd: nearPageEnd })).toBe(false)
  })
})
