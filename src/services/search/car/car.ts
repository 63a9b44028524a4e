/**
 * The car and dealer records of the search index (spec 02 §3), reshaped once at the boundary into
 * what the detail page reads. Unknown or malformed values become null, never a crash.
 */
export type CarRecord = Record<string, unknown>

export type CarImage = { original: string; thumbnail: string; blur: string | null }
export type CarSeller = { name: string; email: string | null; phone: string | null }
export type LinkedVehicle = { id: string; slug: string; text: string; packageName: string }

/** Readers of the index's loose JSON: a value of the wanted shape, or null / empty. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
export const object = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

export type DetailCar = ReturnType<typeof toDetailCar>

export function toDetailCar(record: CarRecord) {
  return {
    id: text(record.car_id) ?? '',
    slug: text(record.slug),
    brand: text(record.car_brand) ?? '',
    model: text(record.car_model) ?? '',
    modelText: text(record.car_model_text),
    version: text(record.car_version),
    trimPackage: text(record.car_trim_package),
    year: number(record.car_year),
    fuel: text(record.car_fuel),
    gearbox: text(record.car_gearbox),
    body: text(record.car_body),
    drive: text(record.car_drive),
    color: text(record.car_color),
    seats: number(record.car_seats),
    doors: number(record.car_doors),
    chassisNumber: text(record.car_chassino),
    registrationNumber: text(record.car_regno),
    firstRegistration: text(record.car_firstregistration),
    mileage: number(record.car_mileage),
    condition: text(record.car_condition),
    isUsed: record.car_is_used === true,
    isSample: record.car_is_sample === true,
    vatEligible: record.car_vat_eligible === true,
    vehicleTypeCode: text(record.car_vehicle_type_code),
    currency: text(record.car_price_currency),
    price: number(record.car_price),
    retailPrice: number(record.car_retail_price),
    campaignPrice: number(record.car_campaign_price),
    hasCampaignPrice: record.car_has_campaign_price === true,
    loanMonthlyCost: number(record.car_loan_monthly_cost),
    privateLeasingMonthlyCost: number(record.car_privateleasing_monthly_cost),
    companyLeasingMonthlyCost: number(record.car_companyleasing_monthly_cost),
    hasLoanOption: Object.keys(object(record.car_loan_option)).length > 0,
    hasCompanyLeasing: record.car_has_companyleasing === true,
    hasPrivateLeasing: record.car_has_privateleasing === true,
    hasCompanyLeasingOption: Object.keys(object(record.car_company_leasing_option)).length > 0,
    hasPrivateLeasingOption: Object.keys(object(record.car_private_leasing_option)).length > 0,
    leasingTypes: list(record.car_leasing_options)
      .map((option) => text(object(option).leasing_type))
      .filter((type): type is string => type !== null),
    equipment: list(record.car_equipment).filter((item): item is string => typeof item === 'string'),
    description: text(record.car_description),
    campaigns: list(record.car_campaigns).filter((item): item is string => typeof item === 'string'),
    siteId: text(record.car_site_id),
    siteName: text(record.car_site_name),
    siteLeadsEmail: text(record.car_site_leads_email),
    autosOnShow: record.autos_on_show === true,
    publishDate: text(record.car_publishdate),
    technical: {
      power: text(record.car_power_text),
      acceleration: text(record.car_acceleration_text),
      emissions: text(record.car_emissions),
      fuelConsumption: text(record.car_fuel_consumption),
      electricConsumption: text(record.car_wltp_electric_consumption),
      electricRange: text(record.car_wltp_electric_range),
      batterySize: text(record.car_battery_size),
      acChargingSpeed: text(record.car_ac_charging_speed),
      dcChargingSpeed: text(record.car_dc_charging_speed),
      fuelTankCapacity: text(record.car_fuel_tank_capacity),
      serviceWeight: text(record.car_service_weight),
      cargoVolume: text(record.car_cargo_volume),
      length: text(record.car_length),
      width: text(record.car_width),
      height: text(record.car_height),
    },
    sellers: list(record.car_sellers).flatMap((entry): CarSeller[] => {
      const seller = object(entry)
      const name = text(seller.name)
      return name ? [{ name, email: text(seller.email), phone: text(seller.phone) }] : []
    }),
    images: list(record.car_images).flatMap((entry): CarImage[] => {
      const image = object(entry)
      const original = text(image.original)
      return original
        ? [{ original, thumbnail: text(image.thumbnail_url) ?? original, blur: text(image.blur_data_url) }]
        : []
    }),
    linkedVehicles: list(record.linked_vehicles).flatMap((entry): LinkedVehicle[] => {
      const link = object(entry)
      const id = text(link.vehicle_id)
      const slug = text(link.slug)
      return id && slug
        ? [{ id, slug, text: text(link.link_text) ?? slug, packageName: text(link.package_name) ?? '' }]
        : []
    }),
  }
}

export type Department = {
  name: string
  group: string | null
  email: string | null
  phone: string | null
  brands: string[]
}
export type Dealer = {
  id: string
  slug: string | null
  name: string
  street: string | null
  zip: string | null
  city: string | null
  phone: string | null
  email: string | null
  image: string | null
  departments: Department[]
}

export function toDealer(record: CarRecord): Dealer {
  return {
    id: text(record.site_id) ?? '',
    slug: text(record.slug),
    name: text(record.site_official_name) ?? '',
    street: text(record.site_street),
    zip: text(record.site_zip),
    city: text(record.site_city),
    phone: text(record.site_phone),
    email: text(record.site_email),
    image: text(record.site_image_url),
    departments: list(record.site_departments).map((entry) => {
      const department = object(entry)
      return {
        name: text(department.official_name) ?? text(department.name) ?? '',
        group: text(department.group),
        email: text(department.email),
        phone: text(department.phone),
        brands: list(department.brands)
          .map((brand) => text(object(brand).name))
          .filter((brand): brand is string => brand !== null),
      }
    }),
  }
}

/** The 'New cars' department selling a brand, where a sample car's lead goes. */
export function newCarsDepartment(dealer: Dealer, brand: string): Department | null {
  return (
    dealer.departments.find(
      (department) =>
        department.group === 'New cars' && department.brands.includes(brand) && department.email,
    ) ?? null
  )
}
