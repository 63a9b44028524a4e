import { fill } from '@/lib/i18n/fill'
import { mechmateTexts as texts } from './texts'

export type BrandItem = { name: string; logoUrl: string | null }

/** A brand's logo from the CMS, or its name as a word mark where no logo is uploaded. */
export function BrandLogo({ brand, size = 'small' }: { brand: BrandItem; size?: 'small' | 'large' }) {
  const box = size === 'large' ? 'h-12 min-w-12' : 'h-10 min-w-10'
  if (brand.logoUrl)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a small CMS logo, sized by its box
      <img
        src={brand.logoUrl}
        alt={fill(texts.logo, { brand: brand.name })}
        className={`${box} w-auto object-contain`}
        loading="lazy"
        data-brand-logo={brand.name}
      />
    )
  return (
    <span
      role="img"
      aria-label={fill(texts.logo, { brand: brand.name })}
      className={`${box} inline-flex items-center justify-center rounded-md border-2 border-neutral-900 bg-white px-2 text-xs font-bold tracking-wide uppercase`}
      data-brand-logo={brand.name}
    >
      {brand.name}
    </span>
  )
}
