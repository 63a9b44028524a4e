/** Spec 01 §5 footer rules, kept pure so they can be tested without rendering. */
import { foldText } from '@/services/search/query/text'

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

/**
 * A brand logo leads to a list with cars in it. Brands the catalog has no cars of are
 * left out, and the others take the catalog's spelling ("Skoda" → "Škoda") for their link; with
 * no catalog answer (`stocked` null) every brand stays.
 */
export function stockedOnly<T extends Brand>(brands: T[], stocked: ReadonlyMap<string, string> | null): T[] {
  if (!stocked) return brands
  return brands.flatMap((brand) => {
    const name = stocked.get(foldText(brand.name ?? ''))
    return name ? [{ ...brand, name }] : []
  })
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

/**
 * The consumer-credit warning the footer always carries (spec 01 §8). The spec's text is Swedish;
 * every other market gets its own equivalent, in the market's language, pointing to its free debt
 * advice. Fixed texts, like the spec's: legal copy
 * that an editor does not reword per page.
 */
export const creditWarnings: Record<'SE' | 'NO' | 'UK' | 'FI' | 'SK', { lang: string; text: string }> = {
  SE: {
    lang: 'sv',
    text: 'Att låna kostar pengar! Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun. Kontaktuppgifter finns på hallakonsument.se.',
  },
  NO: {
    lang: 'nb',
    text: 'Lån koster penger! Hvis du ikke kan betale tilbake gjelden i tide, risikerer du betalingsanmerkning og inkasso. Det kan gjøre det vanskelig å leie bolig, tegne abonnement og få nye lån. Trenger du hjelp, kan du få gratis økonomi- og gjeldsrådgivning hos NAV på telefon 55 55 33 39.',
  },
  UK: {
    lang: 'en-GB',
    text: 'Borrowing costs money. Think carefully before taking out credit: if you cannot keep up your repayments, your credit rating may suffer and it may be harder to rent a home or borrow again. For free, impartial debt advice, visit MoneyHelper at moneyhelper.org.uk.',
  },
  FI: {
    lang: 'fi',
    text: 'Lainaaminen maksaa! Jos et pysty maksamaan velkaa takaisin ajallaan, voit saada maksuhäiriömerkinnän. Se voi vaikeuttaa asunnon vuokraamista, liittymien tekemistä ja uuden lainan saamista. Maksutonta apua saat talous- ja velkaneuvonnasta, yhteystiedot osoitteessa oikeus.fi.',
  },
  SK: {
    lang: 'sk',
    text: 'Požičiavanie stojí peniaze! Ak nesplatíte dlh včas, hrozí vám zápis do registra dlžníkov. Môže to sťažiť nájom bývania, uzatváranie zmlúv a získanie ďalších úverov. Bezplatne vám s dlhmi poradí Centrum právnej pomoci, kontakty nájdete na centrumpravnejpomoci.sk.',
  },
}
