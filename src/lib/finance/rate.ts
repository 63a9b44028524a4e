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

const presentValue = (flows: readonly CashFlow[], annualRate: number) =>
  flows.reduce((sum, flow) => sum + flow.amount / (1 + annualRate) ** (flow.month / 12), 0)

/**
 * The annual rate i at which the flows' present value is zero, discounting month m by
 * (1 + i)^(m/12): the EU consumer-credit (APR, "effektiv ränta") convention of annual
 * compounding. Solved by bisection, which cannot diverge: the present value of a credit (money
 * out first, repayments later) rises monotonically with the rate. Null when no rate between
 * −99 % and 10 000 % balances them (for example repayments smaller than nothing).
 */
export function effectiveAnnualRate(flows: readonly CashFlow[]): number | null {
  let low = -0.99
  let high = 100
  const lowValue = presentValue(flows, low)
  const highValue = presentValue(flows, high)
  if (Math.sign(lowValue) === Math.sign(highValue)) return null
  for (let step = 0; step < 200 && high - low > 1e-12; step++) {
    const middle = (low + high) / 2
    if (Math.sign(presentValue(flows, middle)) === Math.sign(lowValue)) low = middle
    else high = middle
  }
  return (low + high) / 2
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
