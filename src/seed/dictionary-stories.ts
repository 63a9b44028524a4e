import type { LanguageCode } from '@/lib/i18n/languages'

const same = (en: string) => ({ en, 'en-GB': en })

/** Interface texts of the stories blocks (spec 01 §2.5), in every language. */
export const storiesDictionaryEntries: Record<string, Record<LanguageCode, string>> = {
  storiesShowAll: {
    sv: 'Visa alla',
    nb: 'Vis alle',
    ...same('Show all'),
    fi: 'Näytä kaikki',
    sk: 'Zobraziť všetky',
  },
  storiesFilterLabel: {
    sv: 'Filtrera på ämne',
    nb: 'Filtrer på emne',
    ...same('Filter by topic'),
    fi: 'Suodata aiheen mukaan',
    sk: 'Filtrovať podľa témy',
  },
  storiesLoadMore: {
    sv: 'Visa fler',
    nb: 'Vis flere',
    ...same('Load more'),
    fi: 'Näytä lisää',
    sk: 'Načítať ďalšie',
  },
  storiesNoResults: {
    sv: 'Inga artiklar matchar de valda ämnena.',
    nb: 'Ingen artikler passer de valgte emnene.',
    ...same('No stories match the chosen topics.'),
    fi: 'Valittuihin aiheisiin ei löytynyt artikkeleita.',
    sk: 'Zvoleným témam nezodpovedajú žiadne články.',
  },
  storiesError: {
    sv: 'Vi kunde inte hämta artiklarna just nu.',
    nb: 'Vi kunne ikke hente artiklene akkurat nå.',
    ...same('We could not load the stories right now.'),
    fi: 'Artikkeleita ei voitu hakea juuri nyt.',
    sk: 'Články sa momentálne nepodarilo načítať.',
  },
  storiesRetry: {
    sv: 'Försök igen',
    nb: 'Prøv igjen',
    ...same('Try again'),
    fi: 'Yritä uudelleen',
    sk: 'Skúsiť znova',
  },
  storiesLoading: {
    sv: 'Hämtar artiklar …',
    nb: 'Henter artikler …',
    ...same('Loading stories …'),
    fi: 'Haetaan artikkeleita …',
    sk: 'Načítavajú sa články …',
  },
  storiesCount: {
    sv: 'Visar {shown} av {total}',
    nb: 'Viser {shown} av {total}',
    ...same('Showing {shown} of {total}'),
    fi: 'Näytetään {shown}/{total}',
    sk: 'Zobrazených {shown} z {total}',
  },
  storiesTeaserLink: {
    sv: 'Alla artiklar',
    nb: 'Alle artikler',
    ...same('All stories'),
    fi: 'Kaikki artikkelit',
    sk: 'Všetky články',
  },
  articleNavigationLabel: {
    sv: 'Artikelnavigering',
    nb: 'Artikkelnavigasjon',
    ...same('Story navigation'),
    fi: 'Artikkelinavigointi',
    sk: 'Navigácia v článkoch',
  },
  articleBack: { sv: 'Tillbaka', nb: 'Tilbake', ...same('Back'), fi: 'Takaisin', sk: 'Späť' },
  articlePrevious: {
    sv: 'Föregående artikel',
    nb: 'Forrige artikkel',
    ...same('Previous story'),
    fi: 'Edellinen artikkeli',
    sk: 'Predchádzajúci článok',
  },
  articleNext: {
    sv: 'Nästa artikel',
    nb: 'Neste artikkel',
    ...same('Next story'),
    fi: 'Seuraava artikkeli',
    sk: 'Nasledujúci článok',
  },
  publishInfoAuthor: { sv: 'Text:', nb: 'Tekst:', ...same('By'), fi: 'Teksti:', sk: 'Autor:' },
  publishInfoPublished: {
    sv: 'Publicerad',
    nb: 'Publisert',
    ...same('Published'),
    fi: 'Julkaistu',
    sk: 'Publikované',
  },
}
