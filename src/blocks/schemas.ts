import type { Block } from 'payload'
import { alertBarBlock } from './alert-bar/schema'
import { carListBlock } from './car-list/schema'
import { facilityListBlock } from './facility-list/schema'
import { mechanicMateBlock } from './service-booking/mechanic-mate/schema'
import { serviceBookingBlock } from './service-booking/schema'
import { tireHotelBlock } from './tire-hotel/schema'
import { siteSelectionBlock } from './site-selection/schema'
import { siteTeasersBlock } from './site-teasers/schema'
import { carOfTheWeekBlock } from './car-of-the-week/schema'
import { carSearchHeroBlock } from './car-search-hero/schema'
import { carTeasersBlock } from './car-teasers/schema'
import { footerBlock } from './footer/schema'
import { headerNavigationBlock } from './header-navigation/schema'
import { richContentBlock } from './rich-content/schema'
import { socialMediaBlock } from './social-media/schema'
import { spacerBlock } from './spacer/schema'
import { storiesListBlock } from './stories-list/schema'
import { storiesTeaserBlock } from './stories-teaser/schema'
import { articleNavigationBlock } from './article-navigation/schema'
import { publishInfoBlock } from './publish-info/schema'
import { accordionBlock } from './accordion/schema'
import { blurbBlock } from './blurb/schema'
import { carDetailBlock } from './car-detail/schema'
import { carModelCardsBlock } from './car-model-card/schema'
import { countdownBlock } from './countdown/schema'
import { embeddedVideoBlock } from './embedded-video/schema'
import { facilityDetailBlock } from './facility-detail/schema'
import { heroBannerBlock } from './hero-banner/schema'
import { highlightListBlock } from './highlight-list/schema'
import { imageButtonsBlock } from './image-buttons/schema'
import { legalInfoBlock } from './legal-info/schema'
import { obligatoryLoanInfoBlock } from './obligatory-loan-info/schema'
import { sliderBannerBlock } from './slider-banner/schema'
import { horizontalStageRowBlock, stageRowBlock } from './stage-row/schema'
import { sellCarFormBlock } from './sell-car-form/schema'
import { serviceRequestFormBlock } from './service-request-form/schema'
import { statisticBlock } from './statistic/schema'
import { marketingFormBlock } from './marketing-form/schema'
import { formBuilderBlock } from './marketing-form/form-builder/schema'
import { kitCatalogueBlock } from './kit-catalogue/schema'
import { kitVehicleSelectorBlock } from './kit-catalogue/vehicle-selector/schema'
import { guidedBlock } from './guide'

/**
 * Every block an editor can place in a page region, as the admin shows it (./guide.ts). Components
 * are mapped in ./render.tsx.
 */
export const blockSchemas: Block[] = [
  richContentBlock,
  spacerBlock,
  storiesListBlock,
  storiesTeaserBlock,
  articleNavigationBlock,
  publishInfoBlock,
  headerNavigationBlock,
  alertBarBlock,
  footerBlock,
  socialMediaBlock,
  heroBannerBlock,
  sliderBannerBlock,
  blurbBlock,
  carModelCardsBlock,
  stageRowBlock,
  horizontalStageRowBlock,
  highlightListBlock,
  imageButtonsBlock,
  legalInfoBlock,
  obligatoryLoanInfoBlock,
  embeddedVideoBlock,
  countdownBlock,
  accordionBlock,
  carListBlock,
  carSearchHeroBlock,
  carOfTheWeekBlock,
  carDetailBlock,
  facilityDetailBlock,
  carTeasersBlock,
  facilityListBlock,
  siteSelectionBlock,
  siteTeasersBlock,
  serviceBookingBlock,
  mechanicMateBlock,
  tireHotelBlock,
  sellCarFormBlock,
  serviceRequestFormBlock,
  statisticBlock,
  marketingFormBlock,
  formBuilderBlock,
  kitCatalogueBlock,
  kitVehicleSelectorBlock,
].map(guidedBlock)
