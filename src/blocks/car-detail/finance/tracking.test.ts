import { afterEach, describe, expect, it, vi } from 'vitest'
import { loanSliderTracker } from '../tracking'

describe('loan slider tracking', () => {
  afterEach(() => vi.useRealTimers())

  it('sends nothing for the first two changes, then the last change of a burst after a 500 ms rest', () => {
    vi.useFakeTimers()
    const send = vi.fn()
    const track = loanSliderTracker(send)
    track({ months: 12, downPayment: 25_000 })
    track({ months: 12, downPayment: 26_000 })
    vi.advanceTimersByTime(1000)
    expect(send).not.toHaveBeenCalled()

    track({ months: 12, downPayment: 27_000 })
    vi.advanceTimersByTime(499)
    track({ months: 24, downPayment: 27_000 })
    vi.advanceTimersByTime(499)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ months: 24, downPayment: 27_000 })

    track({ months: 24, downPayment: 30_000 })
    vi.advanceTimersByTime(500)
    expect(send).toHaveBeenLastCalledWith({ months: 24, downPayment: 30_000 })
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('pushes a loan_calculator event to the data layer', async () => {
    const { trackLoanSlider } = await import('../tracking')
    const dataLayer: unknown[] = []
    vi.stubGlobal('window', { dataLayer })
    trackLoanSlider({ months: 36, downPayment: 40_000 })
    vi.unstubAllGlobals()
    expect(dataLayer).toEqual([{ event: 'loan_calculator', loan_period: 36, loan_down_payment: 40_000 }])
  })
})
