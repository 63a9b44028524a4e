import { controlTextKeys } from '@/ui/catalog-filters/texts'

/** The car list's interface texts (dictionary keys of the same name): the controls' and the server's. */
export const carListTextKeys = [
  ...controlTextKeys,
  'carListBreadcrumb',
  'carListError',
  'noSearchResults',
  'compareAdd',
  'compareRemove',
  'compareButton',
  'compareClearAll',
  'compareHeading',
  'compareClose',
  'compareSelected',
  'comparePrice',
  'compareKeyData',
  'compareTechnical',
  'compareEquipment',
] as const

export type CarListTextKey = (typeof carListTextKeys)[number]
export type CarListTexts = Record<CarListTextKey, string>

const tooltipMax = 288

/** Spec 02 §5: tooltips are cut at 288 characters and end with an ellipsis. */
export function truncateTooltip(text: string): string {
  return text.length > tooltipMax ? `${text.slice(0, tooltipMax)}…` : text
}
