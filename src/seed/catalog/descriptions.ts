/** A car's dealer text in its market's language (a British car described in Swedish reads as a mistake). */
import type { MarketCode } from './markets'

type Texts = {
  colour: (title: string, colour: string) => string
  new: string
  used: (odometer: string) => string
  /** A longer dealer text on every other used car, so the detail page's description folds (spec 02 §9). */
  story?: readonly string[]
}

const texts: Record<MarketCode, Texts> = {
  SE: {
    colour: (title, colour) => `${title} i ${colour}.`,
    new: 'Fabriksny bil, beställningsbar med flera paket.',
    used: (odometer) => `Välskött bil som gått ${odometer}, servad enligt serviceprogram.`,
    story: [
      'Bilen har gått igenom vår kontroll i 110 punkter: bromsar, däck, styrning, hjulupphängning, elsystem och kaross är kontrollerade och allt som behövde åtgärdas är åtgärdat. Servicehistoriken är komplett och finns att se digitalt.',
      'Vid köp ingår ett års garanti, vägassistans och 14 dagars öppet köp. Vi tar gärna din nuvarande bil i inbyte och värderar den kostnadsfritt samma dag.',
      'Finansiering ordnar vi direkt hos oss, med möjlighet till lån eller leasing. Hör av dig för en provkörning, så har vi bilen laddad eller tankad och redo när du kommer.',
      'Utrustningslistan kommer från tillverkarens uppgifter och kan skilja sig från bilens faktiska utrustning. Kontakta säljaren om någon detalj är viktig för dig.',
      'Priset gäller vid kontant betalning eller finansiering via oss. Reservation för eventuella fel i annonsen och för att bilen kan vara såld.',
      'Välkommen in till oss – vi har öppet även på lördagar, och kaffet är alltid klart.',
    ],
  },
  NO: {
    colour: (title, colour) => `${title} i ${colour}.`,
    new: 'Fabrikkny bil, kan bestilles med flere pakker.',
    used: (odometer) => `Velholdt bil som har gått ${odometer}, servicert etter serviceprogrammet.`,
  },
  UK: {
    colour: (title, colour) => `${title} in ${colour}.`,
    new: 'Brand new, available to order with several packs.',
    used: (odometer) =>
      `Well looked after, ${odometer} on the clock, serviced to the manufacturer's schedule.`,
    story: [
      'The car has passed our 110-point inspection: brakes, tyres, steering, suspension, electrics and bodywork have been checked and anything that needed attention has been put right. The full service history is available digitally.',
      'Every car comes with a 12-month warranty, breakdown cover and a 14-day money-back guarantee. We are happy to take your current car in part exchange and value it free of charge the same day.',
      'Finance is arranged in house, by hire purchase or PCP, subject to status. Get in touch to book a test drive and we will have the car charged or fuelled and ready when you arrive.',
      'The equipment list comes from the manufacturer and may differ from the car itself. Please ask our sales team if a detail matters to you.',
      'Errors and omissions excepted; the car may be sold before you visit.',
    ],
  },
  FI: {
    colour: (title, colour) => `${title}, väri ${colour}.`,
    new: 'Uusi auto, tilattavissa useilla varustepaketeilla.',
    used: (odometer) => `Hyvin hoidettu auto, ajettu ${odometer}, huollettu huolto-ohjelman mukaisesti.`,
  },
  SK: {
    colour: (title, colour) => `${title}, farba ${colour}.`,
    new: 'Nové auto, na objednávku s viacerými balíkmi výbavy.',
    used: (odometer) => `Udržiavané auto s nájazdom ${odometer}, servisované podľa servisného plánu.`,
  },
}

export function carDescription(
  market: MarketCode,
  car: { title: string; colour: string; isSample: boolean; odometer: string; long: boolean },
): string {
  const text = texts[market]
  const story = !car.isSample && car.long && text.story ? ['', ...text.story].join('\n\n') : ''
  return `${text.colour(car.title, car.colour.toLowerCase())} ${car.isSample ? text.new : text.used(car.odometer)}${story}`
}
