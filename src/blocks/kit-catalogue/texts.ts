import { translator, type Dictionary } from '@/lib/i18n/dictionary'

/**
 * The kit catalogue's and the kit vehicle selector's words, by name, and their CMS dictionary keys
 * (seeded in every site's language: src/seed/dictionary-kits.ts). "{count}", "{shown}" and
 * "{total}" are filled in where the texts are shown.
 */
export const kitTextKeys = {
  heading: 'kitHeading',
  filters: 'kitFilters',
  closeFilters: 'kitCloseFilters',
  showKits: 'kitShowKits',
  searchLabel: 'kitSearchLabel',
  searchButton: 'kitSearchButton',
  appliedFilters: 'kitAppliedFilters',
  removeFilter: 'kitRemoveFilter',
  clearFilters: 'kitClearFilters',
  showMore: 'kitShowMore',
  loading: 'kitLoading',
  chooseCar: 'kitChooseCar',
  changeCar: 'kitChangeCar',
  clearCar: 'kitClearCar',
  kitsFor: 'kitKitsFor',
  parameters: 'kitParameters',
  noParameters: 'kitNoParameters',
  close: 'kitClose',
  details: 'kitDetails',
  addToCart: 'kitAddToCart',
  removeFromCart: 'kitRemoveFromCart',
  inCart: 'kitInCart',
  cart: 'kitCart',
  remove: 'kitRemove',
  price: 'kitPrice',
  category: 'kitCategory',
  parts: 'kitParts',
  partNo: 'kitPartNo',
  quantity: 'kitQuantity',
  requestQuote: 'kitRequestQuote',
  quoteHeading: 'kitQuoteHeading',
  name: 'kitName',
  phone: 'kitPhone',
  email: 'kitEmail',
  message: 'kitMessage',
  quoteSent: 'kitQuoteSent',
  quoteFailed: 'kitQuoteFailed',
  invalidName: 'kitInvalidName',
  invalidPhone: 'kitInvalidPhone',
  invalidEmail: 'kitInvalidEmail',
  cartCount: 'kitCartCount',
  cartLink: 'kitCartLink',
  progress: 'kitProgress',
  listError: 'kitListError',
  noResults: 'kitNoResults',
  manufacturer: 'kitManufacturer',
  model: 'kitModel',
  year: 'kitYear',
  choose: 'kitChoose',
  carsLoading: 'kitCarsLoading',
  carsError: 'kitCarsError',
} as const

export type KitTexts = Record<keyof typeof kitTextKeys, string>

/** The kit texts in the page's language, for the server to hand to the islands. */
export function kitTextsOf(dictionary: Dictionary): KitTexts {
  const t = translator(dictionary)
  return Object.fromEntries(Object.entries(kitTextKeys).map(([name, key]) => [name, t(key)])) as KitTexts
}
