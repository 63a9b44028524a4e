import { useEffect, useRef, useState } from 'react'
import { checkAuthorisedWorkshop } from '../api'
import { trackStep, type BookingVariant } from '../tracking'
import { unsupportedBrand } from './brand'

/**
 * The mechanic-mate header's brand check: pending, or its answer for the car's brand; a brand the
 * lookup refused (BrandNotSupported) is not serviced at all.
 */
export type BrandCheck = { brand: string; authorised: boolean | null; serviced: boolean }

/**
 * The mechanic-mate header: the car's brand checked against the group's authorised workshops.
 * A lookup asks before it shows step 2 (flow step 2); a resumed flow asks again as it starts.
 */
export function useBrandCheck(mechmate: boolean, carBrand: string | undefined, variant: BookingVariant) {
  const [brandAnswer, setBrandAnswer] = useState<BrandCheck | null>(null)
  const checkedBrand = mechmate ? carBrand : undefined
  const answered = useRef<string | null>(null)
  const checkBrand = async (brand: string) => {
    const authorised = await checkAuthorisedWorkshop(brand)
    answered.current = brand
    setBrandAnswer({ brand, authorised, serviced: true })
    trackStep(1, { authorised }, variant)
  }
  useEffect(() => {
    if (!checkedBrand || answered.current === checkedBrand) return
    let cancelled = false
    void checkAuthorisedWorkshop(checkedBrand).then((authorised) => {
      if (cancelled) return
      answered.current = checkedBrand
      setBrandAnswer({ brand: checkedBrand, authorised, serviced: true })
    })
    return () => {
      cancelled = true
    }
  }, [checkedBrand])
  // Pending while the car's brand has no answer yet; a refused lookup's brand answers no at once.
  const brandCheck: BrandCheck | null = checkedBrand
    ? brandAnswer?.brand === checkedBrand
      ? brandAnswer
      : { brand: checkedBrand, authorised: null, serviced: true }
    : mechmate
      ? brandAnswer
      : null

  /** A refused lookup: an unserviced brand's header says no authorised workshop, and offers nothing. */
  const refuseBrand = (code: string) => {
    const brand = mechmate ? unsupportedBrand(code) : null
    setBrandAnswer(brand ? { brand, authorised: false, serviced: false } : null)
    answered.current = brand
    if (brand) trackStep(1, { authorised: false }, variant)
  }

  return { brandCheck, checkBrand, refuseBrand }
}
