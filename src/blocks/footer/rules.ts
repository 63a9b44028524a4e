/** Spec 01 §5 footer rules, kept pure so they can be tested without rendering. */
type Brand = { name?: string | null; logoUrl?: string }

/** Brands show only when switched on, with a heading and at least one brand that has a logo. */
export function visibleBrands<T extends Brand>(
  showBrands: boolean | null | undefined,
  heading: string | null | undefined,
  brands: T[],
): T[] {
  const withLogo = brands.filter((brand) => brand.name && brand.logoUrl)
  return showBrands && heading?.trim() ? withLogo : []
}

/** A brand logo's link: the site's car list filtered by the brand (spec 01 §2.3). */
export function brandListUrl(pathToCarList: string, brand: string): string {
  const [path, query = ''] = pathToCarList.split('?')
  const params = new URLSearchParams(query)
  params.set('car_brand', brand)
  return `${path}?${params}`
}

/** With two or fewer columns each spans two grid tracks (spec 01 §9). */
export const columnSpan = (columnCount: number) => (columnCount <= 2 ? 2 : 1)

/** Fixed Swedish consumer-credit warning (spec 01 §8), shown on Swedish sites. */
export const swedishCreditWarning =
  'Att låna kostar pengar! Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun. Kontaktuppgifter finns på hallakonsument.se.'
