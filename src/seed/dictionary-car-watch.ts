import type { LanguageCode } from '@/lib/i18n/languages'

type Entry = Record<LanguageCode, string>
const english = (text: string) => ({ en: text, 'en-GB': text })

/**
 * Interface texts of watching a car and of the price-drop note on the car page ("Saved searches:
 * watched cars", "Saved searches: price drop note"), in every site language.
 */
export const carWatchPageDictionaryEntries: Record<string, Entry> = {
  carWatchButton: {
    sv: 'Bevaka bilen',
    nb: 'Følg bilen',
    ...english('Watch this car'),
    fi: 'Seuraa autoa',
    sk: 'Sledovať auto',
  },
  carWatchIntro: {
    sv: 'Vi mejlar dig när priset sänks och när bilen reserveras eller säljs.',
    nb: 'Vi sender deg e-post når prisen settes ned, og når bilen blir reservert eller solgt.',
    ...english('We will mail you when the price drops and when the car is reserved or sold.'),
    fi: 'Lähetämme sinulle sähköpostia, kun hinta laskee ja kun auto varataan tai myydään.',
    sk: 'Pošleme vám e-mail, keď klesne cena a keď bude auto rezervované alebo predané.',
  },
  carWatchEmail: {
    sv: 'Din e-postadress',
    nb: 'Din e-postadresse',
    ...english('Your email address'),
    fi: 'Sähköpostiosoitteesi',
    sk: 'Váš e-mail',
  },
  carWatchSubmit: {
    sv: 'Starta bevakning',
    nb: 'Begynn å følge',
    ...english('Start watching'),
    fi: 'Aloita seuranta',
    sk: 'Začať sledovať',
  },
  carWatchSubmitting: {
    sv: 'Skickar…',
    nb: 'Sender…',
    ...english('Sending…'),
    fi: 'Lähetetään…',
    sk: 'Odosiela sa…',
  },
  carWatchEmailInvalid: {
    sv: 'Skriv en giltig e-postadress, till exempel namn@exempel.se.',
    nb: 'Skriv en gyldig e-postadresse, for eksempel navn@eksempel.no.',
    ...english('Enter a valid email address, for example name@example.com.'),
    fi: 'Kirjoita kelvollinen sähköpostiosoite, esimerkiksi nimi@esimerkki.fi.',
    sk: 'Zadajte platný e-mail, napríklad meno@priklad.sk.',
  },
  carWatchEmailFull: {
    sv: 'Den här adressen har redan så många bevakningar som går. Ta bort en först, via länken i något av våra mejl.',
    nb: 'Denne adressen har allerede så mange varslinger som mulig. Slett en først, via lenken i en av e-postene våre.',
    ...english(
      'This address already has as many alerts as it can. Delete one first, from the link in any of our mails.',
    ),
    fi: 'Tällä osoitteella on jo enimmäismäärä hakuvahteja. Poista ensin yksi minkä tahansa viestimme linkistä.',
    sk: 'Táto adresa už má maximálny počet upozornení. Najprv jedno zmažte cez odkaz v niektorom z našich e-mailov.',
  },
  carWatchSent: {
    sv: 'Nästan klart! Bekräfta bevakningen med länken vi har skickat till {email}.',
    nb: 'Nesten ferdig! Bekreft med lenken vi har sendt til {email}.',
    ...english('Almost done! Confirm with the link we have sent to {email}.'),
    fi: 'Melkein valmista! Vahvista seuranta linkistä, jonka lähetimme osoitteeseen {email}.',
    sk: 'Takmer hotovo! Potvrďte sledovanie odkazom, ktorý sme poslali na {email}.',
  },
  carWatchTooMany: {
    sv: 'Det har kommit för många förfrågningar. Försök igen om {minutes} minuter.',
    nb: 'Det har kommet for mange forespørsler. Prøv igjen om {minutes} minutter.',
    ...english('There have been too many requests. Please try again in {minutes} minutes.'),
    fi: 'Pyyntöjä on tullut liikaa. Yritä uudelleen {minutes} minuutin kuluttua.',
    sk: 'Prišlo príliš veľa žiadostí. Skúste to znova o {minutes} minút.',
  },
  carWatchError: {
    sv: 'Bevakningen kunde inte startas. Försök igen om en stund.',
    nb: 'Vi kunne ikke begynne å følge bilen. Prøv igjen om litt.',
    ...english('We could not start watching the car. Please try again in a moment.'),
    fi: 'Seurantaa ei voitu aloittaa. Yritä hetken kuluttua uudelleen.',
    sk: 'Sledovanie sa nepodarilo spustiť. Skúste to znova o chvíľu.',
  },
  carWatchUnavailable: {
    sv: 'Bilen finns inte längre till salu och kan inte bevakas.',
    nb: 'Bilen er ikke lenger til salgs og kan ikke følges.',
    ...english('The car is no longer for sale and cannot be watched.'),
    fi: 'Auto ei ole enää myynnissä, eikä sitä voi seurata.',
    sk: 'Auto už nie je na predaj a nedá sa sledovať.',
  },
  carDetailPriceDropped: {
    sv: 'Sänkt pris',
    nb: 'Satt ned',
    ...english('Price reduced'),
    fi: 'Hinta laskettu',
    sk: 'Znížená cena',
  },
  carDetailPriceDroppedFrom: {
    sv: 'från {price} den {date}',
    nb: 'fra {price} den {date}',
    ...english('from {price} on {date}'),
    fi: '{date}, aiemmin {price}',
    sk: 'z {price} dňa {date}',
  },
}
