import type { LanguageCode } from '@/lib/i18n/languages'

type Entry = Record<LanguageCode, string>
const english = (text: string) => ({ en: text, 'en-GB': text })

/**
 * Interface texts of the facility list, site selection, site teasers and the map (decisions: Dealer
 * sites and the map).
 */
export const sitesDictionaryEntries: Record<string, Entry> = {
  facilityListSearchLabel: {
    sv: 'Sök anläggning',
    nb: 'Søk etter anlegg',
    ...english('Search dealers'),
    fi: 'Hae toimipistettä',
    sk: 'Hľadať pobočku',
  },
  facilityListSearchButton: { sv: 'Sök', nb: 'Søk', ...english('Search'), fi: 'Hae', sk: 'Hľadať' },
  facilityListFacetAll: { sv: 'Alla', nb: 'Alle', ...english('All'), fi: 'Kaikki', sk: 'Všetky' },
  facilityListCount: {
    sv: 'Visar {shown} av {total} anläggningar',
    nb: 'Viser {shown} av {total} anlegg',
    ...english('Showing {shown} of {total} dealers'),
    fi: 'Näytetään {shown}/{total} toimipistettä',
    sk: 'Zobrazené {shown} z {total} pobočiek',
  },
  facilityListAll_one: {
    sv: '{total} anläggning',
    nb: '{total} anlegg',
    ...english('{total} dealer'),
    fi: '{total} toimipiste',
    sk: '{total} pobočka',
  },
  // Slovak says 2–4 (Intl's "few") apart from 5 and more; the other languages have no such form.
  facilityListAll_few: {
    sv: '{total} anläggningar',
    nb: '{total} anlegg',
    ...english('{total} dealers'),
    fi: '{total} toimipistettä',
    sk: '{total} pobočky',
  },
  facilityListAll_other: {
    sv: '{total} anläggningar',
    nb: '{total} anlegg',
    ...english('{total} dealers'),
    fi: '{total} toimipistettä',
    sk: '{total} pobočiek',
  },
  facilityListEmpty: {
    sv: 'Inga anläggningar matchar din sökning.',
    nb: 'Ingen anlegg passer søket ditt.',
    ...english('No dealers match your search.'),
    fi: 'Hakuasi vastaavia toimipisteitä ei löytynyt.',
    sk: 'Vášmu vyhľadávaniu nezodpovedá žiadna pobočka.',
  },
  facilityListError: {
    sv: 'Vi kunde inte hämta anläggningarna just nu. Försök igen om en stund.',
    nb: 'Vi kunne ikke hente anleggene akkurat nå. Prøv igjen om litt.',
    ...english('We could not load the dealers right now. Please try again shortly.'),
    fi: 'Toimipisteitä ei voitu hakea juuri nyt. Yritä hetken kuluttua uudelleen.',
    sk: 'Pobočky sa momentálne nepodarilo načítať. Skúste to o chvíľu znova.',
  },
  facilityListMapLabel: {
    sv: 'Karta över våra anläggningar',
    nb: 'Kart over våre anlegg',
    ...english('Map of our dealers'),
    fi: 'Toimipisteidemme kartta',
    sk: 'Mapa našich pobočiek',
  },
  facilityFacet_site_city: { sv: 'Ort', nb: 'Sted', ...english('Town'), fi: 'Paikkakunta', sk: 'Mesto' },
  facilityFacet_site_brands: { sv: 'Märke', nb: 'Merke', ...english('Brand'), fi: 'Merkki', sk: 'Značka' },
  facilityFacet_site_department_groups: {
    sv: 'Avdelning',
    nb: 'Avdeling',
    ...english('Department'),
    fi: 'Osasto',
    sk: 'Oddelenie',
  },
  'departmentGroup_New cars': {
    sv: 'Nya bilar',
    nb: 'Nye biler',
    ...english('New cars'),
    fi: 'Uudet autot',
    sk: 'Nové autá',
  },
  'departmentGroup_Used cars': {
    sv: 'Begagnade bilar',
    nb: 'Brukte biler',
    ...english('Used cars'),
    fi: 'Vaihtoautot',
    sk: 'Jazdené autá',
  },
  departmentGroup_Workshop: {
    sv: 'Verkstad',
    nb: 'Verksted',
    ...english('Workshop'),
    fi: 'Korjaamo',
    sk: 'Servis',
  },
  departmentGroup_Parts: {
    sv: 'Reservdelar',
    nb: 'Deler',
    ...english('Parts'),
    fi: 'Varaosat',
    sk: 'Náhradné diely',
  },
  'departmentGroup_Body work': {
    sv: 'Skadeverkstad',
    nb: 'Karosseri',
    ...english('Body work'),
    fi: 'Korikorjaamo',
    sk: 'Karosáreň',
  },
  siteSelectionFilterLabel: {
    sv: 'Välj ort',
    nb: 'Velg sted',
    ...english('Choose a town'),
    fi: 'Valitse paikkakunta',
    sk: 'Vyberte mesto',
  },
  mapUnavailable: {
    sv: 'Kartan kan inte visas i den här webbläsaren. Anläggningarna står listade med adress.',
    nb: 'Kartet kan ikke vises i denne nettleseren. Anleggene står oppført med adresse.',
    ...english('The map cannot be shown in this browser. The places are listed with their addresses.'),
    fi: 'Karttaa ei voi näyttää tässä selaimessa. Paikat on lueteltu osoitteineen.',
    sk: 'Mapu nie je možné v tomto prehliadači zobraziť. Miesta sú uvedené s adresami.',
  },
  mapFailed: {
    sv: 'Kartan kunde inte laddas. Anläggningarna står listade med adress.',
    nb: 'Kartet kunne ikke lastes inn. Anleggene står oppført med adresse.',
    ...english('The map could not be loaded. The places are listed with their addresses.'),
    fi: 'Karttaa ei voitu ladata. Paikat on lueteltu osoitteineen.',
    sk: 'Mapu sa nepodarilo načítať. Miesta sú uvedené s adresami.',
  },
  mapShow: {
    sv: 'Visa karta',
    nb: 'Vis kart',
    ...english('Show the map'),
    fi: 'Näytä kartta',
    sk: 'Zobraziť mapu',
  },
  mapCluster: {
    sv: '{count} platser',
    nb: '{count} steder',
    ...english('{count} places'),
    fi: '{count} paikkaa',
    sk: '{count} miest',
  },
}
