/** The texts of the save-a-search form (dictionary keys of the same name, "Saved searches: form"). */
export const saveSearchTextKeys = [
  'savedSearchButton',
  'savedSearchHeading',
  'savedSearchIntro',
  'savedSearchEmail',
  'savedSearchFrequency',
  'savedSearchInstant',
  'savedSearchDaily',
  'savedSearchWeekly',
  'savedSearchSubmit',
  'savedSearchClose',
  'savedSearchSent',
  'savedSearchInvalidEmail',
  'savedSearchLimit',
  'savedSearchTooMany',
  'savedSearchFailed',
] as const

export type SaveSearchTexts = Record<(typeof saveSearchTextKeys)[number], string>

/** What the form sends besides the address and frequency: the list's search and where mails link. */
export type SaveSearchTarget = {
  /** The catalog's site name (`vehicles_{site}`). */
  site: string
  language: string
  /** The car page path, before `/{car_id}/{slug}`. */
  detailPath: string
  texts: SaveSearchTexts
}
