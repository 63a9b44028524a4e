/**
 * The service catalogue as the booking flow reads it (spec 03 §3 "Category", "Service
 * offering"): offerings grouped in their categories, available or not for the car's model,
 * priced as the median over the workshops or at one workshop, the original service by mileage.
 */
import 'server-only'
import type { Payload } from 'payload'
import type { WorkshopService, WorkshopServiceCategory } from '@/cms/payload-types'
import type { WorkshopCar } from './vehicles'

export type ServiceOffering = {
  code: string
  name: string
  description: string
  price: number | null
  priceKnown: boolean
  notKnownPriceText: string | null
  priceDiscount: number | null
  unitPrice: {
    unit: number
    minimum: number | null
    maximum: number | null
    unitAbbreviation: string | null
    postfix: string | null
  } | null
  isAvailable: boolean
  allowUserInput: boolean
  durationMinutes: number
}

export type ServiceCategory = {
  name: string
  icon: string | null
  /** Present when the category's offerings are one exclusive choice. */
  selectionType?: 'exclusive'
  offerings: ServiceOffering[]
}

const modelKey = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * Whether the offering is for the car: editors list the models it is not for, and an offering for
 * authorised workshops only (the original service) is not for a brand no workshop is authorised for.
 */
export function availableFor(
  service: Pick<WorkshopService, 'isAvailable' | 'unavailableForModels' | 'authorisedOnly'>,
  car: WorkshopCar,
  authorised: boolean,
) {
  if (service.isAvailable === false) return false
  if (service.authorisedOnly && !authorised) return false
  const excluded = (service.unavailableForModels ?? '').split(',').map(modelKey).filter(Boolean)
  return !excluded.includes(modelKey(`${car.brand} ${car.model}`)) && !excluded.includes(modelKey(car.model))
}

/**
 * The price at a workshop (its own, else the median), plus the mileage part of an offering priced
 * by mileage; null when the price is not known.
 */
export function priceOf(
  service: Pick<WorkshopService, 'price' | 'priceKnown' | 'workshopPrices' | 'pricePerThousandMil'>,
  options: { departmentId?: string; mileage?: number } = {},
): number | null {
  if (service.priceKnown === false) return null
  const own = service.workshopPrices?.find((entry) => entry.departmentId === options.departmentId)?.price
  const base = own ?? service.price
  if (base === null || base === undefined) return null
  const perThousand = service.pricePerThousandMil ?? 0
  const mileage = Math.max(0, options.mileage ?? 0)
  return Math.round(base + (perThousand * mileage) / 1000)
}

function offering(service: WorkshopService, car: WorkshopCar, authorised: boolean): ServiceOffering {
  const unit = service.unitPrice?.unit
  return {
    code: service.code,
    name: service.name,
    description: service.description ?? '',
    price: priceOf(service),
    priceKnown: service.priceKnown !== false,
    notKnownPriceText: service.notKnownPriceText ?? null,
    priceDiscount: service.priceDiscount ?? null,
    unitPrice:
      typeof unit === 'number'
        ? {
            unit,
            minimum: service.unitPrice?.minimum ?? null,
            maximum: service.unitPrice?.maximum ?? null,
            unitAbbreviation: service.unitPrice?.unitAbbreviation ?? null,
            postfix: service.unitPrice?.postfix ?? null,
          }
        : null,
    isAvailable: availableFor(service, car, authorised),
    allowUserInput: Boolean(service.allowUserInput),
    durationMinutes: service.durationMinutes,
  }
}

async function allServices(payload: Payload): Promise<WorkshopService[]> {
  const found = await payload.find({
    collection: 'workshop-services',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    sort: 'name',
  })
  return found.docs
}

/** The services (step 2) or add-ons (step 3) for the car, in their categories' order. */
export async function serviceCategories(
  payload: Payload,
  kind: 'service' | 'addon',
  car: WorkshopCar,
  authorised: boolean,
): Promise<ServiceCategory[]> {
  const byCategory = new Map<number, { category: WorkshopServiceCategory; offerings: ServiceOffering[] }>()
  for (const service of await allServices(payload)) {
    const category = service.category
    if (typeof category !== 'object' || category.kind !== kind) continue
    const entry = byCategory.get(category.id) ?? { category, offerings: [] }
    entry.offerings.push(offering(service, car, authorised))
    byCategory.set(category.id, entry)
  }
  return [...byCategory.values()]
    .sort((a, b) => (a.category.sortOrder ?? 0) - (b.category.sortOrder ?? 0))
    .map(({ category, offerings }) => ({
      name: category.name,
      icon: category.icon ?? null,
      ...(category.exclusive ? { selectionType: 'exclusive' as const } : {}),
      offerings,
    }))
}

/** The chosen offerings by code, for prices, durations and bookings; unknown codes are left out. */
export async function servicesByCode(payload: Payload, codes: string[]): Promise<WorkshopService[]> {
  if (codes.length === 0) return []
  const found = await payload.find({
    collection: 'workshop-services',
    where: { code: { in: codes } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

/** The workshop time the chosen offerings take together. */
export const totalMinutes = (services: Pick<WorkshopService, 'durationMinutes'>[]) =>
  services.reduce((sum, service) => sum + service.durationMinutes, 0)
