import type { LanguageCode } from '@/lib/i18n/languages'

type Entry = Record<LanguageCode, string>
const english = (text: string) => ({ en: text, 'en-GB': text })

/** Interface texts of the content blocks (issue 3), in every language. */
export const blockDictionaryEntries: Record<string, Entry> = {
  carouselPrevious: {
    sv: 'Föregående',
    nb: 'Forrige',
    ...english('Previous'),
    fi: 'Edellinen',
    sk: 'Predchádzajúci',
  },
  carouselNext: { sv: 'Nästa', nb: 'Neste', ...english('Next'), fi: 'Seuraava', sk: 'Ďalší' },
  carouselGoTo: {
    sv: 'Gå till bild {n}',
    nb: 'Gå til bilde {n}',
    ...english('Go to slide {n}'),
    fi: 'Siirry kuvaan {n}',
    sk: 'Prejsť na snímku {n}',
  },
  carouselPosition: {
    sv: '{n} av {total}',
    nb: '{n} av {total}',
    ...english('{n} of {total}'),
    fi: '{n}/{total}',
    sk: '{n} z {total}',
  },
  heroCarousel: {
    sv: 'Utvalt just nu',
    nb: 'Utvalgt akkurat nå',
    ...english('Featured'),
    fi: 'Nostot',
    sk: 'Odporúčame',
  },
  sliderCarousel: { sv: 'Erbjudanden', nb: 'Tilbud', ...english('Offers'), fi: 'Tarjoukset', sk: 'Ponuky' },
  cardsCarousel: {
    sv: 'Bilmodeller',
    nb: 'Bilmodeller',
    ...english('Car models'),
    fi: 'Automallit',
    sk: 'Modely áut',
  },
  searchInputLabel: {
    sv: 'Sök bland bilar i lager',
    nb: 'Søk blant biler på lager',
    ...english('Search cars in stock'),
    fi: 'Hae varastoautoista',
    sk: 'Hľadať autá na sklade',
  },
  searchButton: { sv: 'Sök', nb: 'Søk', ...english('Search'), fi: 'Hae', sk: 'Hľadať' },
  searchClear: {
    sv: 'Rensa sökningen',
    nb: 'Tøm søket',
    ...english('Clear search'),
    fi: 'Tyhjennä haku',
    sk: 'Vymazať hľadanie',
  },
  scrollDown: {
    sv: 'Scrolla ner',
    nb: 'Rull ned',
    ...english('Scroll down'),
    fi: 'Vieritä alas',
    sk: 'Posunúť nadol',
  },
  videoPlay: {
    sv: 'Spela upp videon',
    nb: 'Spill av videoen',
    ...english('Play video'),
    fi: 'Toista video',
    sk: 'Prehrať video',
  },
  videoPause: {
    sv: 'Pausa videon',
    nb: 'Sett videoen på pause',
    ...english('Pause video'),
    fi: 'Keskeytä video',
    sk: 'Pozastaviť video',
  },
  videoMute: {
    sv: 'Stäng av ljudet',
    nb: 'Slå av lyden',
    ...english('Mute'),
    fi: 'Mykistä',
    sk: 'Stlmiť zvuk',
  },
  videoUnmute: {
    sv: 'Slå på ljudet',
    nb: 'Slå på lyden',
    ...english('Unmute'),
    fi: 'Palauta ääni',
    sk: 'Zapnúť zvuk',
  },
  youtubePlay: {
    sv: 'Spela upp filmen',
    nb: 'Spill av filmen',
    ...english('Play the film'),
    fi: 'Toista elokuva',
    sk: 'Prehrať film',
  },
  countdownDays: { sv: 'Dagar', nb: 'Dager', ...english('Days'), fi: 'Päivää', sk: 'Dní' },
  countdownHours: { sv: 'Timmar', nb: 'Timer', ...english('Hours'), fi: 'Tuntia', sk: 'Hodín' },
  countdownMinutes: { sv: 'Minuter', nb: 'Minutter', ...english('Minutes'), fi: 'Minuuttia', sk: 'Minút' },
  countdownSeconds: { sv: 'Sekunder', nb: 'Sekunder', ...english('Seconds'), fi: 'Sekuntia', sk: 'Sekúnd' },
  campaign: { sv: 'Kampanj', nb: 'Kampanje', ...english('Offer'), fi: 'Kampanja', sk: 'Akcia' },
  loanInfoTitle: {
    sv: 'Representativt exempel',
    nb: 'Representativt eksempel',
    ...english('Representative example'),
    fi: 'Edustava esimerkki',
    sk: 'Reprezentatívny príklad',
  },
}
