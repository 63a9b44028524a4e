/** The texts the list's controls show (the island); the server renders the rest. */
export const controlTextKeys = [
  'carListFilters',
  'carListShowFilters',
  'carListHideFilters',
  'carListShowCars',
  'carListHits',
  'carListSearchLabel',
  'carListSearchButton',
  'carListSortLabel',
  'carListShowMore',
  'carListShowing',
  'carListPageCap',
  'carListClearAll',
  'carListRemoveFilter',
  'carListAppliedFilters',
  'carListFacetSearch',
  'carListInfo',
  'carListRangeFrom',
  'carListRangeTo',
  'carListClose',
  'carListLoading',
] as const

export type ControlTexts = Record<(typeof controlTextKeys)[number], string>

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

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

const tooltipMax = 288

/** Spec 02 §5: tooltips are cut at 288 characters and end with an ellipsis. */
export function truncateTooltip(text: string): string {
  return text.length > tooltipMax ? `${text.slice(0, tooltipMax)}…` : text
}
