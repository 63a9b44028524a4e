import type { LanguageCode } from '@/lib/i18n/languages'

type Entry = Record<LanguageCode, string>
const english = (text: string) => ({ en: text, 'en-GB': text })

/**
 * Interface texts of the facility detail page and the car teasers (spec 02 §2 Facility detail page,
 * spec 03 §2.7), in every site language.
 */
export const facilityDictionaryEntries: Record<string, Entry> = {
  facilityShowOnMap: {
    sv: 'Visa på karta',
    nb: 'Vis på kart',
    ...english('Show on map'),
    fi: 'Näytä kartalla',
    sk: 'Zobraziť na mape',
  },
  facilityMapLabel: {
    sv: 'Karta över anläggningen',
    nb: 'Kart over forhandleren',
    ...english('Map of the dealer'),
    fi: 'Toimipisteen kartta',
    sk: 'Mapa predajne',
  },
  facilityPhone: { sv: 'Telefon', nb: 'Telefon', ...english('Phone'), fi: 'Puhelin', sk: 'Telefón' },
  facilityEmail: { sv: 'E-post', nb: 'E-post', ...english('Email'), fi: 'Sähköposti', sk: 'E-mail' },
  facilityBookService: {
    sv: 'Boka service och verkstad',
    nb: 'Bestill service og verksted',
    ...english('Book service and workshop'),
    fi: 'Varaa huolto ja korjaamo',
    sk: 'Objednať servis a dielňu',
  },
  // Where the book-service link leads (spec 02 §6: the Swedish automotive site only): the seeded
  // "Boka service" page, where the booking flow (spec 03 §2.2) sits (docs/decisions.md).
  facilityBookServicePath: {
    sv: '/service/boka-service',
    nb: '/service/bestill-service',
    ...english('/service/book-service'),
    fi: '/huolto/varaa-huolto',
    sk: '/servis/objednat-servis',
  },
  facilityDepartments: {
    sv: 'Avdelningar',
    nb: 'Avdelinger',
    ...english('Departments'),
    fi: 'Osastot',
    sk: 'Oddelenia',
  },
  facilityOpeningHours: {
    sv: 'Öppettider',
    nb: 'Åpningstider',
    ...english('Opening hours'),
    fi: 'Aukioloajat',
    sk: 'Otváracie hodiny',
  },
  facilityDeviationDays: {
    sv: 'Avvikande öppettider',
    nb: 'Avvikende åpningstider',
    ...english('Special opening hours'),
    fi: 'Poikkeavat aukioloajat',
    sk: 'Zmenené otváracie hodiny',
  },
  facilityBrands: { sv: 'Märken', nb: 'Merker', ...english('Brands'), fi: 'Merkit', sk: 'Značky' },
  facilityStaff: {
    sv: 'Personal',
    nb: 'Ansatte',
    ...english('Staff'),
    fi: 'Henkilökunta',
    sk: 'Zamestnanci',
  },
  facilityOpenNow: {
    sv: 'Öppet nu',
    nb: 'Åpent nå',
    ...english('Open now'),
    fi: 'Avoinna nyt',
    sk: 'Otvorené',
  },
  facilityClosesAt: {
    sv: 'stänger {time}',
    nb: 'stenger {time}',
    ...english('closes at {time}'),
    fi: 'sulkeutuu {time}',
    sk: 'zatvára o {time}',
  },
  facilityClosed: { sv: 'Stängt', nb: 'Stengt', ...english('Closed'), fi: 'Suljettu', sk: 'Zatvorené' },
  facilityOpensAt: {
    sv: 'öppnar {day} {time}',
    nb: 'åpner {day} {time}',
    ...english('opens {day} {time}'),
    fi: 'avautuu {day} {time}',
    sk: 'otvára {day} o {time}',
  },
  facilityOpensTodayAt: {
    sv: 'öppnar i dag {time}',
    nb: 'åpner i dag {time}',
    ...english('opens today at {time}'),
    fi: 'avautuu tänään {time}',
    sk: 'otvára dnes o {time}',
  },
  facilityLatestArrivals: {
    sv: 'Senast inkomna bilar',
    nb: 'Sist innkomne biler',
    ...english('Latest arrivals'),
    fi: 'Uusimmat autot',
    sk: 'Najnovšie autá',
  },
  facilityAllCars: {
    sv: 'Visa alla bilar i {name}',
    nb: 'Vis alle biler hos {name}',
    ...english('Show all cars at {name}'),
    fi: 'Näytä kaikki autot: {name}',
    sk: 'Zobraziť všetky autá: {name}',
  },
  carTeasersName: {
    sv: 'Utvalda bilar',
    nb: 'Utvalgte biler',
    ...english('Featured cars'),
    fi: 'Valitut autot',
    sk: 'Vybrané autá',
  },
  carTeasersPause: {
    sv: 'Pausa bildspelet',
    nb: 'Sett lysbildene på pause',
    ...english('Pause the slideshow'),
    fi: 'Keskeytä diaesitys',
    sk: 'Pozastaviť prezentáciu',
  },
  carTeasersPlay: {
    sv: 'Spela bildspelet',
    nb: 'Spill av lysbildene',
    ...english('Play the slideshow'),
    fi: 'Toista diaesitys',
    sk: 'Spustiť prezentáciu',
  },
}
