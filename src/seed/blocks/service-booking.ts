// The Swedish service booking flow (spec 03 §2.2) on automotive SE's booking page, the one site whose
// dealer sites are the workshop service's workshops.
import type { SeedBlock, SeedPageContext } from './types'

export const withServiceBooking = (context: SeedPageContext) =>
  context.site.name === 'automotive-se' && context.language === 'sv'

export const serviceBooking = (): SeedBlock =>
  ({
    blockType: 'serviceBooking',
    damageInspectionUrl: 'https://www.skadebesiktning.se/',
    contactEmail: 'service@automotive.se',
  }) as SeedBlock
