import type { Page } from '@/cms/payload-types'

/**
 * Whether the popup opens as the page loads: not where the page already shows a marketing form
 * inline, which the open popup would only repeat over it (docs/decisions.md, "Forms").
 */
export const popupOpensOnArrival = (page: Pick<Page, 'main'>): boolean =>
  !(page.main ?? []).some((block) => block.blockType === 'marketingForm' && block.display !== 'popup')
