import { BrandLogo } from './BrandLogo.client'
import type { FacilityBrand } from './facility'

/** A department's brands (spec 02 §2), each with its CMS logo when it has one; nothing without brands. */
export function DepartmentBrands({
  brands,
  heading,
  logoOf,
}: {
  brands: FacilityBrand[]
  heading: string
  logoOf: (brandName: string) => string | undefined
}) {
  if (!brands.length) return null
  return (
    <>
      <h4 className="mt-4 font-semibold">{heading}</h4>
      <ul data-brands className="mt-1 flex flex-wrap gap-2">
        {brands.map((brand) => (
          <li
            key={brand.brand_code ?? brand.name}
            data-brand={brand.brand_code ?? ''}
            className="flex items-center gap-2 rounded bg-neutral-100 px-2 py-1 text-sm"
          >
            {logoOf(brand.name) ? <BrandLogo src={logoOf(brand.name)!} /> : null}
            {brand.name}
          </li>
        ))}
      </ul>
    </>
  )
}
