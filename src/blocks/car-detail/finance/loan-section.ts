/** Whether a car's page gets the loan calculator, and with what (spec 02 §2, §3 Loan option). */
import {
  financedPrice,
  financeSections,
  parseLoanOption,
  type LoanOption,
} from '@/services/finance/calculators'
import type { DetailCar } from '@/services/search/car/car'

/** The option and the price it finances (the campaign price when the car has one), or null. */
export function loanCalculatorInput(
  car: DetailCar,
  record: Record<string, unknown>,
): { option: LoanOption; price: number } | null {
  if (!financeSections(car).loan) return null
  const option = parseLoanOption(record.car_loan_option)
  const price = financedPrice(car)
  return option && price !== null ? { option, price } : null
}
