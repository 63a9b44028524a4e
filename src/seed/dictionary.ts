import type { LanguageCode } from '@/lib/i18n/languages'
import { alertDictionaryEntries } from '@/services/alerts/texts'
import { blockDictionaryEntries } from './dictionary-blocks'
import { chromeDictionaryEntries } from './dictionary-chrome'
import { carDetailDictionaryEntries } from './dictionary-car-detail'
import { carListDictionaryEntries } from './dictionary-car-list'
import { carWatchPageDictionaryEntries } from './dictionary-car-watch'
import { facilityDictionaryEntries } from './dictionary-facility'
import { formsDictionaryEntries } from './dictionary-forms'
import { kitDictionaryEntries } from './dictionary-kits'
import { sitesDictionaryEntries } from './dictionary-sites'
import { storiesDictionaryEntries } from './dictionary-stories'
import { savedSearchDictionaryEntries } from './dictionary-saved-search'

/** Interface texts every site needs, in every language (the demo content of decisions: Platform). */
export const dictionaryEntries: Record<string, Record<LanguageCode, string>> = {
  ...chromeDictionaryEntries,
  ...storiesDictionaryEntries,
  ...blockDictionaryEntries,
  ...carListDictionaryEntries,
  ...carDetailDictionaryEntries,
  ...facilityDictionaryEntries,
  ...sitesDictionaryEntries,
  ...formsDictionaryEntries,
  ...kitDictionaryEntries,
  ...alertDictionaryEntries,
  ...savedSearchDictionaryEntries,
  ...carWatchPageDictionaryEntries,
  sectionErrorHeading: { sv: 'Aj då', nb: 'Oi da', en: 'Oops', 'en-GB': 'Oops', fi: 'Hups', sk: 'Ups' },
  sectionErrorText: {
    sv: 'Här skulle det ha visats en sektion, men något gick fel.',
    nb: 'Her skulle det ha vært en seksjon, men noe gikk galt.',
    en: 'A section should be shown here, but something went wrong.',
    'en-GB': 'A section should be shown here, but something went wrong.',
    fi: 'Tässä piti näkyä osio, mutta jokin meni vikaan.',
    sk: 'Tu sa mala zobraziť sekcia, ale niečo sa pokazilo.',
  },
  sectionErrorReload: {
    sv: 'Prova att ladda om sidan.',
    nb: 'Prøv å laste inn siden på nytt.',
    en: 'Try reloading the page.',
    'en-GB': 'Try reloading the page.',
    fi: 'Kokeile ladata sivu uudelleen.',
    sk: 'Skúste stránku načítať znova.',
  },
  sectionErrorButton: {
    sv: 'Ladda om sidan',
    nb: 'Last inn på nytt',
    en: 'Reload page',
    'en-GB': 'Reload page',
    fi: 'Lataa uudelleen',
    sk: 'Načítať znova',
  },
  skipToContent: {
    sv: 'Hoppa till innehållet',
    nb: 'Hopp til innholdet',
    en: 'Skip to content',
    'en-GB': 'Skip to content',
    fi: 'Siirry sisältöön',
    sk: 'Preskočiť na obsah',
  },
  backToHome: {
    sv: 'Till startsidan',
    nb: 'Til forsiden',
    en: 'Go to the home page',
    'en-GB': 'Go to the home page',
    fi: 'Etusivulle',
    sk: 'Na úvodnú stránku',
  },
  showMore: {
    sv: 'Visa mer',
    nb: 'Vis mer',
    en: 'Show more',
    'en-GB': 'Show more',
    fi: 'Näytä lisää',
    sk: 'Zobraziť viac',
  },
  showLess: {
    sv: 'Visa mindre',
    nb: 'Vis mindre',
    en: 'Show less',
    'en-GB': 'Show less',
    fi: 'Näytä vähemmän',
    sk: 'Zobraziť menej',
  },
  missingImageText: {
    sv: 'Bild saknas',
    nb: 'Bilde mangler',
    en: 'Image missing',
    'en-GB': 'Image missing',
    fi: 'Kuva puuttuu',
    sk: 'Obrázok chýba',
  },
  carListError: {
    sv: 'Vi kunde inte hämta bilarna just nu. Försök igen om en stund.',
    nb: 'Vi kunne ikke hente bilene akkurat nå. Prøv igjen om litt.',
    en: 'We could not load the cars right now. Please try again shortly.',
    'en-GB': 'We could not load the cars right now. Please try again shortly.',
    fi: 'Autoja ei voitu hakea juuri nyt. Yritä hetken kuluttua uudelleen.',
    sk: 'Autá sa momentálne nepodarilo načítať. Skúste to o chvíľu znova.',
  },
  noSearchResults: {
    sv: 'Inga bilar matchar din sökning.',
    nb: 'Ingen biler passer søket ditt.',
    en: 'No cars match your search.',
    'en-GB': 'No cars match your search.',
    fi: 'Hakuasi vastaavia autoja ei löytynyt.',
    sk: 'Vášmu vyhľadávaniu nezodpovedajú žiadne autá.',
  },
}
