import { randomUUID } from 'node:crypto'
import type { Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Lead, User } from '@/cms/payload-types'
import { importRecords } from '@/services/search'
import {
  car,
  carContactBody,
  leadQueries,
  sellCarBody,
  serviceRequestBody,
  withLeadsDatabase,
} from './test-fixtures'

// Integration tests of the lead inbox ("Lead desk"): each lead's kind and what it asked about,
// the list's filters under each role's access, a first lead's repeats (TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const { submitted } = leadQueries(payload, (body, client) => leads().submitLead(body, client))

const pricedCar = {
  ...car,
  car_id: 'c-202',
  car_price: 299_900,
  car_primary_image: { thumbnail_url: '/api/catalog/images/car-suv-red-1-s.webp' },
}
const carElsewhere = {
  ...pricedCar,
  car_id: 'c-303',
  car_model_text: 'XC60 B4 AWD',
  car_primary_image: { thumbnail_url: 'https://images.example.com/car.webp' },
}
const kit = (kitId: string, name: string, retailPrice: number) => ({
  kitId,
  kitCode: `ACC-${kitId}`,
  name,
  retailPrice,
  currency: 'EUR',
  site_official_name: 'Carstore Göteborg',
})

const users = {} as Record<'anna' | 'otherStaff', User>

beforeAll(async () => {
  await importRecords('vehicles_carstore-se', [car, pricedCar, carElsewhere])
  await importRecords('kits_carstore-se', [kit('K1', 'Dragkrok avtagbar', 1250), kit('K2', 'Lastnät', 45)])
  for (const [key, dealers] of [
    ['anna', [car.car_site_id]],
    ['otherStaff', ['carstore-se-9999']],
  ] as const)
    users[key] = await payload().create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `inbox-${key}@example.com`,
        password: `${key}-password-2026`,
        role: 'dealerStaff',
        dealers: [...dealers],
      } as never,
    })
})

const kitQuoteBody = () => ({
  formName: 'carstore-seKitQuoteForm',
  formSubmissionId: randomUUID(),
  values: {
    kitIds: ['K1', 'K2'],
    customerName: 'Kim Kund',
    customerPhone: '+46 70 111 22 33',
    customerEmail: `kim-${randomUUID().slice(0, 6)}@example.com`,
    sourceUrl: 'http://carstore-se.localhost/service/tillbehor',
  },
})

// Intl writes a no-break space between thousands and before the currency: \s matches either.
describe('the kind of a lead and what it asked about', () => {
  it('a car enquiry: the catalog’s car by name, its price in the site’s currency and its picture', async () => {
    const lead = await submitted(carContactBody({ car_id: pricedCar.car_id, email: 'priced@example.com' }))
    expect(lead.kind).toBe('carContact')
    expect(lead.askedAbout).toMatch(/^Volvo XC60 B4 AWD · 299\s900\skr$/)
    expect(lead.askedAboutImage).toBe('/api/catalog/images/car-suv-red-1-s.webp')
  })

  it('a car whose picture is on another host: its name (the model once) and price, no picture', async () => {
    const lead = await submitted(
      carContactBody({ car_id: carElsewhere.car_id, email: 'elsewhere@example.com' }),
    )
    expect(lead.askedAbout).toMatch(/^Volvo XC60 B4 AWD · 299\s900\skr$/)
    expect(lead.askedAboutImage).toBeNull()
  })

  it('a sell-car lead: the plate and the mileage', async () => {
    const lead = await submitted(sellCarBody({ customerEmail: 'sell-kind@example.com' }))
    expect(lead).toMatchObject({ kind: 'sellCar', askedAboutImage: null })
    expect(lead.askedAbout).toMatch(/^ABC123 · 12\s500$/)
  })

  it('a service request: the services wished for and the date', async () => {
    const body = serviceRequestBody({ customerEmail: 'service-kind@example.no' })
    const lead = await submitted(body)
    expect(lead).toMatchObject({
      kind: 'serviceRequest',
      askedAbout: `Service, Hjulskift · ${body.values.date}`,
    })
  })

  it('a kit quote: the catalog’s kit names and their total', async () => {
    const lead = await submitted(kitQuoteBody())
    expect(lead.kind).toBe('kitQuote')
    expect(lead.askedAbout).toMatch(/^Dragkrok avtagbar, Lastnät · 1\s295,00\s€$/)
  })

  it('a form without a kind of its own: other, asking about nothing the desk can name', async () => {
    const lead = await submitted({
      formName: 'carstore-seNewsletter',
      formSubmissionId: randomUUID(),
      values: { email: 'news@example.com' },
    })
    expect(lead).toMatchObject({ kind: 'other', askedAbout: null, askedAboutImage: null })
  })
})

describe('leads stored before the inbox', () => {
  it('get their kind and what they asked about from the migration, where their values tell it', async () => {
    const carLead = await submitted(carContactBody({ email: 'before-car@example.com' }))
    const sellLead = await submitted(sellCarBody({ customerEmail: 'before-sell@example.com' }))
    const serviceBody = serviceRequestBody({ customerEmail: 'before-service@example.no' })
    const serviceLead = await submitted(serviceBody)
    const kitLead = await submitted(kitQuoteBody())
    const ids = [carLead.id, sellLead.id, serviceLead.id, kitLead.id]
    for (const id of ids)
      await payload().db.updateOne({
        collection: 'leads',
        id,
        data: { kind: null, askedAbout: null, askedAboutImage: null },
      })

    const migration =
      process.env.TEST_DB === 'postgres'
        ? await import('@/cms/migrations/postgres/20261206_152849_lead_kinds')
        : await import('@/cms/migrations/sqlite/20261206_152728_lead_kinds')
    await migration.backfillLeadKinds(payload().db.drizzle as never)

    const [carAfter, sellAfter, serviceAfter, kitAfter] = await Promise.all(
      ids.map((id) => payload().findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })),
    )
    // The car page sends the catalog's price text and primary picture with the car.
    expect(carAfter).toMatchObject({
      kind: 'carContact',
      askedAbout: 'Volvo XC60 B4 AWD · 299 900 kr',
      askedAboutImage: car.car_primary_image.thumbnail_url,
    })
    expect(sellAfter).toMatchObject({ kind: 'sellCar', askedAbout: 'ABC123 · 12500' })
    expect(serviceAfter).toMatchObject({
      kind: 'serviceRequest',
      askedAbout: `Service, Hjulskift · ${serviceBody.values.date}`,
    })
    // A kit quote stores kit ids only; their names are the catalog's.
    expect(kitAfter).toMatchObject({ kind: 'kitQuote', askedAbout: null })
  })
})

const asStaff = (user: User) => ({ user: { ...user, collection: 'users' as const }, overrideAccess: false })

describe('the inbox under dealer staff’s access', () => {
  it('filtered by kind or state, lists only their dealers’ leads', async () => {
    const own = await submitted(carContactBody({ email: 'filter-own@example.com' }))
    await submitted(sellCarBody({ customerEmail: 'filter-site@example.com' }))
    for (const where of [{ kind: { equals: 'carContact' } }, { state: { equals: 'new' } }, {}] as Where[]) {
      const found = await payload().find({
        collection: 'leads',
        where,
        depth: 0,
        limit: 500,
        ...asStaff(users.anna),
      })
      expect(found.docs.map((lead) => lead.id)).toContain(own.id)
      expect(new Set(found.docs.map((lead) => lead.dealer))).toEqual(new Set([car.car_site_id]))
      const other = await payload().find({
        collection: 'leads',
        where,
        depth: 0,
        ...asStaff(users.otherStaff),
      })
      expect(other.docs).toEqual([])
    }
    const sellToAnna = await payload().find({
      collection: 'leads',
      where: { kind: { equals: 'sellCar' } },
      ...asStaff(users.anna),
    })
    expect(sellToAnna.docs).toEqual([])
  })
})

describe('a first lead’s page', () => {
  it('lists its repeats, newest first, as far as the reader may read them', async () => {
    const customer = { email: 'again-and-again@example.com', phone: '+46 70 555 44 33' }
    const first = await submitted(carContactBody(customer))
    const again = await submitted(carContactBody({ ...customer, message: 'Hallå?' }))
    const third = await submitted(carContactBody({ ...customer, message: 'Hallå igen?' }))
    const repeatsOf = async (user: User) => {
      const lead: Lead = await payload().findByID({
        collection: 'leads',
        id: first.id,
        depth: 0,
        ...asStaff(user),
      })
      return (lead.repeatList?.docs ?? []).map((doc) => (typeof doc === 'object' ? doc.id : doc))
    }
    expect(await repeatsOf(users.anna)).toEqual([third.id, again.id])

    // A repeat the reader may not read (another dealer's, as a lead could become) is not listed.
    await payload().db.updateOne({ collection: 'leads', id: third.id, data: { dealer: 'carstore-se-9999' } })
    expect(await repeatsOf(users.anna)).toEqual([again.id])
  })
})
