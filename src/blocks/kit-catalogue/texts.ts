/**
 * The kit page's control texts. Spec 03 §1: "some kit-page buttons are English"; the catalogue's
 * own controls are, on every site. The list's states and the filter panel's words come from the
 * dictionary (carListError, noSearchResults and the car list's panel keys).
 */
export const kitTexts = {
  heading: 'Kits',
  filters: 'Filters',
  closeFilters: 'Close filters',
  showKits: 'Show kits',
  searchLabel: 'Search kits',
  searchButton: 'Search',
  appliedFilters: 'Applied filters',
  removeFilter: 'Remove filter',
  clearFilters: 'Clear filters',
  showMore: 'Show more',
  loading: 'Loading kits…',
  chooseCar: 'Choose car',
  changeCar: 'Change car',
  clearCar: 'Clear car',
  kitsFor: 'Kits for',
  parameters: 'Parameters',
  noParameters: 'No parameters were given.',
  close: 'Close',
  details: 'Details',
  addToCart: 'Add to cart',
  removeFromCart: 'Remove from cart',
  inCart: 'In cart',
  cart: 'Cart',
  remove: 'Remove',
  price: 'Price',
  category: 'Category',
  parts: 'Parts',
  partNo: 'Part no.',
  quantity: 'Quantity',
  requestQuote: 'Request quote',
  quoteHeading: 'Request a quote for the cart',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  message: 'Message',
  quoteSent: 'Thank you! Your request has been sent to our parts department.',
  quoteFailed: 'The request could not be sent. Please try again.',
  invalidName: 'Enter your name',
  invalidPhone: 'Enter a phone number of 6 to 20 digits',
  invalidEmail: 'Enter a valid e-mail address',
}

export type KitTexts = typeof kitTexts
