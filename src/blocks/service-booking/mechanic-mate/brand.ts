import { brandKey } from '@/services/workshop/brand-key'
import { workshopErrorText } from '@/services/workshop/errors'
import { bookingTexts } from '../texts'
import type { BrandItem } from './BrandLogo'

/** The brand as the authorised-workshop path carries it: spaces as hyphens (spec 03 §7). */
export const brandPathSegment = (brand: string) => brand.trim().replace(/\s+/g, '-')

/** The brand check's answer: a failed call, or an answer that is not `{ hasBrand: boolean }`, counts as no. */
export function hasBrandAnswer(status: number, body: unknown): boolean {
  return (
    status === 200 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { hasBrand?: unknown }).hasBrand === true
  )
}

/** The brand a `BrandNotSupported,{brand}` lookup answer names. */
export function unsupportedBrand(code: string): string | null {
  const match = /BrandNotSupported,(.+)$/.exec(code)
  return match ? match[1]!.trim() : null
}

/**
 * A refused lookup's message (spec 03 §8). An unserviced brand is told to book "via länken högst
 * upp på sidan" only where the page has such a link for that brand (the mechanic-mate's brand
 * links); elsewhere it would point to nothing (decisions: Mechanic-mate variant).
 */
export function refusalText(code: string, linkedBrands: readonly string[] = []): string {
  const brand = unsupportedBrand(code)
  const linked = brand !== null && linkedBrands.some((name) => brandKey(name) === brandKey(brand))
  return linked ? `${workshopErrorText(code)} ${bookingTexts.unsupportedCar}` : workshopErrorText(code)
}

/** The logo list's most brands (spec 03 §9). */
export const brandListMax = 32

/** The block's brand entry for a brand, however its name is written ("Škoda" and "Skoda"). */
export const brandItemFor = <T extends { name: string }>(items: readonly T[], brand: string) =>
  items.find((item) => brandKey(item.name) === brandKey(brand))

/**
 * The "other authorised brands" list (spec 03 §2.3): the brands a workshop that takes bookings is
 * authorised for, which is what the brand check answers, less the brands linked above the list;
 * each with its logo from the block's entries, the editor's order first (decisions: Mechanic-mate variant).
 */
export function listedBrands(
  authorised: readonly string[],
  logos: readonly BrandItem[],
  linked: readonly string[],
): BrandItem[] {
  const linkedKeys = new Set(linked.map(brandKey))
  const editorOrder = (brand: string) => {
    const index = logos.findIndex((item) => brandKey(item.name) === brandKey(brand))
    return index < 0 ? logos.length : index
  }
  return authorised
    .filter((brand) => !linkedKeys.has(brandKey(brand)))
    .map((brand, index) => ({ brand, index, order: editorOrder(brand) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .slice(0, brandListMax)
    .map(({ brand }) => ({ name: brand, logoUrl: brandItemFor(logos, brand)?.logoUrl ?? null }))
}
