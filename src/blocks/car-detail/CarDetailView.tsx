import { headers } from 'next/headers'
import type { BlockContext } from '@/blocks/types'
import { toCarCards } from '@/ui/vehicle/card-fields'
import { isCarstoreSite, vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { carDetailHref } from '@/ui/vehicle/card-fields'
import { findPage } from '@/services/content/pages'
import { translator } from '@/lib/i18n/dictionary'
import { localisedPath } from '@/lib/site/languages'
import { carouselLabels } from '@/ui/carousel/labels'
import { BackLink } from './BackLink.lazy'
import { ContactForm } from './ContactForm.lazy'
import type { ContactFormLabels } from './ContactForm.client'
import { CollapsibleHeight, ExpandableList } from './Disclosure.lazy'
import type { GalleryLabels } from './Gallery.client'
import type { CarDetailResult } from '@/services/search/car/load'
import { CarMedia } from './CarMedia'
import { ProductViewEvent } from './ProductViewEvent.lazy'
import { FinanceSections, shownCompanyLeasing } from './finance/FinanceSections'
import { UkFinanceSection } from './finance/UkFinanceSection'
import { SellerContact } from './SellerContact'
import { SimilarCars } from './SimilarCars.lazy'
import { VehicleCard } from '@/ui/vehicle/VehicleCard'
import { formatPrice } from '@/ui/vehicle/format'
import { siteTimeZone } from '@/services/stories/dates'
import { WatchCar } from './WatchCar.lazy'
import {
  descriptionCollapsedHeight,
  equipmentCollapsedHeight,
  overviewRows,
  priceView,
  sampleEquipmentShown,
  sampleEquipmentToggleAbove,
  sortedEquipment,
  technicalRows,
  technicalRowsCollapsed,
  type Row,
} from './sections'
import { carStructuredData, jsonLd } from '@/services/search/car/structured-data'

type Found = Extract<CarDetailResult, { kind: 'found' }>

/** The UK automotive site offers the extra media modes (spec 02 §6). */
export const isUkAutomotiveSite = (site: { name: string; market?: string | null }) =>
  site.name.includes('automotive') && site.market === 'UK'

function rowItems(rows: Row[], t: (key: string) => string) {
  return rows.map((row) => (
    <li
      key={row.key}
      className="flex justify-between gap-4 border-b border-neutral-200 py-2"
      data-row={row.key}
    >
      <span className="text-neutral-700">{t(row.key)}</span>
      <span className="text-right font-semibold">{row.value}</span>
    </li>
  ))
}

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

/** The car detail page (spec 02 §2) in one of its two layouts: carstore sites and the default. */
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
  const requestHeaders = await headers()
  const siteDetailBase = await siteDetailPath(context)
  const origin = `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${requestHeaders.get('host') ?? 'localhost'}`
  const pageUrl = `${origin}${carDetailHref(detailBase, { car_id: car.id, slug: car.slug ?? '' })}`
  const price = priceView(car, format, site.name, shownCompanyLeasing(car, record))
  const title = `${car.brand} ${car.model}`
  const toggle = { more: t('carDetailShowMore'), less: t('carDetailShowLess') }
  const equipment = sortedEquipment(car.equipment, format.locale)
  const technical = technicalRows(car, format.locale)
  const { car_images: _images, ...carWithoutImages } = record
  // "Saved searches: price drop note": from what and when, in the site's locale and time zone.
  const priceDrop = detail.priceDrop && {
    from: formatPrice(detail.priceDrop.from, format),
    date: new Intl.DateTimeFormat(format.locale, {
      day: 'numeric',
      month: 'long',
      timeZone: siteTimeZone(site),
    }).format(new Date(detail.priceDrop.at)),
  }

  const galleryLabels: GalleryLabels = {
    carousel: carouselLabels(dictionary, t('carDetailGallery')),
    open: t('carDetailOpenImage'),
    lightbox: t('carDetailLightbox'),
    close: t('carDetailClose'),
    previous: t('carouselPrevious'),
    next: t('carouselNext'),
    fullscreen: t('carDetailFullscreen'),
    loading: t('carDetailImageLoading'),
    position: t('carouselPosition'),
    missingImage: t('missingImageText'),
  }
  const formLabels: ContactFormLabels = {
    heading: t('carDetailFormHeading'),
    name: t('carDetailFormName'),
    phone: t('carDetailFormPhone'),
    email: t('carDetailFormEmail'),
    message: t('carDetailFormMessage'),
    messagePlaceholder: t('carDetailFormMessagePlaceholder'),
    quoteMessage: t('carDetailFormQuoteMessage'),
    quote: t('carDetailFormQuote'),
    testDrive: t('carDetailFormTestDrive'),
    chooseSeller: t('carDetailFormChooseSeller'),
    required: t('carDetailFormRequired'),
    submit: t('carDetailFormSubmit'),
    submitting: t('carDetailFormSubmitting'),
    invalidInput: t('invalidInput'),
    success: t('carDetailFormSuccess'),
    successHeading: t('carDetailFormSuccessHeading'),
    error: t('carDetailFormError'),
    fieldRefused: t('carDetailFormFieldRefused'),
    nameInvalid: t('carDetailFormNameInvalid'),
    phoneInvalid: t('carDetailFormPhoneInvalid'),
    emailInvalid: t('carDetailFormEmailInvalid'),
    sellerInvalid: t('carDetailFormSellerInvalid'),
  }
  // A new car no dealer of ours sells (no 'New cars' department for its brand) has no seller to
  // choose: the form says so and goes to the site's own lead address (else it could
  // never be sent).
  const noSeller = car.isSample && detail.sellerChoices.length === 0
  const recipient =
    car.isSample && !noSeller
      ? null
      : {
          toName: noSeller ? site.displayName : dealer?.name || car.siteName || site.displayName,
          toEmail: car.siteLeadsEmail ?? dealer?.email ?? '',
        }

  const media = (
    <CarMedia
      images={car.images}
      alt={[title, car.modelText].filter(Boolean).join(' ')}
      labels={galleryLabels}
      extraMedia={
        isUkAutomotiveSite(site) && car.autosOnShow && car.registrationNumber ? car.registrationNumber : null
      }
      mediaLabels={{
        images: t('carDetailMediaImages'),
        video: t('carDetailMediaVideo'),
        internal360: t('carDetailMediaInternal360'),
        external360: t('carDetailMediaExternal360'),
        modes: t('carDetailMediaModes'),
        rotate: t('carDetailSpinRotate'),
        pause: t('carDetailSpinPause'),
        spin: t('carDetailSpinLabel'),
      }}
    />
  )

  const heading = (
    <div>
      <h1 className="font-heading text-3xl" data-car-title>
        {title}
      </h1>
      {car.modelText ? <p className="text-lg text-neutral-700">{car.modelText}</p> : null}
    </div>
  )

  const priceBox = (
    <div data-price-box className="grid gap-3">
      {price.current ? (
        <p className="flex flex-wrap items-baseline gap-x-3">
          {price.isFrom ? <span data-price-from>{t('priceFrom')}</span> : null}
          <span data-price-current className={`text-3xl font-bold ${price.isCampaign ? 'text-red-700' : ''}`}>
            {price.current}
          </span>
          {price.struck ? (
            <s data-price-retail className="text-neutral-600">
              {price.struck}
            </s>
          ) : null}
        </p>
      ) : null}
      {priceDrop ? (
        <p data-price-drop>
          <strong className="mr-2 rounded-full bg-red-700 px-3 py-1 text-sm font-semibold text-white">
            {t('carDetailPriceDropped')}
          </strong>
          {t('carDetailPriceDroppedFrom')
            .replace('{price}', priceDrop.from ?? '')
            .replace('{date}', priceDrop.date)}
        </p>
      ) : null}
      {price.deductibleVat ? (
        <p>
          <span
            data-vat-badge
            className="rounded-full bg-neutral-900 px-3 py-1 text-sm font-semibold text-white"
          >
            {t('deductibleVat')}
          </span>
        </p>
      ) : null}
      {price.monthly.length > 0 ? (
        <ul data-price-monthly className="text-sm">
          {price.monthly.map((row) => (
            <li key={row.key}>
              {t(row.key)}: <strong>{row.value}</strong> {t('perMonth')}
              {row.exclVat ? ` ${t('exclVat')}` : null}
            </li>
          ))}
        </ul>
      ) : null}
      <FinanceSections car={car} record={record} format={format} dictionary={dictionary} />
      <UkFinanceSection
        car={car}
        format={format}
        siteDisplayName={site.displayName}
        dictionary={dictionary}
      />
      {car.isSample && car.trimPackage ? (
        <div data-trim-package>
          <p>
            {t('carDetailTrimPackage')}: <strong>{car.trimPackage}</strong>
          </p>
          {car.linkedVehicles.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('carDetailOtherPackages')}>
              {car.linkedVehicles.map((link) => (
                <li key={link.id}>
                  <a
                    href={carDetailHref(detailBase, { car_id: link.id, slug: link.slug })}
                    className="inline-flex min-h-11 items-center rounded-full px-3 ring-1 ring-neutral-400"
                    data-package-link
                  >
                    {link.packageName || link.text}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {car.isSample ? (
          <>
            <a
              href="#contact-quote"
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast"
              data-cta="quote"
            >
              {t('carDetailGetQuote')}
            </a>
            <a
              href="#contact-testdrive"
              className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-1 ring-neutral-900"
              data-cta="testdrive"
            >
              {t('carDetailBookTestDrive')}
            </a>
          </>
        ) : (
          <a
            href="#contact-form"
            className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast"
            data-cta="contact"
          >
            {t('carDetailContactSeller')}
          </a>
        )}
      </div>
      {car.isSample ? null : (
        <WatchCar
          button={t('carWatchButton')}
          siteName={site.name}
          language={language.code}
          carId={car.id}
          detailPath={detailBase}
          labels={{
            intro: t('carWatchIntro'),
            email: t('carWatchEmail'),
            submit: t('carWatchSubmit'),
            submitting: t('carWatchSubmitting'),
            emailInvalid: t('carWatchEmailInvalid'),
            emailFull: t('carWatchEmailFull'),
            sent: t('carWatchSent'),
            tooMany: t('carWatchTooMany'),
            error: t('carWatchError'),
            unavailable: t('carWatchUnavailable'),
          }}
        />
      )}
    </div>
  )

  const sections = (
    <div className="grid gap-10">
      <section id="overview" aria-labelledby="overview-heading" className="scroll-mt-28">
        <h2 id="overview-heading" className="font-heading text-2xl">
          {t('carDetailOverview')}
        </h2>
        <ul className="mt-3 sm:columns-2 sm:gap-8" data-overview>
          {rowItems(overviewRows(car, format, catalogValues), t)}
        </ul>
      </section>
      {technical.length > 0 ? (
        <section aria-labelledby="technical-heading">
          <h2 id="technical-heading" className="font-heading text-2xl">
            {t('carDetailTechnicalData')}
          </h2>
          <ExpandableList
            section="technicalData"
            items={rowItems(technical, t)}
            visible={technicalRowsCollapsed}
            toggleAbove={technicalRowsCollapsed}
            labels={toggle}
            className="mt-3"
          />
        </section>
      ) : null}
      {equipment.length > 0 ? (
        <section id="equipment" aria-labelledby="equipment-heading" className="scroll-mt-28">
          <h2 id="equipment-heading" className="font-heading text-2xl">
            {t('carDetailEquipment')}
          </h2>
          {car.isSample ? (
            <ExpandableList
              section="equipment"
              items={equipment.map((item) => (
                <li key={item}>{item}</li>
              ))}
              visible={sampleEquipmentShown}
              toggleAbove={sampleEquipmentToggleAbove}
              labels={toggle}
              className="mt-3 list-disc pl-5"
            />
          ) : (
            <CollapsibleHeight section="equipment" collapsedHeight={equipmentCollapsedHeight} labels={toggle}>
              <ul className="mt-3 list-disc pl-5" data-equipment>
                {equipment.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </CollapsibleHeight>
          )}
        </section>
      ) : null}
      {car.description ? (
        <section id="description" aria-labelledby="description-heading" className="scroll-mt-28">
          <h2 id="description-heading" className="font-heading text-2xl">
            {t('carDetailDescription')}
          </h2>
          <CollapsibleHeight
            section="description"
            collapsedHeight={descriptionCollapsedHeight}
            labels={toggle}
          >
            <div className="mt-3 whitespace-pre-line" data-description>
              {car.description}
            </div>
          </CollapsibleHeight>
        </section>
      ) : null}
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
    <section id="contact-form" aria-label={formLabels.heading} className="scroll-mt-28">
      {noSeller ? (
        <p data-no-seller className="mb-4 rounded bg-surface-2 p-4">
          {t('carDetailNoSeller')}
        </p>
      ) : null}
      <ContactForm
        siteName={site.name}
        car={carWithoutImages}
        recipient={recipient}
        sellerChoices={detail.sellerChoices}
        labels={formLabels}
      />
    </section>
  )
  const similar = toCarCards(detail.similar)

  return (
    <article data-car-detail={car.id} data-layout={layout} className="pb-10">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(
            carStructuredData({
              car,
              url: pageUrl,
              origin,
              currency: format.currency,
              market: format.market,
              sellerName: dealer?.name ?? car.siteName,
            }),
          ),
        }}
      />
      <div className="mx-auto max-w-7xl px-4 pt-4">
        <BackLink listHref={listHref} label={t('carDetailBack')} />
        {layout === 'carstore' ? (
          <>
            <div className="mt-4 flex flex-wrap items-end justify-between gap-4">{heading}</div>
            <div className="mt-4">{media}</div>
            <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div className="grid gap-10">
                {priceBox}
                {sections}
              </div>
              <aside className="grid content-start gap-8">
                {seller}
                {form}
              </aside>
            </div>
          </>
        ) : (
          <>
            {/* On a phone the name, price and contact come right after the gallery, before the
                specifications; from lg the summary is a sticky column beside both. */}
            <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
              <div className="lg:col-start-1 lg:row-start-1">{media}</div>
              <aside className="grid content-start gap-6 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
                {heading}
                {priceBox}
                {seller}
              </aside>
              <div className="grid content-start gap-10 lg:col-start-1 lg:row-start-2">{sections}</div>
            </div>
            <div className="mt-10 max-w-3xl">{form}</div>
          </>
        )}
      </div>
      {showSimilarCars && similar.length > 0 ? (
        <SimilarCars
          heading={t('carDetailSimilarCars')}
          labels={{ expand: t('carDetailSimilarExpand'), collapse: t('carDetailSimilarCollapse') }}
          cards={similar.map((similarCar) => ({
            id: similarCar.car_id,
            card: <VehicleCard car={similarCar} settings={cardSettings} />,
          }))}
        />
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
