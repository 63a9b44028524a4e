/**
 * The demo workshop service catalogue (spec 03 §3 Booking), in Swedish as the flow is: prices are SEK
 * medians, durations what a workshop plans for. The original service is priced by mileage, not
 * offered for electric models without a service schedule of that kind, and booked only at a
 * workshop authorised for the car's brand (not for general service: decisions, Mechanic-mate variant).
 */
import type { Payload } from 'payload'

type DemoOffering = {
  code: string
  name: string
  description: string
  price?: number
  priceKnown?: boolean
  notKnownPriceText?: string
  priceDiscount?: number
  pricePerThousandMil?: number
  unitPrice?: { unit: number; minimum: number; maximum: number; unitAbbreviation: string; postfix: string }
  durationMinutes: number
  allowUserInput?: boolean
  unavailableForModels?: string
  authorisedOnly?: boolean
}
type DemoCategory = {
  name: string
  kind: 'service' | 'addon'
  icon: string
  exclusive?: boolean
  offerings: DemoOffering[]
}

/** No add-on is offered for the demo's veteran car (README: the booking flow skips step 3). */
const veteranModels = 'Trabant 601'

export const demoServiceCatalogue: DemoCategory[] = [
  {
    name: 'Service',
    kind: 'service',
    icon: 'wrench',
    exclusive: true,
    offerings: [
      {
        code: 'originalservice',
        name: 'Originalservice',
        description: 'Service enligt tillverkarens serviceprogram, priset efter bilens miltal.',
        price: 3490,
        pricePerThousandMil: 250,
        durationMinutes: 180,
        unavailableForModels: 'Tesla Model 3, Tesla Model Y, Polestar 2',
        authorisedOnly: true,
      },
      {
        code: 'smallservice',
        name: 'Liten service',
        description: 'Oljebyte med filter och kontroll av vätskor.',
        price: 2195,
        durationMinutes: 60,
      },
      {
        code: 'bigservice',
        name: 'Stor service',
        description: 'Liten service plus bromsar, filter och säkerhetskontroll.',
        price: 4995,
        priceDiscount: 500,
        durationMinutes: 180,
      },
    ],
  },
  {
    name: 'Hjul och däck',
    kind: 'service',
    icon: 'tire',
    offerings: [
      {
        code: 'wheelchange',
        name: 'Hjulskifte',
        description: 'Byte mellan sommar- och vinterhjul.',
        price: 595,
        durationMinutes: 30,
      },
      {
        code: 'alignment',
        name: 'Hjulinställning',
        description: 'Mätning och justering av hjulvinklar.',
        price: 1295,
        durationMinutes: 60,
      },
    ],
  },
  {
    name: 'Reparation och felsökning',
    kind: 'service',
    icon: 'search',
    offerings: [
      {
        code: 'brakes',
        name: 'Bromsar',
        description: 'Byte av bromsbelägg och skivor fram.',
        priceKnown: false,
        notKnownPriceText: 'Pris efter kontroll',
        durationMinutes: 120,
      },
      {
        code: 'diagnosis',
        name: 'Felsökning',
        description: 'Beskriv felet så förbereder verkstaden felsökningen.',
        price: 995,
        durationMinutes: 60,
        allowUserInput: true,
      },
      {
        code: 'ac',
        name: 'AC-service',
        description: 'Kontroll och påfyllning av AC.',
        price: 1495,
        durationMinutes: 60,
      },
    ],
  },
  {
    name: 'Tillval',
    kind: 'addon',
    icon: 'plus',
    offerings: [
      {
        code: 'wash',
        name: 'Tvätt',
        description: 'Utvändig tvätt när bilen är klar.',
        price: 295,
        durationMinutes: 15,
        unavailableForModels: veteranModels,
      },
      {
        code: 'wipers',
        name: 'Torkarblad',
        description: 'Nya torkarblad fram.',
        price: 449,
        durationMinutes: 10,
        unavailableForModels: veteranModels,
      },
      {
        code: 'adblue',
        name: 'AdBlue',
        description: 'Påfyllning av AdBlue.',
        unitPrice: { unit: 25, minimum: 5, maximum: 20, unitAbbreviation: 'l', postfix: 'kr/l' },
        durationMinutes: 10,
        unavailableForModels: veteranModels,
      },
    ],
  },
]

/** Seeds the catalogue when it has no category yet. */
export async function seedWorkshopServices(payload: Payload): Promise<number> {
  const existing = await payload.count({ collection: 'workshop-service-categories', overrideAccess: true })
  if (existing.totalDocs > 0) return 0
  let count = 0
  for (const [sortOrder, category] of demoServiceCatalogue.entries()) {
    const { offerings, ...fields } = category
    const created = await payload.create({
      collection: 'workshop-service-categories',
      data: { ...fields, sortOrder },
      overrideAccess: true,
    })
    for (const offering of offerings) {
      await payload.create({
        collection: 'workshop-services',
        data: { ...offering, category: created.id },
        overrideAccess: true,
      })
      count++
    }
  }
  return count
}
