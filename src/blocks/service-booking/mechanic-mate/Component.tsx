import { logger } from '@/lib/log/logger'
import { mapStyleUrl } from '@/services/map/routes'
import { mediaUrl } from '@/services/content/site-context'
import { payloadClient } from '@/services/content/payload'
import { bookableBrands, workshopSitesIndex } from '@/services/workshop/network'
import { MechanicMateIsland } from './MechanicMate.lazy'
import { fill } from '@/lib/i18n/fill'
import type { BlockComponent } from '../../types'
import { listedBrands } from './brand'
import { BrandLogo, type BrandItem } from './BrandLogo'
import { mechmateTexts as texts } from './texts'

const link = 'inline-flex min-h-11 items-center font-semibold underline'

/** The brands the brand check says yes to; none when the workshops cannot be read (logged). */
async function authorisedBrands(): Promise<string[]> {
  try {
    return await bookableBrands(await payloadClient(), workshopSitesIndex())
  } catch (error) {
    logger.warn({ code: 'MECHMATE_BRANDS_FAILED', err: error }, 'authorised brands failed')
    return []
  }
}

/**
 * Spec 03 §2.3 "Mechanic-mate variant": the server draws the headline, the intro, the brand links
 * and the logo list; the island is the service booking flow in its mechanic-mate presentation.
 * The list holds the brands the brand check says yes to, with the block's logos.
 */
export const MechanicMate: BlockComponent<'mechanicMate'> = async ({ block }) => {
  const logos: BrandItem[] = (block.brands ?? []).map((brand) => ({
    name: brand.name,
    logoUrl: mediaUrl(brand.logo) ?? null,
  }))
  const linked = [
    ...(block.premiumBrands ?? []).map((brand) => brand.name),
    block.sportsCarBrand?.name,
    block.commercialBrand?.name,
  ].filter((name): name is string => Boolean(name))
  const brands = listedBrands(await authorisedBrands(), logos, linked)
  return (
    <section data-block="mechanic-mate" className="mx-auto grid w-full max-w-screen-xl gap-6 px-4 pt-6 pb-16">
      <header className="grid gap-3">
        <h1 className="font-heading text-3xl text-balance">{texts.headline}</h1>
        <p className="max-w-prose whitespace-pre-line" data-mechmate-intro>
          {block.intro}
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-1" data-brand-links>
          {(block.premiumBrands ?? []).map((brand) => (
            <li key={brand.name}>
              <a
                href={brand.url}
                target="_blank"
                rel="noopener noreferrer"
                className={link}
                data-premium-brand
              >
                {fill(texts.premiumBooking, { brand: brand.name })}
                <span className="sr-only"> {texts.external}</span>
              </a>
            </li>
          ))}
          {block.sportsCarBrand?.path ? (
            <li>
              <a href={block.sportsCarBrand.path} className={link} data-sports-car-brand>
                {fill(texts.sportsCar, { brand: block.sportsCarBrand.name })}
              </a>
            </li>
          ) : null}
          {block.commercialBrand?.path ? (
            <li>
              <a href={block.commercialBrand.path} className={link} data-commercial-brand>
                {fill(texts.commercial, { brand: block.commercialBrand.name })}
              </a>
            </li>
          ) : null}
        </ul>
        {brands.length ? (
          <details className="rounded-md border border-neutral-300 p-3" data-brand-list>
            <summary className="min-h-11 cursor-pointer content-center font-semibold">
              {fill(texts.otherBrands, { n: brands.length })}
            </summary>
            <ul className="mt-3 flex flex-wrap gap-3">
              {brands.map((brand) => (
                <li key={brand.name}>
                  <BrandLogo brand={brand} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </header>
      <MechanicMateIsland
        variant="mechmate"
        brands={logos}
        linkedBrands={linked}
        prefill={null}
        damageInspectionUrl={block.damageInspectionUrl}
        contactEmail={block.contactEmail}
        styleUrl={mapStyleUrl()}
      />
    </section>
  )
}
