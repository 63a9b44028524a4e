/**
 * The customer-data view's texts in the admin's languages ("Admin languages and uploads",
 * "Retention" in docs/decisions.md).
 */
import type { AdminLanguage, Translated } from '@/blocks/guide'

const t = (en: string, sv: string, nb: string, sk: string): Translated => ({ en, sv, nb, sk })

export const customerDataTexts = {
  heading: t('Customer data', 'Kunddata', 'Kundedata', 'Údaje zákazníka'),
  intro: t(
    'Find everything held about one customer, to export it or erase it on their request.',
    'Hitta allt som finns om en kund, för att exportera eller radera det på kundens begäran.',
    'Finn alt som er lagret om én kunde, for å eksportere eller slette det på kundens forespørsel.',
    'Nájdite všetko o jednom zákazníkovi a na jeho žiadosť to exportujte alebo vymažte.',
  ),
  email: t('E-mail address', 'E-postadress', 'E-postadresse', 'E-mailová adresa'),
  phone: t('Phone number', 'Telefonnummer', 'Telefonnummer', 'Telefónne číslo'),
  find: t('Find', 'Sök', 'Søk', 'Hľadať'),
  found: t('Found', 'Hittat', 'Funnet', 'Nájdené'),
  leads: t('Leads', 'Intresseanmälningar', 'Henvendelser', 'Záujemcovia'),
  workshopBookings: t(
    'Workshop bookings',
    'Verkstadsbokningar',
    'Verkstedbestillinger',
    'Objednávky do dielne',
  ),
  formSubmissions: t('Form answers', 'Formulärsvar', 'Skjemasvar', 'Odpovede z formulárov'),
  tireHotelAgreements: t(
    'Tire hotel agreements',
    'Däckhotellsavtal',
    'Dekkhotellavtaler',
    'Zmluvy pneuhotela',
  ),
  outbox: t('Kept messages', 'Sparade meddelanden', 'Lagrede meldinger', 'Uložené správy'),
  download: t('Download the export', 'Ladda ner exporten', 'Last ned eksporten', 'Stiahnuť export'),
  erase: t('Erase…', 'Radera…', 'Slett…', 'Vymazať…'),
  confirmQuestion: t(
    'Erase this customer’s data? Names, contact details and what they wrote are removed for good; bookings still ahead are cancelled.',
    'Radera kundens data? Namn, kontaktuppgifter och det kunden skrivit tas bort för gott; kommande bokningar avbokas.',
    'Slette kundens data? Navn, kontaktopplysninger og det kunden skrev fjernes for godt; kommende bestillinger avbestilles.',
    'Vymazať údaje zákazníka? Mená, kontakty a to, čo napísal, sa natrvalo odstránia; budúce objednávky sa zrušia.',
  ),
  confirmErase: t('Yes, erase', 'Ja, radera', 'Ja, slett', 'Áno, vymazať'),
  back: t('Back', 'Tillbaka', 'Tilbake', 'Späť'),
  erased: t('Erased.', 'Raderat.', 'Slettet.', 'Vymazané.'),
  nothing: t('Nothing found.', 'Inget hittades.', 'Ingenting funnet.', 'Nič sa nenašlo.'),
  failed: t(
    'That did not work. Try again.',
    'Det gick inte. Försök igen.',
    'Det gikk ikke. Prøv igjen.',
    'Nepodarilo sa. Skúste znova.',
  ),
  notAllowed: t(
    'Only group admins handle customer data.',
    'Endast koncernadministratörer hanterar kunddata.',
    'Bare konsernadministratorer håndterer kundedata.',
    'Údaje zákazníkov spravujú len administrátori skupiny.',
  ),
  link: t(
    'Customer data: export or erase',
    'Kunddata: exportera eller radera',
    'Kundedata: eksporter eller slett',
    'Údaje zákazníka: export alebo vymazanie',
  ),
}

export type CustomerDataText = Record<keyof typeof customerDataTexts, string>

/** The texts in the admin's language; English for a language we have none in. */
export function customerDataTextsIn(language: string): CustomerDataText {
  const chosen: AdminLanguage = ['sv', 'nb', 'sk', 'en'].includes(language)
    ? (language as AdminLanguage)
    : 'en'
  return Object.fromEntries(
    Object.entries(customerDataTexts).map(([key, text]) => [key, text[chosen]]),
  ) as CustomerDataText
}
