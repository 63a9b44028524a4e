import { describe, expect, it } from 'vitest'
import { adminApi, adminToken } from '../support/admin'
import { requestSite } from '../support/browser'
import { smoke } from '../support/tags'

/**
 * The tire hotel's back end through the production server, with the seeded demo data (README
 * "Demo data for the flows"): a tester searches a plate, reads the texted code in CMS → Outbox,
 * logs in, and books a wheel change at the agreement's station.
 */
const api = async (path: string, options: { method?: string; body?: unknown; bearer?: string } = {}) => {
  const response = await requestSite('automotive-se', `/api/tirehotel${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, body: JSON.parse(response.body) }
}
const q = encodeURIComponent

/** The last text to the number, read as a tester reads it in the admin's outbox. */
async function textedCode(to: string): Promise<string> {
  const outbox = await adminApi<{ docs: Array<{ text: string }> }>(
    await adminToken(),
    `/api/outbox?where[channel][equals]=sms&where[to][equals]=${q(to)}&sort=-createdAt&limit=1`,
  )
  const code = /(\d{4})/.exec(outbox.body.docs[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code texted to ${to}`)
  return code
}

describe('the tire hotel endpoints on the demo data', smoke, () => {
  it('finds the README’s plates and no agreement for an unknown one', async () => {
    expect(await api('/authorization/search?regNo=dht%20202')).toMatchObject({
      status: 200,
      body: { regNo: 'DHT202', obfuscatedPhoneNumber: '********02' },
    })
    expect(await api('/authorization/search?regNo=ZZZ999')).toEqual({
      status: 404,
      body: { message: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.' },
    })
  })

  it('logs in with the texted code, shows the worn tires, books a wheel change and takes a review', async () => {
    const found = await api('/authorization/search?regNo=DHT202')
    const sent = await api(
      `/authorization/login?encryptedPhoneNumber=${q(found.body.encryptedPhoneNumber)}`,
      {
        method: 'POST',
      },
    )
    expect(sent.status).toBe(200)
    const code = await textedCode('+46700000202')
    const validated = await api(
      `/authorization/validate?authToken=${q(sent.body.authorizationToken)}&otpToken=${code}`,
      { method: 'POST' },
    )
    expect(validated.status).toBe(200)
    const [vehicle] = validated.body.vehicles
    expect(vehicle.regNo).toBe('DHT202')
    expect(
      vehicle.tires.some((tire: { wheel: { threadStatusId: number } }) => tire.wheel.threadStatusId === 1),
    ).toBe(true)
    const erpId: string = vehicle.location.erpId
    const bearer: string = validated.body.sessionToken

    const range = { startDate: '2000-01-01', endDate: '2100-01-01', regNo: vehicle.brandCode }
    expect((await api(`/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, { body: range })).status).toBe(
      401,
    )
    const days = await api(`/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, { body: range, bearer })
    expect(days.status).toBe(200)
    const date: string = days.body.availableDates[0].date
    const times = await api(`/booking/GetTimeslots?workshopIdentifier=${erpId}`, {
      body: { ...range, startDate: date, endDate: date },
      bearer,
    })
    expect(times.status).toBe(200)
    const start: string | null = times.body.availableTimeSlotDates[0]?.startTime[0] ?? null
    const booked = await api(`/booking/create?departmentIdentifier=${erpId}`, {
      body: {
        bookingDate: date,
        bookingStart: start,
        regNo: 'DHT202',
        freeText: '',
        customer: {
          firstName: 'Test',
          lastName: 'Kund',
          email: 'test@example.se',
          phoneMobile: '+46701112233',
        },
      },
      bearer,
    })
    expect(booked.status).toBe(200)
    expect(booked.body).toMatchObject({
      services: [{ name: 'Hjulskifte' }],
      workshop: { name: vehicle.location.locationName },
    })
    const review = await api('/review/addReview', {
      body: { rating: 5, comment: 'Smidigt', date: new Date().toISOString() },
      bearer,
    })
    expect(review.status).toBe(201)
  })
})
