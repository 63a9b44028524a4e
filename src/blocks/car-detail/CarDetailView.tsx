import type { BlockContext } from '@/blocks/types'
import { isCarstoreSite, vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { findPage } from '@/services/content/pages'
import { translator } from '@/lib/i18n/dictionary'
import { localisedPath } from '@/lib/site/languages'
import { BackLink } from './BackLink.lazy'
import type { CarDetailResult } from '@/services/search/car/load'
import { CarDetailLayout } from './CarDetailLayout'
import { CarHeading } from './CarHeading'
import { CarMedia } from './CarMedia'
import { CarStructuredData } from './CarStructuredData'
import { ContactSection } from './ContactSection'
import { DescriptionSection } from './DescriptionSection'
import { EquipmentSection } from './EquipmentSection'
import { OverviewSection } from './OverviewSection'
import { PriceBox } from './PriceBox'
import { ProductViewEvent } from './ProductViewEvent.lazy'
import { SellerContact } from './SellerContact'
import { SimilarCarsSection } from './SimilarCarsSection'
import { TechnicalDataSection } from './TechnicalDataSection'
import { overviewRows, sortedEquipment, technicalRows } from './sections'

type Found = Extract<CarDetailResult, { kind: 'found' }>

/** The UK automotive site offers the extra media modes (spec 02 §6). */
export const isUkAutomotiveSite = (site: { name: string; market?: string | null }) =>
  site.name.includes('automotive') && site.market === 'UK'

/**
 * Where the dealer's own page lives: the site's pathToSiteDetail, when a wildcard page (the
 * facility detail) is there to answer it; otherwise null and the seller block links nowhere
 * rather than to a 404.
 */
async function siteDetailPath({ site, language }: Pick<BlockContext, 'site' | 'language'>) {
  const path = site.pathToSiteDetail
  if (!path) return null
  const found = await findPage(site, language.code, path.split('/').filter(Boolean))
  if (!found?.page.isWildcard || found.remainingSegments.length > 0) return null
  return localisedPath(site, language.code, path)
}

/**
 * The car detail page (spec 02 §2) in one of its two layouts: carstore sites and the default.
 * Each section is a component of its own; the layout only places them.
 */
export async function CarDetailView({
  context,
  detail,
  showSimilarCars,
}: {
  context: BlockContext
  detail: Found
  showSimilarCars: boolean
}) {
  const { site, language, dictionary, page } = context
  const t = translator(dictionary)
  const { car, record, dealer } = detail
  const cardSettings = vehicleCardSettings(context)
  const { format, catalogValues } = cardSettings
  const layout = isCarstoreSite(site) ? 'carstore' : 'default'
  const detailBase = localisedPath(site, language.code, page.path || site.pathToCarDetail || '/')
  const listHref = localisedPath(site, language.code, site.pathToCarList || '/')
  const siteDetailBase = await siteDetailPath(context)
  const title = `${car.brand} ${car.model}`
  const toggle = { more: t('carDetailShowMore'), less: t('carDetailShowLess') }

  const media = (
    <CarMedia
      images={car.images}
      alt={[title, car.modelText].filter(Boolean).join(' ')}
      extraMedia={
        isUkAutomotiveSite(site) && car.autosOnShow && car.registrationNumber ? car.registrationNumber : null
      }
      dictionary={dictionary}
    />
  )
  const priceBox = (
    <PriceBox
      context={context}
      car={car}
      record={record}
      priceDrop={detail.priceDrop}
      format={format}
      detailBase={detailBase}
    />
  )
  const sections = (
    <div className="grid gap-10">
      <OverviewSection rows={overviewRows(car, format, catalogValues)} t={t} />
      <TechnicalDataSection rows={technicalRows(car, format.locale)} t={t} toggle={toggle} />
      <EquipmentSection
        items={sortedEquipment(car.equipment, format.locale)}
        isSample={car.isSample}
        t={t}
        toggle={toggle}
      />
      <DescriptionSection description={car.description} t={t} toggle={toggle} />
    </div>
  )
  const seller = (
    <SellerContact
      car={car}
      dealer={dealer}
      siteDetailBase={siteDetailBase}
      labels={{
        heading: t('carDetailSellerHeading'),
        showOnMap: t('carDetailShowOnMap'),
        siteDetail: t('carDetailSiteDetail'),
        sellers: t('carDetailSellers'),
        phone: t('carDetailFormPhone'),
        email: t('carDetailFormEmail'),
      }}
    />
  )
  const form = (
    <ContactSection
      site={site}
      car={car}
      record={record}
      dealer={dealer}
      sellerChoices={detail.sellerChoices}
      t={t}
    />
  )

  return (
    <article data-car-detail={car.id} data-layout={layout} className="pb-10">
      <CarStructuredData car={car} dealer={dealer} format={format} detailBase={detailBase} />
      <div className="mx-auto max-w-7xl px-4 pt-4">
        <BackLink listHref={listHref} label={t('carDetailBack')} />
        <CarDetailLayout
          layout={layout}
          heading={<CarHeading title={title} modelText={car.modelText} />}
          media={media}
          priceBox={priceBox}
          sections={sections}
          seller={seller}
          form={form}
        />
      </div>
      {showSimilarCars ? (
        <SimilarCarsSection similar={detail.similar} cardSettings={cardSettings} t={t} />
      ) : null}
      <ProductViewEvent
        product={{
          item_id: car.id,
          item_name: title,
          item_brand: car.brand,
          item_category: car.isSample ? 'new' : 'used',
          price: car.hasCampaignPrice ? car.campaignPrice : car.price,
          currency: format.currency,
        }}
      />
    </article>
  )
}
