/**
 * The two sums every credit calculator here is built on: the annuity payment with a residual
 * (balloon) value, and the effective annual rate that makes a credit's cash flows balance.
 * Pure and client-safe: the Swedish calculators and the UK quote engine share them.
 */

/**
 * Monthly payment that pays `principal` down to `residual` in `months` at the nominal
 * `yearlyRate` (0.0695 for 6.95 %), interest charged monthly at yearlyRate / 12.
 * P = (principal − residual / (1 + r)^n) · r / (1 − (1 + r)^−n); with r = 0, (principal − residual) / n.
 */
export function annuityPayment(principal: number, yearlyRate: number, months: number, residual = 0): number {
  const rate = yearlyRate / 12
  if (rate === 0) return (principal - residual) / months
  return ((principal - residual / (1 + rate) ** months) * rate) / (1 - (1 + rate) ** -months)
}

/**
 * The credit the monthly `payment` repays over `months`, leaving `residual`: the annuity turned
 * round (present value of the payments and the residual at yearlyRate / 12).
 */
export function principalFor(payment: number, yearlyRate: number, months: number, residual = 0): number {
  const rate = yearlyRate / 12
  if (rate === 0) return payment * months + residual
  return (payment * (1 - (1 + rate) ** -months)) / rate + residual / (1 + rate) ** months
}

/** An amount changing hands `month` months after the credit starts; paid out to the borrower is positive. */
export type CashFlow = { month: number; amount: number }

/** The flows' present value at `annualRate`, and how fast it changes with the rate (its derivative). */
function presentValue(flows: readonly CashFlow[], annualRate: number): { value: number; slope: number } {
  let value = 0
  let slope = 0
  for (const flow of flows) {
    const years = flow.month / 12
    const discounted = flow.amount / (1 + annualRate) ** years
    value += discounted
    slope -= (years * discounted) / (1 + annualRate)
  }
  return { value, slope }
}

/**
 * The annual rate i at which the flows' present value is zero, discounting month m by
 * (1 + i)^(m/12): the EU consumer-credit (APR, "effektiv ränta") convention of annual
 * compounding. Newton's method inside a bracket that bisection keeps: a step that would leave the
 * bracket bisects it instead, so the search cannot diverge (the present value of a credit, money
 * out first and repayments later, changes monotonically with the rate) and takes a handful of
 * steps where bisection alone took about fifty (the car page computes it for every loan shown).
 * Null when no rate between −99 % and 10 000 % balances them (for example repayments smaller
 * than nothing).
 */
export function effectiveAnnualRate(flows: readonly CashFlow[]): number | null {
  let low = -0.99
  let high = 100
  const lowSign = Math.sign(presentValue(flows, low).value)
  if (lowSign === Math.sign(presentValue(flows, high).value)) return null
  let rate = 0.1
  for (let step = 0; step < 200; step++) {
    const { value, slope } = presentValue(flows, rate)
    if (value === 0) return rate
    if (Math.sign(value) === lowSign) low = rate
    else high = rate
    const newton = rate - value / slope
    const next = newton > low && newton < high ? newton : (low + high) / 2
    if (Math.abs(next - rate) <= 1e-12 || high - low <= 1e-12) return next
    rate = next
  }
  return rate
}

/**
 * The flows of a credit of `credit` paid out at the start, less an up-front fee, repaid by
 * `months` payments of `monthly` and a `final` sum with the last one.
 */
export function creditFlows(credit: {
  paidOut: number
  upFrontFee?: number
  monthly: number
  months: number
  final?: number
}): CashFlow[] {
  const flows: CashFlow[] = [{ month: 0, amount: credit.paidOut - (credit.upFrontFee ?? 0) }]
  for (let month = 1; month <= credit.months; month++) flows.push({ month, amount: -credit.monthly })
  if (credit.final) flows.push({ month: credit.months, amount: -credit.final })
  return flows
}

/** Rounds to `decimals` places the way people do (half away from zero), without 1.005 surprises. */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals
  return Math.sign(value) * (Math.round(Math.abs(value) * factor + 1e-9) / factor)
}
