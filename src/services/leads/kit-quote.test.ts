import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { importRecords } from '@/services/search'
import { leadQueries, withLeadsDatabase } from './test-fixtures'

// Integration tests of the kit quote request (decisions: Kit catalogue) on a migrated database
// (TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const submitLead = (body: unknown) => leads().submitLead(body)
const { leadsWith, outboxOf, submitted } = leadQueries(payload, submitLead)

const partsOf = (town: string) => `parts.${town}@carstore-se.example`
const dealers = [
  {
    site_id: 'se-goteborg',
    site_official_name: 'Carstore Göteborg',
    site_email: 'info.goteborg@carstore-se.example',
    website_sort_order: 1,
    site_departments: [
      { group: 'Workshop', email: 'verkstad.goteborg@carstore-se.example' },
      { group: 'Parts', email: partsOf('goteborg') },
    ],
  },
  {
    site_id: 'se-malmo',
    site_official_name: 'Carstore Malmö',
    site_email: 'info.malmo@carstore-se.example',
    website_sort_order: 2,
    site_departments: [{ group: 'Parts', email: partsOf('malmo') }],
  },
]

const kit = (kitId: string, name: string, retailPrice: number) => ({
  kitId,
  kitCode: `ACC-${kitId}`,
  name,
  description: `${name}.`,
  retailPrice,
  currency: 'EUR',
  kitCategory: 'Exteriör',
  site_official_name: 'Carstore Göteborg',
})

beforeAll(async () => {
  await importRecords('sites_carstore-se', dealers)
  await importRecords('kits_carstore-se', [kit('K1', 'Dragkrok avtagbar', 1250), kit('K2', 'Lastnät', 45)])
})

function kitQuoteBody(values: Record<string, unknown> = {}, formSubmissionId = randomUUID()) {
  return {
    formName: 'carstore-seKitQuoteForm',
    formSubmissionId,
    values: {
      kitIds: ['K1', 'K2'],
      car: { manufacturer: 'Volvo', model: 'XC60', year: '2020–2022' },
      params: { user: 'u-7', transactionId: 't-42' },
      customerName: 'Kim Kund',
      customerPhone: '+46 70 111 22 33',
      customerEmail: 'kim@example.com',
      message: 'Monteras i vår?',
      sourceUrl: 'http://carstore-se.localhost/service/tillbehor',
      ...values,
    },
  }
}

describe('a kit quote request', () => {
  it("is mailed to the parts department of the kits' dealer with the catalog's names and prices", async () => {
    // The browser's names and prices are not read: only kit ids.
    const lead = await submitted(kitQuoteBody({ prices: [1], kitNames: ['Gratis'] }))
    expect(lead).toMatchObject({
      formName: 'carstore-seKitQuoteForm',
      site: 'carstore-se',
      recipientEmail: partsOf('goteborg'),
      notificationStatus: 'outbox',
    })
    expect(lead.values).not.toHaveProperty('prices')
    const [mail, ...more] = await outboxOf(lead.id)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ to: partsOf('goteborg'), replyTo: 'kim@example.com' })
    expect(mail.subject).toBe('Offertförfrågan tillbehör (2)')
    // Intl separates thousands and the sign with no-break spaces.
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ')
    expect(text).toContain('ACC-K1 Dragkrok avtagbar: 1 250,00 €')
    expect(text).toContain('Summa: 1 295,00 €')
    expect(mail.text).toContain('Bil: Volvo XC60 2020–2022')
    expect(mail.text).toContain('user=u-7')
    expect(mail.text).not.toContain('Gratis')
  })

  it("goes to the dealer the page's dealer parameter names", async () => {
    const lead = await submitted(kitQuoteBody({ params: { dealer: 'se-malmo' } }))
    expect(lead.recipientEmail).toBe(partsOf('malmo'))
  })

  it('is stored once when the same submission is retried', async () => {
    const id = randomUUID()
    const first = await submitLead(kitQuoteBody({}, id))
    const again = await submitLead(kitQuoteBody({}, id))
    expect(first).toMatchObject({ status: 202 })
    expect(again).toEqual(first)
    const stored = await leadsWith(id)
    expect(stored).toHaveLength(1)
    expect(await outboxOf(stored[0].id)).toHaveLength(1)
  })

  it('is refused with 400 naming each wrong field, and nothing is kept', async () => {
    const body = kitQuoteBody({ kitIds: [], customerEmail: 'nope', customerPhone: '12', customerName: ' ' })
    const result = await submitLead(body)
    expect(result).toMatchObject({
      status: 400,
      body: {
        fields: {
          'values.kitIds': 'Add at least one kit to the cart',
          'values.customerEmail': 'Enter a valid e-mail address',
          'values.customerPhone': expect.stringContaining('6 to 20 digits'),
          'values.customerName': 'Name is required',
        },
      },
    })
    expect(await leadsWith(body.formSubmissionId)).toEqual([])
  })

  it('is refused when a kit is not in the catalogue', async () => {
    const body = kitQuoteBody({ kitIds: ['K1', 'K999'] })
    expect(await submitLead(body)).toMatchObject({
      status: 400,
      body: { fields: { 'values.kitIds': 'Unknown kits: K999' } },
    })
    expect(await leadsWith(body.formSubmissionId)).toEqual([])
  })
})
