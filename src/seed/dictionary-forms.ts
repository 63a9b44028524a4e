import type { LanguageCode } from '@/lib/i18n/languages'

type Entry = Record<LanguageCode, string>
const english = (text: string) => ({ en: text, 'en-GB': text })

/**
 * Texts of the sell-car and trade-in form (spec 03 §2.5, §8 sellCarFormError), in every
 * site language. The spec shows no success wording; ours thanks and says who calls back.
 */
export const formsDictionaryEntries: Record<string, Entry> = {
  sellCarFormOption: {
    sv: 'Vad vill du göra?',
    nb: 'Hva vil du gjøre?',
    ...english('What would you like to do?'),
    fi: 'Mitä haluat tehdä?',
    sk: 'Čo chcete urobiť?',
  },
  sellCarFormSell: {
    sv: 'Sälja bil',
    nb: 'Selge bil',
    ...english('Sell my car'),
    fi: 'Myydä auton',
    sk: 'Predať auto',
  },
  sellCarFormTradeIn: {
    sv: 'Byta in bil',
    nb: 'Bytte inn bil',
    ...english('Trade in my car'),
    fi: 'Vaihtaa auton',
    sk: 'Vymeniť auto na protiúčet',
  },
  sellCarFormRegno: {
    sv: 'Registreringsnummer',
    nb: 'Registreringsnummer',
    ...english('Registration number'),
    fi: 'Rekisterinumero',
    sk: 'Evidenčné číslo',
  },
  sellCarFormMileage: {
    sv: 'Miltal (mil)',
    nb: 'Kilometerstand (km)',
    ...english('Mileage'),
    fi: 'Mittarilukema (km)',
    sk: 'Počet kilometrov',
  },
  sellCarFormName: { sv: 'Namn', nb: 'Navn', ...english('Name'), fi: 'Nimi', sk: 'Meno' },
  sellCarFormPhone: { sv: 'Telefon', nb: 'Telefon', ...english('Phone'), fi: 'Puhelin', sk: 'Telefón' },
  sellCarFormEmail: { sv: 'E-post', nb: 'E-post', ...english('E-mail'), fi: 'Sähköposti', sk: 'E-mail' },
  sellCarFormMessage: {
    sv: 'Meddelande (valfritt)',
    nb: 'Melding (valgfritt)',
    ...english('Message (optional)'),
    fi: 'Viesti (valinnainen)',
    sk: 'Správa (nepovinné)',
  },
  sellCarFormRequired: {
    sv: 'Fält markerade med * är obligatoriska.',
    nb: 'Felter merket med * må fylles ut.',
    ...english('Fields marked * are required.'),
    fi: 'Tähdellä * merkityt kentät ovat pakollisia.',
    sk: 'Polia označené * sú povinné.',
  },
  sellCarFormSubmit: { sv: 'Skicka', nb: 'Send', ...english('Send'), fi: 'Lähetä', sk: 'Odoslať' },
  sellCarFormSubmitting: {
    sv: 'Skickar …',
    nb: 'Sender …',
    ...english('Sending …'),
    fi: 'Lähetetään …',
    sk: 'Odosiela sa …',
  },
  sellCarFormSuccessHeading: {
    sv: 'Tack!',
    nb: 'Takk!',
    ...english('Thank you!'),
    fi: 'Kiitos!',
    sk: 'Ďakujeme!',
  },
  sellCarFormSuccess: {
    sv: 'Vi har tagit emot dina uppgifter. En bilinköpare kontaktar dig inom kort med ett bud på din bil.',
    nb: 'Vi har mottatt opplysningene dine. En bilinnkjøper kontakter deg snart med et bud på bilen din.',
    ...english(
      'We have received your details. A car buyer will contact you shortly with an offer for your car.',
    ),
    fi: 'Olemme vastaanottaneet tietosi. Autonostajamme ottaa sinuun pian yhteyttä ja tekee tarjouksen autostasi.',
    sk: 'Vaše údaje sme prijali. Náš výkupca vás čoskoro kontaktuje s ponukou na vaše auto.',
  },
  sellCarFormError: {
    sv: 'Något gick fel och dina uppgifter kunde inte skickas. Försök igen om en stund.',
    nb: 'Noe gikk galt, og opplysningene dine kunne ikke sendes. Prøv igjen om litt.',
    ...english('Something went wrong and your details could not be sent. Please try again shortly.'),
    fi: 'Jokin meni vikaan, eikä tietojasi voitu lähettää. Yritä hetken kuluttua uudelleen.',
    sk: 'Niečo sa pokazilo a vaše údaje sa nepodarilo odoslať. Skúste to znova o chvíľu.',
  },
  sellCarFormOptionInvalid: {
    sv: 'Välj om du vill sälja eller byta in bilen.',
    nb: 'Velg om du vil selge eller bytte inn bilen.',
    ...english('Choose whether to sell or trade in the car.'),
    fi: 'Valitse, haluatko myydä vai vaihtaa auton.',
    sk: 'Vyberte, či chcete auto predať alebo vymeniť.',
  },
  sellCarFormRegnoInvalid: {
    sv: 'Ange registreringsnummer.',
    nb: 'Oppgi registreringsnummer.',
    ...english('Enter the registration number.'),
    fi: 'Anna rekisterinumero.',
    sk: 'Zadajte evidenčné číslo.',
  },
  sellCarFormMileageInvalid: {
    sv: 'Ange miltal som ett heltal, 0 eller mer.',
    nb: 'Oppgi kilometerstand som et heltall, 0 eller mer.',
    ...english('Enter the mileage as a whole number, 0 or more.'),
    fi: 'Anna mittarilukema kokonaislukuna, vähintään 0.',
    sk: 'Zadajte počet kilometrov ako celé číslo, 0 alebo viac.',
  },
  sellCarFormNameInvalid: {
    sv: 'Ange ditt namn.',
    nb: 'Oppgi navnet ditt.',
    ...english('Enter your name.'),
    fi: 'Anna nimesi.',
    sk: 'Zadajte svoje meno.',
  },
  sellCarFormPhoneInvalid: {
    sv: 'Ange ett telefonnummer med 6–20 siffror (gärna med +).',
    nb: 'Oppgi et telefonnummer med 6–20 sifre (gjerne med +).',
    ...english('Enter a phone number of 6–20 digits (a leading + is fine).'),
    fi: 'Anna puhelinnumero, jossa on 6–20 numeroa (+ alussa sallittu).',
    sk: 'Zadajte telefónne číslo so 6–20 číslicami (môže začínať +).',
  },
  sellCarFormEmailInvalid: {
    sv: 'Ange en giltig e-postadress.',
    nb: 'Oppgi en gyldig e-postadresse.',
    ...english('Enter a valid e-mail address.'),
    fi: 'Anna kelvollinen sähköpostiosoite.',
    sk: 'Zadajte platnú e-mailovú adresu.',
  },
}
