/**
 * Which finance sections a car shows (spec 02 §2): the loan when it has a loan option; company
 * or private leasing when the car has it together with an option object or an entry of that
 * type in car_leasing_options.
 */
export type FinanceFlags = {
  hasLoanOption: boolean
  hasCompanyLeasing: boolean
  hasPrivateLeasing: boolean
  hasCompanyLeasingOption: boolean
  hasPrivateLeasingOption: boolean
  /** The leasing_type of each car_leasing_options entry. */
  leasingTypes: readonly string[]
}

export type FinanceSections = { loan: boolean; companyLeasing: boolean; privateLeasing: boolean }

export function financeSections(car: FinanceFlags): FinanceSections {
  return {
    loan: car.hasLoanOption,
    companyLeasing:
      car.hasCompanyLeasing && (car.hasCompanyLeasingOption || car.leasingTypes.includes('Company')),
    privateLeasing:
      car.hasPrivateLeasing && (car.hasPrivateLeasingOption || car.leasingTypes.includes('Private')),
  }
}

export const showsAnyFinance = (car: FinanceFlags): boolean =>
  Object.values(financeSections(car)).some(Boolean)
