/** Shared set-up of the leads tests: a migrated database with two sites and one car in the catalog. */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Lead, Outbox } from '@/cms/payload-types'
import { clearCache } from '@/lib/cache'
import { closeRateLimits } from '@/services/rate-limit'
import { closeCatalogDatabases, importRecords, migrateCatalog } from '@/services/search'
import { createTestPayload } from '@/test/payload'

export const seller = {
  name: 'Anna Säljare',
  email: 'anna.saljare@carstore.example',
  phone: '+46 31 12 34 56',
}
/** A second seller of the car, mailed only by the test of the per-recipient mail limit. */
export const otherSeller = { name: 'Olle Säljare', email: 'olle.saljare@carstore.example' }
export const leadsEmail = 'leads.goteborg@carstore.example'

export const car = {
  car_id: 'c-101',
  slug: 'volvo-xc60-c-101',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_model_text: 'B4 AWD',
  car_regno: 'ABC123',
  car_price_text: '299 900 kr',
  car_site_id: 'carstore-se-1002',
  car_site_name: 'Carstore Göteborg',
  car_site_leads_email: leadsEmail,
  car_sellers: [seller, otherSeller],
  car_equipment: ['Dragkrok', 'Navigation'],
  car_description: 'Välskött bil med servicebok.',
  car_primary_image: { thumbnail_url: '/api/catalog/images/car-suv-blue-1-s.webp' },
}

/** The Swedish site's leads address (Sites → leadsEmail): sell-car leads go here. */
export const siteLeadsEmail = 'leads@carstore-se.example'

/** Norwegian dealers in carstore-no's sites index: two with a workshop, one without, one MC dealer. */
export const dealers = {
  oslo: {
    site_id: 'no-oslo',
    site_official_name: 'Carstore Oslo',
    site_city: 'Oslo',
    site_email: 'post.oslo@carstore-no.example',
    website_sort_order: 1,
    site_departments: [
      { group: 'Used cars', email: 'salg.oslo@carstore-no.example' },
      { group: 'Workshop', email: 'verksted.oslo@carstore-no.example' },
    ],
  },
  bergen: {
    site_id: 'no-bergen',
    site_official_name: 'Carstore Bergen',
    site_city: 'Bergen',
    site_email: 'post.bergen@carstore-no.example',
    website_sort_order: 2,
    site_departments: [{ group: 'Workshop', email: '' }],
  },
  drammen: {
    site_id: 'no-drammen',
    site_official_name: 'Carstore Drammen',
    site_city: 'Drammen',
    site_email: 'post.drammen@carstore-no.example',
    website_sort_order: 3,
    site_departments: [{ group: 'Used cars', email: 'salg.drammen@carstore-no.example' }],
  },
  mc: {
    site_id: 'no-mc-trondheim',
    site_official_name: 'Carstore MC Trondheim',
    site_city: 'Trondheim',
    site_email: 'mc.trondheim@carstore-no.example',
    website_sort_order: 4,
    site_departments: [{ group: 'Parts', email: 'deler.trondheim@carstore-no.example' }],
  },
}

const site = (name: string, market: 'SE' | 'NO', languages: string[]) => ({
  name,
  displayName: name,
  url: `http://${name}.localhost`,
  market,
  fontPair: 'montserrat-inter',
  theme: 'carstore',
  titleTemplate: '%s',
  languages: languages.map((language) => ({ language })),
  catalog: { vehicleIndex: `vehicles_${name}`, siteIndex: `sites_${name}`, kitIndex: `kits_${name}` },
  ...(market === 'SE' ? { leadsEmail: siteLeadsEmail } : {}),
})

type LeadsModule = typeof import('./index')

/**
 * A fresh database for the calling test file. The service is imported only once the database
 * exists, because the Payload config reads DATABASE_URL when it is first imported.
 */
export function withLeadsDatabase(): { payload: () => Payload; leads: () => LeadsModule } {
  let payload: Payload
  let leads: LeadsModule
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    // The tests mail the demo sellers from one sender many times; each share is tested by itself
    // (leads.test.ts, "a dealer's mail, shared out").
    process.env.RATE_LIMIT_LEAD_MAIL_PER_SENDER = '1000000/3600'
    process.env.RATE_LIMIT_LEAD_MAIL_PER_CLIENT = '1000000/3600'
    ;({ payload, cleanup } = await createTestPayload())
    clearCache()
    for (const data of [site('carstore-se', 'SE', ['sv']), site('carstore-no', 'NO', ['nb', 'en'])])
      await payload.create({ collection: 'sites', overrideAccess: true, data: data as never })
    await migrateCatalog()
    await importRecords('vehicles_carstore-se', [car])
    await importRecords('vehicles_carstore-no', [{ ...car, car_id: 'n-7', car_regno: 'EV12345' }])
    await importRecords('sites_carstore-no', Object.values(dealers))
    leads = await import('./index')
  })
  afterAll(async () => {
    delete process.env.RATE_LIMIT_LEAD_MAIL_PER_SENDER
    delete process.env.RATE_LIMIT_LEAD_MAIL_PER_CLIENT
    await closeRateLimits()
    await closeCatalogDatabases()
    await cleanup?.()
  })
  return { payload: () => payload, leads: () => leads }
}

/** The body the car detail page's contact form posts (spec 02 §7). */
export function carContactBody(
  values: Record<string, unknown> = {},
  envelope: { formName?: string; formSubmissionId?: string } = {},
) {
  return {
    formName: 'carstore-seCarContactForm',
    formSubmissionId: randomUUID(),
    ...envelope,
    values: {
      ...car,
      name: 'Erik Köpare',
      phone: '+46 70 123 45 67',
      email: 'erik@example.com',
      message: 'Finns bilen kvar?',
      quote: true,
      testDrive: false,
      toName: seller.name,
      toEmail: seller.email,
      sourceUrl: 'http://carstore-se.localhost/bilar/c-101/volvo-xc60-c-101',
      ...values,
    },
  }
}

/** The body the sell-car form posts (spec 03 §3 "Forms", §7). */
export function sellCarBody(
  values: Record<string, unknown> = {},
  envelope: { formName?: string; formSubmissionId?: string } = {},
) {
  return {
    formName: 'carstore-seSellCarForm',
    formSubmissionId: randomUUID(),
    ...envelope,
    values: {
      selected: 'tradeIn',
      regno: 'abc123',
      milage: 12500,
      customerName: 'Sara Säljare',
      customerPhone: '+46 70 765 43 21',
      customerEmail: 'sara@example.com',
      other: 'Vinterdäck ingår.',
      sourceUrl: 'http://carstore-se.localhost/kop-bil/salj-bil',
      ...values,
    },
  }
}

/** Today as YYYY-MM-DD in UTC, plus some days. */
export const isoDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The body the Norwegian service request form posts (spec 03 §3 "Forms", §7). */
export function serviceRequestBody(
  values: Record<string, unknown> = {},
  envelope: { formName?: string; formSubmissionId?: string } = {},
) {
  return {
    formName: 'carstore-noServiceRequestForm',
    formSubmissionId: randomUUID(),
    ...envelope,
    values: {
      dealerId: dealers.oslo.site_id,
      siteEmail: dealers.oslo.site_departments[1].email,
      siteName: dealers.oslo.site_official_name,
      description: 'Bremsene hviner.',
      customerName: 'Ola Nordmann',
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@example.no',
      regno: 'ev12345',
      milage: 45000,
      date: isoDay(3),
      services: ['Service', 'Hjulskift'],
      other: '',
      gdpr: true,
      newsletter: true,
      typeMC: false,
      sourceUrl: 'http://carstore-no.localhost/service/serviceforesporsel',
      ...values,
    },
  }
}

/** Reads of what a test's submissions left behind: the leads of a submission id, a lead's mails. */
export function leadQueries(
  payload: () => Payload,
  submitLead: (body: unknown, client?: string) => Promise<unknown>,
) {
  async function leadsWith(formSubmissionId: string): Promise<Lead[]> {
    const found = await payload().find({
      collection: 'leads',
      where: { formSubmissionId: { equals: formSubmissionId } },
      overrideAccess: true,
    })
    return found.docs
  }
  async function outboxOf(leadId: number): Promise<Outbox[]> {
    const found = await payload().find({
      collection: 'outbox',
      where: { lead: { equals: leadId } },
      depth: 0,
      overrideAccess: true,
    })
    return found.docs
  }
  /** Submits a body the service must accept (202), from `client` if given, and reads the stored lead. */
  async function submitted(body: Record<string, unknown>, client?: string): Promise<Lead> {
    const result = (await submitLead(body, client)) as { status: number; body: { id: number } }
    expect(result).toMatchObject({ status: 202, body: { id: expect.any(Number) } })
    return payload().findByID({ collection: 'leads', id: result.body.id, overrideAccess: true })
  }
  return { leadsWith, outboxOf, submitted }
}
