import { fill } from '@/lib/i18n/fill'
import { brandItemFor } from './brand'
import { BrandLogo, type BrandItem } from './BrandLogo'
import { mechmateTexts } from './texts'
import type { BrandCheck } from './useBrandCheck'

const headerState = (check: BrandCheck) =>
  check.authorised === null
    ? 'pending'
    : check.authorised
      ? 'authorised'
      : check.serviced
        ? 'not-authorised'
        : 'not-serviced'

/** The mechanic-mate header above the flow: the brand check pending, or its answer with the brand's logo. */
export function BrandHeader({ check, brands }: { check: BrandCheck; brands: BrandItem[] }) {
  const brandLogo = brandItemFor(brands, check.brand)
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-md bg-neutral-100 p-4"
      data-brand-header={headerState(check)}
    >
      {check.authorised === null ? (
        <p>{mechmateTexts.checking}</p>
      ) : check.authorised ? (
        <>
          <BrandLogo brand={brandLogo ?? { name: check.brand, logoUrl: null }} size="large" />
          <p className="text-lg font-semibold">{fill(mechmateTexts.authorised, { brand: check.brand })}</p>
        </>
      ) : (
        <p className="text-lg font-semibold">
          {check.serviced ? mechmateTexts.notAuthorised : mechmateTexts.notServiced}
        </p>
      )}
    </div>
  )
}
