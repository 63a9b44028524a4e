import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearCache } from '@/lib/cache'
import { closeCatalogDatabases, importRecords, migrateCatalog } from '@/services/search'
import { seedWorkshopServices } from '@/seed/workshop/services'
import { createTestPayload } from '@/test/payload'
import { stockholmSite, workshopDepartment } from '@/test/workshops'
import * as contract from './contract'

let payload: Payload
let cleanup: () => Promise<void>
let http: typeof import('./http')

const stockholmEmail = 'verkstad.stockholm@automotive.example'

beforeAll(async () => {
  // These tests book the same car many times; the bound of open bookings per car is tested below.
  process.env.BOOKING_OPEN_LIMIT = '1000'
  ;({ payload, cleanup } = await createTestPayload())
  clearCache()
  await migrateCatalog()
  await importRecords('sites_automotive-se', [
    stockholmSite([
      workshopDepartment('100.4502', ['Volvo', 'Land Rover'], stockholmEmail),
      { group: 'Parts', erp_id: '100.4503' },
      // The only workshop authorised for Trabant and Škoda takes no bookings (0 bays below).
      workshopDepartment('100.4510', ['Trabant', 'Škoda']),
    ]),
    {
      site_id: 'automotive-se-1003',
      slug: 'automotive-uppsala',
      site_official_name: 'Automotive Uppsala',
      site_geocoord: '59.8586,17.6389',
      site_departments: [workshopDepartment('102.4502', ['Volvo'], stockholmEmail)],
    },
    {
      site_id: 'automotive-se-1002',
      slug: 'automotive-goteborg',
      site_official_name: 'Automotive Göteborg',
      // A site selling Kia without servicing it: Kia is no workshop brand.
      site_departments: [{ group: 'New cars', erp_id: '101.4500', brands: [{ name: 'Kia' }] }],
    },
  ])
  for (const vehicle of [
    {
      registrationNumber: 'ABC123',
      brand: 'Volvo',
      model: 'XC60',
      buildYear: 2021,
      hasServiceAgreement: true,
      region: 'Stockholms län',
    },
    { registrationNumber: 'KLA22E', brand: 'Kia', model: 'EV6', buildYear: 2023 },
    { registrationNumber: 'LAD214', brand: 'Lada', model: 'Niva', buildYear: 2016 },
  ])
    await payload.create({ collection: 'workshop-vehicles', data: vehicle, overrideAccess: true })
  await seedWorkshopServices(payload)
  await payload.create({
    collection: 'workshop-capacities',
    data: { departmentId: '100.4502', bays: 3, slotMinutes: 60, leadMinutes: 120 },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'workshop-capacities',
    data: { departmentId: '100.4510', bays: 0, slotMinutes: 60, leadMinutes: 120 },
    overrideAccess: true,
  })
  // Uppsala takes Lada for general service, a brand no workshop is authorised for.
  await payload.create({
    collection: 'workshop-capacities',
    data: {
      departmentId: '102.4502',
      bays: 2,
      slotMinutes: 60,
      leadMinutes: 120,
      generalService: 'listed',
      generalServiceBrands: ' lada ,',
    },
    overrideAccess: true,
  })
  http = await import('./http')
})
afterAll(async () => {
  delete process.env.BOOKING_OPEN_LIMIT
  await closeCatalogDatabases()
  await cleanup()
})

const body = async (response: Response) => ({ status: response.status, json: await response.json() })

describe('GET /api/mechmate/car/{reg}', () => {
  it('answers a serviced car whatever the case and spacing the visitor typed', async () => {
    expect(await body(await http.handleCarLookup('abc 123'))).toEqual({
      status: 200,
      json: {
        registrationNumber: 'ABC123',
        brand: 'Volvo',
        model: 'XC60',
        buildYear: 2021,
        hasServiceAgreement: true,
        region: 'Stockholms län',
        isSupported: true,
      },
    })
  })

  it('answers InvalidReg 400, VehicleNotFound 404 and an unserviced brand with its message', async () => {
    expect(await body(await http.handleCarLookup('AB12'))).toEqual({
      status: 400,
      json: {
        'Error Result': [
          {
            code: 'InvalidReg',
            message: 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
          },
        ],
      },
    })
    const missing = await body(await http.handleCarLookup('ZZZ999'))
    expect(missing.status).toBe(404)
    expect(missing.json['Error Result'][0].code).toBe('VehicleNotFound')
    const kia = await body(await http.handleCarLookup('KLA22E'))
    expect(kia.status).toBe(200)
    expect(kia.json).toMatchObject({ brand: 'Kia', isSupported: false })
    expect(kia.json['Error Result']).toEqual([
      { code: 'BrandNotSupported,Kia', message: 'Vi kan inte erbjuda service för bilar av märket Kia.' },
    ])
  })

  it('refuses a registry entry that is no Swedish plate', async () => {
    await expect(
      payload.create({
        collection: 'workshop-vehicles',
        data: { registrationNumber: 'QQQ111', brand: 'Volvo', model: 'V60', buildYear: 2020 },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/registration number/i)
    const stored = await payload.create({
      collection: 'workshop-vehicles',
      data: { registrationNumber: 'dkr 45a', brand: 'Volvo', model: 'V60', buildYear: 2020 },
      overrideAccess: true,
    })
    expect(stored.registrationNumber).toBe('DKR45A')
  })
})

describe('GET /api/mechmate/authorized-workshop/{brand}', () => {
  it('says whether any workshop is authorised for the brand, with hyphens for spaces', async () => {
    expect(await body(await http.handleAuthorizedWorkshop('volvo'))).toEqual({
      status: 200,
      json: { hasBrand: true },
    })
    expect(await body(await http.handleAuthorizedWorkshop('Land-Rover'))).toEqual({
      status: 200,
      json: { hasBrand: true },
    })
    expect(await body(await http.handleAuthorizedWorkshop('Kia'))).toEqual({
      status: 200,
      json: { hasBrand: false },
    })
    expect((await http.handleAuthorizedWorkshop(' ')).status).toBe(400)
  })

  it('answers yes for every brand the logo list shows, and no for a brand whose only workshop takes no bookings', async () => {
    const { bookableBrands } = await import('./network')
    const listed = await bookableBrands(payload, 'sites_automotive-se')
    expect(listed).toEqual(['Land Rover', 'Volvo'])
    for (const brand of [...listed, 'Trabant', 'Skoda'])
      expect((await body(await http.handleAuthorizedWorkshop(brand))).json).toEqual({
        hasBrand: listed.includes(brand),
      })
  })
})

describe('GET /api/mechmate/services/{reg} and addons/{reg}', () => {
  it('lists the step-2 categories in order, the exclusive one marked, with median prices', async () => {
    const { status, json } = await body(
      await http.handleServices('ABC123', 'service', new URLSearchParams('lat=59.3&lng=18.1')),
    )
    expect(status).toBe(200)
    const categories = json.serviceOfferingCategories
    expect(categories.map((category: { name: string }) => category.name)).toEqual([
      'Service',
      'Hjul och däck',
      'Reparation och felsökning',
    ])
    expect(categories[0].selectionType).toBe('exclusive')
    expect(categories[1].selectionType).toBeUndefined()
    const original = categories[0].offerings.find(
      (offering: { code: string }) => offering.code === 'originalservice',
    )
    expect(original).toMatchObject({
      name: 'Originalservice',
      price: 3490,
      priceKnown: true,
      isAvailable: true,
    })
    const brakes = categories[2].offerings.find((offering: { code: string }) => offering.code === 'brakes')
    expect(brakes).toMatchObject({ price: null, priceKnown: false, notKnownPriceText: 'Pris efter kontroll' })
  })

  it('lists the add-ons apart, with a unit price', async () => {
    const { json } = await body(await http.handleServices('ABC123', 'addon', new URLSearchParams()))
    expect(json.serviceOfferingCategories).toHaveLength(1)
    const adblue = json.serviceOfferingCategories[0].offerings.find(
      (offering: { code: string }) => offering.code === 'adblue',
    )
    expect(adblue.unitPrice).toEqual({
      unit: 25,
      minimum: 5,
      maximum: 20,
      unitAbbreviation: 'l',
      postfix: 'kr/l',
    })
  })

  it('answers the car lookup errors and 400 for coordinates out of range', async () => {
    expect((await http.handleServices('AB12', 'service', new URLSearchParams())).status).toBe(400)
    expect((await http.handleServices('ZZZ999', 'service', new URLSearchParams())).status).toBe(404)
    const far = await body(await http.handleServices('ABC123', 'service', new URLSearchParams('lat=123')))
    expect(far).toMatchObject({ status: 400, json: { fields: { lat: expect.any(String) } } })
  })
})

describe('GET /api/mechmate/prices/{reg}/{mileage}/{departmentId}', () => {
  it('prices the chosen offerings at the workshop, the original service by mileage', async () => {
    const { status, json } = await body(
      await http.handlePrices(
        'ABC123',
        { mileage: '8400', departmentId: '100.4502' },
        new URLSearchParams('serviceOfferings=originalservice,wash,nosuchcode'),
      ),
    )
    expect(status).toBe(200)
    // 3,490 + 250 × 8.4 = 5,590; an unknown code is left out.
    expect(json.offers).toEqual(
      expect.arrayContaining([
        { code: 'originalservice', price: 5590 },
        { code: 'wash', price: 295 },
      ]),
    )
    expect(json.offers).toHaveLength(2)
  })

  it('answers 400 with field messages for a bad mileage or no offerings', async () => {
    const bad = await body(
      await http.handlePrices('ABC123', { mileage: '-3', departmentId: '100.4502' }, new URLSearchParams()),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.fields).sort()).toEqual(['mileage', 'serviceOfferings'])
  })
})

/** Monday 21 December 2026, 09:10 in Stockholm: bookable from 11:10 with the two-hour lead. */
const now = new Date('2026-12-21T08:10:00Z')
const slots = (codes = 'smallservice', from = '2026-12-21') =>
  http.handleTimeslots(
    'ABC123',
    { departmentId: '100.4502', date: from },
    new URLSearchParams(`serviceOfferings=${codes}`),
    now,
  )
const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  customer: { firstName: 'Anna', lastName: 'Kund', phone: '+46 70 123 45 67', email: 'anna@example.se' },
  freeText: 'Det gnisslar vid inbromsning',
  departmentId: '100.4502',
  timeSlot: '2026-12-22T10:00:00',
  isFullDay: false,
  registrationNumber: 'ABC123',
  mileage: 8400,
  serviceOfferingRequests: [{ kobraId: 'smallservice' }],
  ...overrides,
})
const post = (body: unknown, contentType = 'application/json') =>
  new Request('http://automotive-se.localhost/api/mechmate/book', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('GET /api/mechmate/timeslots/from/{reg}/{departmentId}/{date}', () => {
  it('answers four weeks of days: hours, lead time, weekends and deviation days applied', async () => {
    const { status, json } = await body(await slots())
    expect(status).toBe(200)
    expect(json).toHaveLength(28)
    expect(json[0]).toEqual({
      date: '2026-12-21',
      availableSlots: ['12:00', '13:00', '14:00', '15:00', '16:00'],
      allDaySlotAvailable: false,
    })
    expect(json[1].availableSlots[0]).toBe('07:00')
    expect(json[1].allDaySlotAvailable).toBe(true)
    expect(json.find((day: { date: string }) => day.date === '2026-12-24').availableSlots).toEqual([])
    expect(json.find((day: { date: string }) => day.date === '2026-12-26').availableSlots).toEqual([])
    // Swedish public holidays (Christmas Day, Epiphany) are closed; the working days between are open.
    for (const holiday of ['2026-12-25', '2027-01-06']) {
      expect(json.find((day: { date: string }) => day.date === holiday)).toMatchObject({
        availableSlots: [],
        allDaySlotAvailable: false,
      })
    }
    expect(json.find((day: { date: string }) => day.date === '2027-01-07').availableSlots).not.toEqual([])
  })

  it('refuses a booking on a public holiday', async () => {
    for (const timeSlot of ['2026-12-25T10:00:00', '2027-01-06T10:00:00']) {
      const refused = await body(await http.handleBook(post(bookingBody({ timeSlot })), now))
      expect(refused.status).toBe(409)
    }
  })

  it('fits the whole job: three hours of services end by closing time', async () => {
    const { json } = await body(await slots('bigservice'))
    expect(json[1].availableSlots.at(-1)).toBe('14:00')
  })

  it('answers 400 for a bad date or no offerings, and an unknown workshop 404', async () => {
    const bad = await http.handleTimeslots(
      'ABC123',
      { departmentId: '100.4502', date: '2026-13-01' },
      new URLSearchParams(),
      now,
    )
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(['date', 'serviceOfferings'])
    const unknown = await http.handleTimeslots(
      'ABC123',
      { departmentId: '999.1', date: '2026-12-21' },
      new URLSearchParams('serviceOfferings=smallservice'),
      now,
    )
    expect(unknown.status).toBe(404)
  })
})

describe('POST /api/mechmate/book', () => {
  it('books a free time, answers its id, mails the customer an .ics and tells the workshop', async () => {
    const { status, json } = await body(await http.handleBook(post(bookingBody()), now))
    expect(status).toBe(200)
    expect(json.id).toMatch(/^[A-Z2-9]{10}$/)
    expect(json.confirmation).toMatchObject({
      bookingConfirmationId: json.id,
      appointmentTime: '2026-12-22T10:00:00',
      isFullDay: false,
      workshop: { name: 'Automotive Stockholm', address: 'Industrivägen 12, 111 20 Stockholm' },
      services: [{ name: 'Liten service', price: 2195 }],
    })
    const mails = await payload.find({
      collection: 'outbox',
      where: { subject: { contains: json.id } },
      overrideAccess: true,
    })
    const customer = mails.docs.find((mail) => mail.to === 'anna@example.se')
    const workshop = mails.docs.find((mail) => mail.to === 'verkstad.stockholm@automotive.example')
    expect(customer?.text).toContain('tisdag 22 december 2026 kl. 10:00')
    const [invitation] = customer?.attachments as Array<{ filename: string; content: string }>
    expect(invitation.filename).toBe('bokning.ics')
    expect(invitation.content).toContain('DTSTART;TZID=Europe/Stockholm:20261222T100000')
    expect(invitation.content).toContain('DTEND;TZID=Europe/Stockholm:20261222T110000')
    expect(workshop?.text).toContain('Anna Kund')
    expect(workshop?.text).toContain('Det gnisslar vid inbromsning')
    // The customer's address is not vouched for: nothing the visitor wrote is mailed to it.
    expect(customer?.text).toMatch(/^Hej!\n/)
    expect(customer?.toName ?? '').toBe('')
    for (const typed of ['Anna', 'Kund', 'gnisslar']) {
      expect(customer?.text).not.toContain(typed)
      expect(invitation.content).not.toContain(typed)
    }
  })

  it('books within three months only, and offers no time beyond them', async () => {
    // now is 2026-12-21: 2027-03-21 is the last day.
    const beyond = await http.handleBook(post(bookingBody({ timeSlot: '2027-03-22T10:00:00' })), now)
    expect(beyond.status).toBe(409)
    expect((await http.handleBook(post(bookingBody({ timeSlot: '2999-01-04T10:00:00' })), now)).status).toBe(
      409,
    )
    const last = await body(await slots('smallservice', '2027-03-08'))
    const dates = last.json.map((day: { date: string }) => day.date)
    expect(dates.at(-1)).toBe('2027-03-21')
    expect(dates.length).toBeGreaterThan(0)
    const after = await body(await slots('smallservice', '2027-04-01'))
    expect(after).toEqual({ status: 200, json: [] })
  })

  it('takes a full-day booking at 08:00 and no longer offers what is full', async () => {
    const full = await body(
      await http.handleBook(post(bookingBody({ timeSlot: '2026-12-23T08:00:00', isFullDay: true })), now),
    )
    expect(full.status).toBe(200)
    expect(full.json.confirmation).toMatchObject({ appointmentTime: '2026-12-23T08:00:00', isFullDay: true })
    // The full-day job takes one place somewhere in the day; 09:00 still has its three bays.
    for (let taken = 0; taken < 3; taken++)
      expect(
        (await http.handleBook(post(bookingBody({ timeSlot: '2026-12-23T09:00:00' })), now)).status,
      ).toBe(200)
    const again = await body(
      await http.handleBook(post(bookingBody({ timeSlot: '2026-12-23T09:00:00' })), now),
    )
    expect(again).toEqual({
      status: 409,
      json: {
        'Error Result': [
          { code: 'TimeslotNotAvailable', message: 'Tiden är inte tillgänglig, vänligen välj en annan tid' },
        ],
      },
    })
    const { json } = await body(await slots())
    expect(json.find((day: { date: string }) => day.date === '2026-12-23').availableSlots).not.toContain(
      '09:00',
    )
  })

  it('refuses a time before the lead time, and bad input with field messages, never a 500', async () => {
    expect((await http.handleBook(post(bookingBody({ timeSlot: '2026-12-21T10:00:00' })), now)).status).toBe(
      409,
    )
    const bad = await http.handleBook(
      post(bookingBody({ customer: { firstName: '', lastName: 'K', phone: 'x', email: 'a@b' } })),
      now,
    )
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).fields).sort()).toEqual([
      'customer.email',
      'customer.firstName',
      'customer.phone',
    ])
    expect((await http.handleBook(post('{"customer":'), now)).status).toBe(400)
    expect((await http.handleBook(post(bookingBody(), 'text/plain'), now)).status).toBe(415)
    const unavailable = await http.handleBook(
      post(bookingBody({ serviceOfferingRequests: [{ kobraId: 'nosuch' }] })),
      now,
    )
    expect(unavailable.status).toBe(400)
    expect((await http.handleBook(post(bookingBody({ registrationNumber: 'KLA22E' })), now)).status).toBe(400)
  })

  it('never exceeds capacity: 200 simultaneous requests for one 3-bay time give 3 bookings and 197 refusals', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        http.handleBook(
          post(
            bookingBody({
              timeSlot: '2026-12-28T13:00:00',
              customer: {
                firstName: 'K',
                lastName: String(index),
                phone: '0701234567',
                email: `k${index}@example.se`,
              },
            }),
          ),
          now,
        ),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 409)).toHaveLength(197)
  })

  it('refuses a fourth open booking of one car with a message the visitor can act on', async () => {
    delete process.env.BOOKING_OPEN_LIMIT
    try {
      // ABC123 holds more than three open bookings by now (the tests above).
      const refused = await body(
        await http.handleBook(post(bookingBody({ timeSlot: '2027-01-04T10:00:00' })), now),
      )
      expect(refused).toEqual({
        status: 409,
        json: {
          'Error Result': [
            {
              code: 'TooManyOpenBookings',
              message:
                'Bilen eller e-postadressen har redan flera bokade besök. Kontakta verkstaden för att boka fler.',
            },
          ],
        },
      })
    } finally {
      process.env.BOOKING_OPEN_LIMIT = '1000'
    }
  })
})

/** The server-sent events of a closestAvailable response, parsed. */
async function events(response: Response): Promise<unknown[]> {
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const text = await response.text()
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((message) => JSON.parse(message.replace(/^data: /, '')))
}
const closest = (query: string) =>
  http.handleClosestAvailable(
    new Request(`http://automotive-se.localhost/api/mechmate/departments/closestAvailable?${query}`),
    now,
  )

describe('booking confirmations', () => {
  it('go to one address or one car three times a day at most', async () => {
    const { confirmationAllowed } = await import('./confirmations')
    const id = randomUUID().slice(0, 8)
    const allowed = []
    for (let index = 0; index < 4; index++)
      allowed.push(await confirmationAllowed([`target-${id}@example.com`], `C${id}${index}`))
    expect(allowed).toEqual([true, true, true, false])
    // One car, other addresses each time: the car's share ends it as well.
    const byCar = []
    for (let index = 0; index < 4; index++)
      byCar.push(await confirmationAllowed([`other-${id}-${index}@example.com`], `CAR${id}`))
    expect(byCar).toEqual([true, true, true, false])
    // An address written otherwise is the same address.
    expect(await confirmationAllowed([` TARGET-${id}@Example.com`], `D${id}`)).toBe(false)
  })
})

describe('GET /api/mechmate/departments/closestAvailable (server-sent events)', () => {
  const near = 'regNo=ABC123&serviceOfferings=smallservice&latitude=59.86&longitude=17.64'

  it('streams the workshops that service the car, nearest first, each with its first free time', async () => {
    const messages = (await events(closest(near))) as Array<Record<string, unknown>>
    expect(messages.map((message) => message.departmentId)).toEqual(['102.4502', '100.4502'])
    expect(messages[0]).toMatchObject({
      siteId: 'automotive-se-1003',
      siteName: 'Automotive Uppsala',
      latitude: 59.8586,
      longitude: 17.6389,
      brands: ['Volvo'],
      firstTimeSlot: { timeslot: '2026-12-21T12:00:00', isFullDay: false },
    })
    expect(messages[0].distanceKm as number).toBeLessThan(1)
    expect(messages[1].distanceKm as number).toBeGreaterThan(60)
  })

  it('continues after the cursor, then says there are no more sites', async () => {
    expect(
      ((await events(closest(`${near}&cursor=102.4502`))) as Array<{ departmentId: string }>).map(
        (m) => m.departmentId,
      ),
    ).toEqual(['100.4502'])
    expect(await events(closest(`${near}&cursor=100.4502`))).toEqual([{ nosites: true }])
  })

  it('sends the lookup error as a message, and answers bad parameters 400', async () => {
    expect(
      await events(closest('regNo=KLA22E&serviceOfferings=smallservice&latitude=59.86&longitude=17.64')),
    ).toEqual([
      { error: 'Vi kan inte erbjuda service för bilar av märket Kia.', code: 'BrandNotSupported,Kia' },
    ])
    const bad = closest('regNo=ABC123&serviceOfferings=smallservice&latitude=north')
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(['latitude', 'longitude'])
  })
})

describe('a brand taken for general service without an authorised workshop', () => {
  const lada = (codes: string) => `regNo=LAD214&serviceOfferings=${codes}&latitude=59.33&longitude=18.07`

  it('is a serviced car at lookup, yet has no authorised workshop', async () => {
    expect(await body(await http.handleCarLookup('LAD214'))).toEqual({
      status: 200,
      json: {
        registrationNumber: 'LAD214',
        brand: 'Lada',
        model: 'Niva',
        buildYear: 2016,
        hasServiceAgreement: false,
        region: null,
        isSupported: true,
      },
    })
    expect(await body(await http.handleAuthorizedWorkshop('Lada'))).toEqual({
      status: 200,
      json: { hasBrand: false },
    })
  })

  it('is offered the general services, not the brand’s original service', async () => {
    const { status, json } = await body(await http.handleServices('LAD214', 'service', new URLSearchParams()))
    expect(status).toBe(200)
    const offerings = (json.serviceOfferingCategories as Array<{ offerings: Array<Record<string, unknown>> }>)
      .flatMap((category) => category.offerings)
      .map((offering) => [offering.code, offering.isAvailable])
    expect(offerings).toContainEqual(['originalservice', false])
    expect(offerings).toContainEqual(['smallservice', true])
    expect(offerings).toContainEqual(['brakes', true])
  })

  it('streams only the workshops that take the brand, even when another is nearer', async () => {
    // Stockholm is nearer to these coordinates but is authorised for Volvo and Land Rover only.
    const messages = (await events(closest(lada('smallservice')))) as Array<Record<string, unknown>>
    expect(messages.map((message) => message.departmentId)).toEqual(['102.4502'])
    expect(messages[0]).toMatchObject({
      siteName: 'Automotive Uppsala',
      brands: ['Volvo'],
      firstTimeSlot: { timeslot: '2026-12-21T12:00:00', isFullDay: false },
    })
    // The original service is for authorised workshops only: no workshop, an error message.
    expect(await events(closest(lada('originalservice')))).toEqual([
      { error: 'Något gick fel, försök igen', code: 'UnknownService' },
    ])
  })

  it('needs at least one brand in the admin when a workshop takes listed brands', async () => {
    await expect(
      payload.create({
        collection: 'workshop-capacities',
        data: {
          departmentId: '103.4502',
          bays: 2,
          slotMinutes: 60,
          leadMinutes: 120,
          generalService: 'listed',
          generalServiceBrands: ' , ',
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/other brands/i)
  })

  it('answers free times and books only at a workshop that takes the brand', async () => {
    const at = (departmentId: string, codes = 'smallservice') =>
      http.handleTimeslots(
        'LAD214',
        { departmentId, date: '2026-12-21' },
        new URLSearchParams(`serviceOfferings=${codes}`),
        now,
      )
    const uppsala = await body(await at('102.4502'))
    expect(uppsala.status).toBe(200)
    expect(uppsala.json[1].availableSlots[0]).toBe('07:00')
    expect((await at('100.4502')).status).toBe(404)
    expect((await at('102.4502', 'originalservice')).status).toBe(400)

    const lada = (departmentId: string, kobraId = 'smallservice') =>
      bookingBody({ registrationNumber: 'LAD214', departmentId, serviceOfferingRequests: [{ kobraId }] })
    const booked = await body(await http.handleBook(post(lada('102.4502')), now))
    expect(booked.status).toBe(200)
    expect(booked.json.confirmation).toMatchObject({
      workshop: { name: 'Automotive Uppsala' },
      services: [{ name: 'Liten service', price: 2195 }],
    })
    const stored = await payload.find({
      collection: 'workshop-bookings',
      where: { confirmationId: { equals: booked.json.id } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({ departmentId: '102.4502', registrationNumber: 'LAD214' })
    expect((await http.handleBook(post(lada('100.4502')), now)).status).toBe(404)
    expect((await http.handleBook(post(lada('102.4502', 'originalservice')), now)).status).toBe(400)
  })
})

describe('the answers, read with the booking flow’s contract', () => {
  it('parse with the schemas the flow reads them with, so server and browser cannot drift apart', async () => {
    const read = async (response: Response | Promise<Response>) => (await response).json()
    expect(contract.carAnswer.safeParse(await read(http.handleCarLookup('ABC123'))).success).toBe(true)
    for (const kind of ['service', 'addon'] as const) {
      const categories = await read(http.handleServices('ABC123', kind, new URLSearchParams()))
      expect(contract.categoriesAnswer.safeParse(categories).error).toBeUndefined()
      expect(categories.serviceOfferingCategories.length).toBeGreaterThan(0)
    }
    const prices = await read(
      http.handlePrices(
        'ABC123',
        { mileage: '8400', departmentId: '100.4502' },
        new URLSearchParams('serviceOfferings=smallservice'),
      ),
    )
    expect(contract.pricesAnswer.safeParse(prices).error).toBeUndefined()
    expect(contract.daysAnswer.safeParse(await read(slots())).error).toBeUndefined()
    const messages = await events(
      closest('regNo=ABC123&serviceOfferings=smallservice&latitude=59.86&longitude=17.64'),
    )
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages)
      expect(contract.workshopMessage.safeParse(message).error, JSON.stringify(message)).toBeUndefined()
    const refused = await read(http.handleCarLookup('ZZZ999'))
    expect(contract.errorResultAnswer.safeParse(refused).data?.['Error Result'][0].code).toBe(
      'VehicleNotFound',
    )
    const booked = await read(http.handleBook(post(bookingBody({ timeSlot: '2027-01-12T09:00:00' })), now))
    expect(contract.bookedAnswer.safeParse(booked).error).toBeUndefined()
  })
})
