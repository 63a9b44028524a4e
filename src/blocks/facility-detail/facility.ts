/**
 * The dealer-site record of the search index (spec 02 §3 "Site" and "Department"), reshaped once
 * at the boundary into what the facility page reads. Unknown or malformed values become empty.
 */
import type { OpeningSchedule } from '@/lib/opening-hours'
import { list, object, text } from '@/services/search/car/car'

const entries = (value: unknown) =>
  list(value).map((entry) => {
    const day = object(entry)
    return { day: text(day.day) ?? undefined, displayText: text(day.displayText) ?? undefined }
  })

export type FacilityUser = {
  name: string
  title: string | null
  phone: string | null
  email: string | null
}
export type FacilityBrand = { brand_code: string | null; name: string }
export type FacilityDepartment = {
  name: string
  group: string | null
  phone: string | null
  email: string | null
  brands: FacilityBrand[]
  users: FacilityUser[]
  schedule: Required<OpeningSchedule>
}
export type Facility = ReturnType<typeof toFacility>

/** A phone number as a `tel:` link, its spaces dropped. */
export const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

function schedule(value: unknown): Required<OpeningSchedule> {
  const source = object(value)
  return {
    openinghours: entries(source.openinghours),
    deviationdays: list(source.deviationdays).map((entry) => {
      const day = object(entry)
      return { date: text(day.date) ?? undefined, displayText: text(day.displayText) ?? undefined }
    }),
    vacationdays: list(source.vacationdays).map((entry) => {
      const vacation = object(entry)
      return {
        vacationtitle: text(vacation.vacationtitle) ?? undefined,
        vacationstart: text(vacation.vacationstart) ?? undefined,
        vacationend: text(vacation.vacationend) ?? undefined,
        day: entries(vacation.day),
      }
    }),
  }
}

function department(value: unknown): FacilityDepartment {
  const source = object(value)
  return {
    name: text(source.name) ?? text(source.official_name) ?? '',
    group: text(source.group),
    phone: text(source.phone),
    email: text(source.email),
    brands: list(source.brands).flatMap((entry) => {
      const brand = object(entry)
      const name = text(brand.name) ?? text(brand.brand_code)
      return name ? [{ brand_code: text(brand.brand_code), name }] : []
    }),
    users: list(source.users).map((entry) => {
      const user = object(entry)
      return {
        name: [text(user.first_name), text(user.last_name)].filter(Boolean).join(' '),
        title: text(user.title),
        phone: text(user.phone),
        email: text(user.email),
      }
    }),
    schedule: schedule(source.openingschedule),
  }
}

export function toFacility(record: Record<string, unknown>) {
  const image = object(record.site_primary_image)
  return {
    id: text(record.site_id),
    slug: text(record.slug) ?? '',
    name: text(record.site_official_name) ?? '',
    street: text(record.site_street),
    zip: text(record.site_zip),
    city: text(record.site_city),
    websiteCity: text(record.website_city) ?? text(record.site_city),
    phone: text(record.site_phone),
    email: text(record.site_email),
    geocoord: text(record.site_geocoord),
    image: text(image.original) ?? text(record.site_image_url),
    imageBlur: text(image.blur_data_url),
    departments: list(record.site_departments).map(department),
  }
}
