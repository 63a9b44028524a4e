/** The texts a catalog list's controls show (the car list's and kit catalogue's islands); the server renders the rest. */
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
