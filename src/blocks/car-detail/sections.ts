/**
 * What each section of the detail page shows (spec 02 §2, §5): pure, so the rules are tested
 * without a browser. Lines with an empty value are dropped.
 */
import {
  formatMileage,
  formatPrice,
  formatRegistrationDate,
  localiseNumbers,
  type VehicleFormat,
} from '@/ui/vehicle/format'
import {
  catalogValueLabel,
  type CatalogValueLabels,
  type LabelledCatalogField,
} from '@/lib/i18n/catalog-values'
import { showsAnyFinance } from '@/services/finance/calculators/visibility'
import {
  openingCompanyLeasingMonthlyCost,
  type CompanyLeasingOption,
} from '@/services/finance/calculators/company-leasing'
import type { CarSeller, DetailCar } from '@/services/search/car/car'

export const technicalRowsCollapsed = 5
export const equipmentCollapsedHeight = 190
export const descriptionCollapsedHeight = 300
export const sampleEquipmentShown = 3
/** A sample car's equipment gets a toggle only above this many items. */
export const sampleEquipmentToggleAbove = 4

export type Row = { key: string; value: string }
const rows = (entries: Array<[string, string | null | undefined]>): Row[] =>
  entries.flatMap(([key, value]) => (value ? [{ key, value }] : []))

export type PriceView = {
  /** The price to emphasise: the campaign price when there is one, else the price. */
  current: string | null
  /** The retail price, struck through beside a campaign price. */
  struck: string | null
  isFrom: boolean
  isCampaign: boolean
  deductibleVat: boolean
  /** Company leasing's row is a business price: shown with the excl. VAT note. */
  monthly: Array<Row & { exclVat?: boolean }>
}

/**
 * `companyLeasing` is the car's parsed option: with it, the company leasing row is the
 * calculator's opening figure (one engine, one default), not the feed's stored number.
 */
export function priceView(
  car: DetailCar,
  format: VehicleFormat,
  siteName: string,
  companyLeasing: CompanyLeasingOption | null = null,
): PriceView {
  const money = (value: number | null) => formatPrice(value, format)
  const isCampaign = car.hasCampaignPrice && car.campaignPrice !== null
  const current = money(isCampaign ? car.campaignPrice : car.price)
  const struck = isCampaign && car.retailPrice !== car.campaignPrice ? money(car.retailPrice) : null
  return {
    current,
    struck,
    isFrom: car.isSample,
    isCampaign,
    deductibleVat: siteName.includes('carstore') && car.vatEligible,
    monthly: showsFinance(car)
      ? rows([
          ['carDetailLoanMonthly', money(car.loanMonthlyCost)],
          ['carDetailPrivateLeasingMonthly', money(car.privateLeasingMonthlyCost)],
          [
            'carDetailCompanyLeasingMonthly',
            money(
              companyLeasing
                ? openingCompanyLeasingMonthlyCost(companyLeasing)
                : car.companyLeasingMonthlyCost,
            ),
          ],
        ]).map((row) => (row.key === 'carDetailCompanyLeasingMonthly' ? { ...row, exclVat: true } : row))
      : [],
  }
}

/** Loan and leasing appear only as src/services/finance/calculators/visibility says (spec 02 §2). */
export const showsFinance = (car: DetailCar): boolean => showsAnyFinance(car)

/** Overview list; row keys are dictionary keys, the catalog's values shown by their labels. */
export function overviewRows(car: DetailCar, format: VehicleFormat, values: CatalogValueLabels): Row[] {
  const label = (field: LabelledCatalogField, value: string | null) =>
    value && catalogValueLabel(values, field, value)
  return rows([
    ['carDetailYear', car.year === null ? null : String(car.year)],
    ['carDetailMileage', car.isSample ? null : formatMileage(car.mileage, format)],
    ['carDetailFuel', label('car_fuel', car.fuel)],
    ['carDetailGearbox', label('car_gearbox', car.gearbox)],
    ['carDetailBody', label('car_body', car.body)],
    ['carDetailColor', label('car_color', car.color)],
    ['carDetailDrive', label('car_drive', car.drive)],
    ['carDetailFirstRegistration', formatRegistrationDate(car.firstRegistration, format.englishDefault)],
    ['carDetailRegistrationNumber', car.registrationNumber],
    ['carDetailCondition', label('car_condition', car.condition)],
  ])
}

/** Technical data, its numbers in the page's locale; the first five rows show before 'show more'. */
export function technicalRows(car: DetailCar, locale: string): Row[] {
  const t = Object.fromEntries(
    Object.entries(car.technical).map(([key, text]) => [key, text && localiseNumbers(text, locale)]),
  ) as DetailCar['technical']
  return rows([
    ['carDetailPower', t.power],
    ['carDetailAcceleration', t.acceleration],
    ['carDetailFuelConsumption', t.fuelConsumption],
    ['carDetailElectricConsumption', t.electricConsumption],
    ['carDetailEmissions', t.emissions],
    ['carDetailElectricRange', t.electricRange],
    ['carDetailBatterySize', t.batterySize],
    ['carDetailAcCharging', t.acChargingSpeed],
    ['carDetailDcCharging', t.dcChargingSpeed],
    ['carDetailFuelTank', t.fuelTankCapacity],
    ['carDetailWeight', t.serviceWeight],
    ['carDetailCargoVolume', t.cargoVolume],
    ['carDetailLength', t.length],
    ['carDetailWidth', t.width],
    ['carDetailHeight', t.height],
    ['carDetailSeats', car.seats === null ? null : String(car.seats)],
    ['carDetailDoors', car.doors === null ? null : String(car.doors)],
    ['carDetailChassisNumber', car.chassisNumber],
  ])
}

export function sortedEquipment(equipment: readonly string[], locale: string): string[] {
  return [...equipment].sort((a, b) => a.localeCompare(b, locale))
}

/** Sellers are listed only when they can be reached: an e-mail or a phone. */
export function reachableSellers(sellers: readonly CarSeller[]): CarSeller[] {
  return sellers.filter((seller) => seller.email || seller.phone)
}
