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
