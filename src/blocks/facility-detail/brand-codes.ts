/**
 * Which of a department's brands the facility page shows (spec 02 §2): a brand code with an
 * underscore whose prefix is also present is a variant of that brand and is dropped ("VO_TR"
 * beside "VO"), except FI_TR and MH_TR, which are brands of their own.
 */
const keptVariants = new Set(['FI_TR', 'MH_TR'])

export function visibleBrands<T extends { brand_code?: string | null }>(brands: readonly T[]): T[] {
  const codes = new Set(brands.map((brand) => brand.brand_code).filter(Boolean))
  return brands.filter((brand) => {
    const code = brand.brand_code
    if (!code || keptVariants.has(code)) return true
    const underscore = code.indexOf('_')
    return underscore <= 0 || !codes.has(code.slice(0, underscore))
  })
}
