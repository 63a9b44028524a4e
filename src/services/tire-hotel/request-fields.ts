/**
 * The tire hotel's field rules the flow's form checks in the browser too (spec 03 §5), apart from
 * the request schemas (`requests.ts`), so the flow's script does not carry zod.
 */

/** Spec 03 §5: the mobile number keeps only digits and plus, 8 to 15 of them. */
export const mobilePattern = /^[\d+]{8,15}$/
export const keepMobileCharacters = (value: string) => value.replace(/[^\d+]/g, '')
/** A basic address pattern (spec 03 §5). */
export const tireEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const commentMax = 500
