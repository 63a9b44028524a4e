/**
 * The guaranteed future value of a PCP: what the car is expected to be worth at the end of the
 * term, from its age now, its annual mileage and the term, times the share the lender guarantees.
 */
import type { FinanceConfig } from './config'

type ResidualModel = FinanceConfig['residual']

/** The yearly depreciation for a car of `ageYears`. */
function depreciationAt(model: ResidualModel, ageYears: number): number {
  return model.depreciation.find((band) => ageYears < band.untilAgeYears)?.rate ?? model.olderDepreciationRate
}

/**
 * Value kept after `termMonths` for a car `ageYears` old now: month by month at the band's
 * yearly rate (so a car that ages into a gentler band depreciates more slowly), then adjusted by
 * `valuePer1000Miles` for each 1 000 miles a year off the standard mileage; never below 0.
 */
export function retainedShare(
  model: ResidualModel,
  ageYears: number,
  termMonths: number,
  annualMileage: number,
): number {
  let share = 1
  for (let month = 0; month < termMonths; month++)
    share *= (1 - depreciationAt(model, ageYears + month / 12)) ** (1 / 12)
  const mileageEffect = ((annualMileage - model.standardAnnualMileage) / 1000) * model.valuePer1000Miles
  return Math.max(0, share * (1 - mileageEffect))
}

/** The guaranteed future value in whole pounds (rounded down: the lender never guarantees more). */
export function guaranteedFutureValue(
  model: ResidualModel,
  vehicle: { price: number; ageYears: number },
  termMonths: number,
  annualMileage: number,
): number {
  return Math.floor(
    vehicle.price * retainedShare(model, vehicle.ageYears, termMonths, annualMileage) * model.guaranteeShare,
  )
}
