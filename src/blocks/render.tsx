import { cache, type ReactNode } from 'react'
import { logger } from '@/lib/log/logger'
import { translator } from '@/lib/i18n/dictionary'
import { SectionErrorBoundary } from '@/ui/section-error/SectionErrorBoundary.client'
import { SectionFallback, type SectionFallbackTexts } from '@/ui/section-error/SectionFallback'
import { AlertBarSection } from './alert-bar/Component'
import { CarList } from './car-list/Component'
import { FacilityList } from './facility-list/Component'
import { MechanicMate } from './service-booking/mechanic-mate/Component'
import { ServiceBooking } from './service-booking/Component'
import { TireHotel } from './tire-hotel/Component'
import { SiteSelection } from './site-selection/Component'
import { SiteTeasers } from './site-teasers/Component'
import { CarOfTheWeek } from './car-of-the-week/Component'
import { CarSearchHero } from './car-search-hero/Component'
import { CarTeasers } from './car-teasers/Component'
import { Footer } from './footer/Component'
import { HeaderNavigation } from './header-navigation/Component'
import { RichContent } from './rich-content/Component'
import { SocialMedia } from './social-media/Component'
import { Spacer } from './spacer/Component'
import { StoriesList } from './stories-list/Component'
import { StoriesTeaser } from './stories-teaser/Component'
import { ArticleNavigation } from './article-navigation/Component'
import { PublishInfo } from './publish-info/Component'
import { Accordion } from './accordion/Component'
import { Blurb } from './blurb/Component'
import { CarDetail } from './car-detail/Component'
import { CarModelCards } from './car-model-card/Component'
import { Countdown } from './countdown/Component'
import { FacilityDetail } from './facility-detail/Component'
import { EmbeddedVideo } from './embedded-video/Component'
import { HeroBanner } from './hero-banner/Component'
import { HighlightList } from './highlight-list/Component'
import { ImageButtons } from './image-buttons/Component'
import { LegalInfo } from './legal-info/Component'
import { ObligatoryLoanInfo } from './obligatory-loan-info/Component'
import { SliderBanner } from './slider-banner/Component'
import { StageRow } from './stage-row/Component'
import { HorizontalStageRow } from './stage-row/HorizontalStageRow'
import { SellCarForm } from './sell-car-form/Component'
import { ServiceRequestForm } from './service-request-form/Component'
import { Statistic } from './statistic/Component'
import { MarketingForm } from './marketing-form/Component'
import { FormBuilder } from './marketing-form/form-builder/Component'
import { KitCatalogue } from './kit-catalogue/Component'
import { KitVehicleSelector } from './kit-catalogue/vehicle-selector/Component'
import { leadImageIndex } from './lead-image'
import type { AnyBlock, BlockComponent, BlockContext } from './types'

/** The one map from block type to component (STYLE: one typed block map). */
const blockComponents: { [T in AnyBlock['blockType']]: BlockComponent<T> } = {
  richContent: RichContent,
  spacer: Spacer,
  storiesList: StoriesList,
  storiesTeaser: StoriesTeaser,
  articleNavigation: ArticleNavigation,
  publishInfo: PublishInfo,
  headerNavigation: HeaderNavigation,
  alertBar: AlertBarSection,
  footer: Footer,
  socialMedia: SocialMedia,
  heroBanner: HeroBanner,
  sliderBanner: SliderBanner,
  blurb: Blurb,
  carModelCards: CarModelCards,
  stageRow: StageRow,
  horizontalStageRow: HorizontalStageRow,
  highlightList: HighlightList,
  imageButtons: ImageButtons,
  legalInfo: LegalInfo,
  obligatoryLoanInfo: ObligatoryLoanInfo,
  embeddedVideo: EmbeddedVideo,
  countdown: Countdown,
  accordion: Accordion,
  carList: CarList,
  carSearchHero: CarSearchHero,
  carOfTheWeek: CarOfTheWeek,
  carDetail: CarDetail,
  facilityDetail: FacilityDetail,
  carTeasers: CarTeasers,
  facilityList: FacilityList,
  siteSelection: SiteSelection,
  siteTeasers: SiteTeasers,
  serviceBooking: ServiceBooking,
  mechanicMate: MechanicMate,
  tireHotel: TireHotel,
  sellCarForm: SellCarForm,
  serviceRequestForm: ServiceRequestForm,
  statistic: Statistic,
  marketingForm: MarketingForm,
  formBuilder: FormBuilder,
  kitCatalogue: KitCatalogue,
  kitVehicleSelector: KitVehicleSelector,
}

/**
 * The fallback's texts, one object per dictionary and request (React's `cache`): the RSC payload
 * sends an object passed to many client components once and refers to it, so the texts travel
 * once a page instead of once a section.
 */
const fallbackTexts = cache((dictionary: BlockContext['dictionary']): SectionFallbackTexts => {
  const t = translator(dictionary)
  return {
    heading: t('sectionErrorHeading'),
    text: t('sectionErrorText'),
    reload: t('sectionErrorReload'),
    button: t('sectionErrorButton'),
  }
})

/**
 * One section. Errors while the server renders it become the spec 01 §8 fallback right away; errors
 * in its client parts after hydration are caught by the boundary. No Suspense boundary per section
 * (decisions: Fast on a phone): a boundary still pending when the shell flushes (an island's lazy
 * module, an image placeholder) was sent empty and swapped in by script later, which shifted
 * everything below it and left the first viewport waiting on script. The HTML now arrives whole, in
 * document order.
 */
async function Section({ block, context }: { block: AnyBlock; context: BlockContext }) {
  const texts = fallbackTexts(context.dictionary)
  const Component = blockComponents[block.blockType] as BlockComponent<typeof block.blockType> | undefined
  if (!Component) {
    logger.warn({ code: 'UNKNOWN_BLOCK', blockType: block.blockType }, 'no component for block type')
    return null
  }
  let element: ReactNode
  try {
    element = await Component({ block: block as never, context })
  } catch (error) {
    logger.error(
      { code: 'SECTION_RENDER_FAILED', blockType: block.blockType, blockId: block.id, err: error },
      'section failed',
    )
    return <SectionFallback texts={texts} />
  }
  return (
    <SectionErrorBoundary texts={texts} blockType={block.blockType}>
      {element}
    </SectionErrorBoundary>
  )
}

export function RenderBlocks({
  blocks,
  context,
}: {
  blocks: AnyBlock[] | null | undefined
  context: BlockContext
}) {
  if (!blocks?.length) return null
  const lead = leadImageIndex(blocks)
  return blocks.map((block, index) => (
    <Section
      key={block.id ?? `${block.blockType}-${index}`}
      block={block}
      context={{ ...context, leadImage: index === lead }}
    />
  ))
}

/** One block by id, for the editor's /feaas-render preview. */
export function RenderBlock({ block, context }: { block: AnyBlock; context: BlockContext }) {
  return <Section block={block} context={context} />
}
