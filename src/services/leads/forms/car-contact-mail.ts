/**
 * The seller's notification of a car contact lead, in the site's language. The texts live here,
 * not in the dictionary: they are mail to staff, not copy on a page editors shape.
 */
import type { CarContactValues } from './car-contact'
import type { LeadContext, Recipient } from './types'

type Texts = {
  subject: string
  greeting: string
  intro: string
  carId: string
  price: string
  page: string
  visitor: string
  name: string
  phone: string
  email: string
  quote: string
  testDrive: string
  message: string
  noMessage: string
  yes: string
  no: string
}

const english: Texts = {
  subject: 'New enquiry',
  greeting: 'Hello',
  intro: 'A visitor has sent an enquiry about this car:',
  carId: 'Car id',
  price: 'Price',
  page: 'Page',
  visitor: 'Visitor',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  quote: 'Wants a quote',
  testDrive: 'Wants a test drive',
  message: 'Message',
  noMessage: '(no message)',
  yes: 'Yes',
  no: 'No',
}

export const carContactTexts: Record<string, Texts> = {
  en: english,
  'en-GB': english,
  sv: {
    subject: 'Ny intresseanmälan',
    greeting: 'Hej',
    intro: 'En besökare har skickat en förfrågan om den här bilen:',
    carId: 'Bil-id',
    price: 'Pris',
    page: 'Sida',
    visitor: 'Besökare',
    name: 'Namn',
    phone: 'Telefon',
    email: 'E-post',
    quote: 'Vill ha offert',
    testDrive: 'Vill provköra',
    message: 'Meddelande',
    noMessage: '(inget meddelande)',
    yes: 'Ja',
    no: 'Nej',
  },
  nb: {
    subject: 'Ny henvendelse',
    greeting: 'Hei',
    intro: 'En besøkende har sendt en henvendelse om denne bilen:',
    carId: 'Bil-id',
    price: 'Pris',
    page: 'Side',
    visitor: 'Besøkende',
    name: 'Navn',
    phone: 'Telefon',
    email: 'E-post',
    quote: 'Ønsker tilbud',
    testDrive: 'Ønsker prøvekjøring',
    message: 'Melding',
    noMessage: '(ingen melding)',
    yes: 'Ja',
    no: 'Nei',
  },
  fi: {
    subject: 'Uusi yhteydenotto',
    greeting: 'Hei',
    intro: 'Kävijä on lähettänyt kyselyn tästä autosta:',
    carId: 'Auton tunnus',
    price: 'Hinta',
    page: 'Sivu',
    visitor: 'Kävijä',
    name: 'Nimi',
    phone: 'Puhelin',
    email: 'Sähköposti',
    quote: 'Haluaa tarjouksen',
    testDrive: 'Haluaa koeajon',
    message: 'Viesti',
    noMessage: '(ei viestiä)',
    yes: 'Kyllä',
    no: 'Ei',
  },
  sk: {
    subject: 'Nový dopyt',
    greeting: 'Dobrý deň',
    intro: 'Návštevník poslal dopyt k tomuto vozidlu:',
    carId: 'ID vozidla',
    price: 'Cena',
    page: 'Stránka',
    visitor: 'Návštevník',
    name: 'Meno',
    phone: 'Telefón',
    email: 'E-mail',
    quote: 'Chce cenovú ponuku',
    testDrive: 'Chce testovaciu jazdu',
    message: 'Správa',
    noMessage: '(bez správy)',
    yes: 'Áno',
    no: 'Nie',
  },
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** "Volvo XC60 B4 AWD (ABC123)", from the catalog's record of the car. */
export function carTitle(car: Record<string, unknown>): string {
  const name = [car.car_brand, car.car_model, car.car_model_text].map(text).filter(Boolean).join(' ')
  const regno = text(car.car_regno)
  return [name || `#${text(car.car_id)}`, regno && `(${regno})`].filter(Boolean).join(' ')
}

export function carContactMail(values: CarContactValues, recipient: Recipient, { language }: LeadContext) {
  const t = carContactTexts[language] ?? english
  const car = recipient.record ?? { car_id: values.car_id }
  const price = text(car.car_price_text)
  const lines = [
    recipient.name ? `${t.greeting} ${recipient.name},` : `${t.greeting},`,
    '',
    t.intro,
    carTitle(car),
    `${t.carId}: ${values.car_id}`,
    ...(price ? [`${t.price}: ${price}`] : []),
    `${t.page}: ${values.sourceUrl}`,
    '',
    `${t.visitor}`,
    `${t.name}: ${values.name}`,
    `${t.phone}: ${values.phone}`,
    `${t.email}: ${values.email}`,
    `${t.quote}: ${values.quote ? t.yes : t.no}`,
    `${t.testDrive}: ${values.testDrive ? t.yes : t.no}`,
    `${t.message}:`,
    values.message?.trim() || t.noMessage,
  ]
  return {
    subject: `${t.subject}: ${carTitle(car)}`,
    text: lines.join('\n'),
    // Answering the mail answers the visitor.
    replyTo: values.email,
  }
}
