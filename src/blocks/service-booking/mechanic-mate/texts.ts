/** The mechanic-mate variant's own texts, as spec 03 §2.3 writes them (automotive SE only, Swedish). */
export const mechmateTexts = {
  headline: 'Boka service, däckbyte och verkstad',
  authorised: 'Vi har auktoriserade {brand}-verkstäder',
  notAuthorised: 'Vi har inte auktoriserade verkstäder för ditt märke men vi kan offerera vissa tjänster',
  // A brand no workshop services: the spec's sentence without the offer of services, which the
  // field's "Vi kan inte erbjuda service…" contradicts (decisions: Mechanic-mate variant).
  notServiced: 'Vi har inte auktoriserade verkstäder för ditt märke',
  checking: 'Kontrollerar märket…',
  otherBrands: 'Fler auktoriserade märken ({n})',
  premiumBooking: 'Boka {brand}-service',
  external: '(öppnas i ny flik)',
  sportsCar: 'Boka {brand}-service',
  commercial: '{brand} verkstadstjänster',
  logo: '{brand} logotyp',
  summaryHeading: 'Summering av val',
  chosenCount: 'valda tjänster',
  hide: 'Dölj',
  confirmed: 'Bokning bekräftad',
  directions: 'Vägbeskrivning till {workshop} (öppnas i ny flik)',
  mapLabel: 'Karta över verkstaden',
  newBooking: 'Ny bokning',
} as const
