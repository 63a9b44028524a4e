/**
 * The booking request's field rules the flow's form checks in the browser too (spec 03 §5), apart
 * from the request's schema (`booking-request.ts`), so the flow's script does not carry zod.
 */
export const phonePattern = /^\+?[\d ]{6,20}$/
/** An ordinary address with a top-level domain of at least two letters (spec 03 §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
export const freeTextMax = 80
