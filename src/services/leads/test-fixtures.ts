/** Shared set-up of the leads tests: a migrated database with two sites and one car in the catalog. */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'
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
  car_site_name: 'Carstore Göteborg',
  car_site_leads_email: leadsEmail,
  car_sellers: [seller, otherSeller],
  car_equipment: ['Dragkrok', 'Navigation'],
  car_description: 'Välskött bil med servicebok.',
  car_primary_image: { thumbnail_url: '/api/catalog/images/car-suv-blue-1-s.webp' },
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
  catalog: { vehicleIndex: `vehicles_${name}` },
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
    ;({ payload, cleanup } = await createTestPayload())
    clearCache()
    for (const data of [site('carstore-se', 'SE', ['sv']), site('carstore-no', 'NO', ['nb', 'en'])])
      await payload.create({ collection: 'sites', overrideAccess: true, data: data as never })
    await migrateCatalog()
    await importRecords('vehicles_carstore-se', [car])
    await importRecords('vehicles_carstore-no', [{ ...car, car_id: 'n-7', car_regno: 'EV12345' }])
    leads = await import('./index')
  })
  afterAll(async () => {
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
