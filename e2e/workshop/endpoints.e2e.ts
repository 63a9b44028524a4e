import { describe, expect, it } from 'vitest'
import { requestSite } from '../support/browser'

/** The booking flow's back end through the production server, with the seeded demo data (README). */
const api = (path: string, options: Parameters<typeof requestSite>[2] = {}) =>
  requestSite('automotive-se', `/api/mechmate${path}`, options)
const json = async (path: string) => {
  const response = await api(path)
  return { status: response.status, body: JSON.parse(response.body) }
}

describe('the workshop booking endpoints on the demo data', { tags: ['smoke'] }, () => {
  it('looks up the README’s plates: a serviced car, an unserviced brand, an unknown and an invalid plate', async () => {
    expect(await json('/car/abc123')).toMatchObject({
      status: 200,
      body: { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', isSupported: true },
    })
    const saab = await json('/car/SAB900')
    expect(saab.body).toMatchObject({ brand: 'Saab', isSupported: false })
    expect(saab.body['Error Result'][0].code).toBe('BrandNotSupported,Saab')
    expect((await json('/car/ZZZ999')).status).toBe(404)
    expect((await json('/car/AB1')).status).toBe(400)
  })

  it('streams the nearest workshops as server-sent events, uncompressed, then books the first free time', async () => {
    const stream = await api(
      '/departments/closestAvailable?regNo=ABC123&serviceOfferings=smallservice&latitude=59.33&longitude=18.07',
      { headers: { 'accept-encoding': 'gzip, br' } },
    )
    expect(stream.status).toBe(200)
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/)
    // Compressed, the messages would wait in the compressor instead of reaching the visitor one by one.
    expect(stream.headers['content-encoding']).toBeUndefined()
    const sites = stream.body
      .split('\n\n')
      .filter(Boolean)
      .map((message) => JSON.parse(message.replace(/^data: /, '')))
    expect(sites.length).toBeGreaterThan(0)
    // Nearest first; a workshop without coordinates (the demo has one) comes last.
    const distances = sites.map((site: { distanceKm: number | null }) => site.distanceKm)
    const located = distances.filter((distance: number | null) => distance !== null)
    expect(distances).toEqual([
      ...[...located].sort((a, b) => a - b),
      ...distances.filter((distance: number | null) => distance === null),
    ])
    const first = sites[0] as {
      departmentId: string
      firstTimeSlot: { timeslot: string; isFullDay: boolean }
    }
    expect(first.firstTimeSlot.timeslot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/)

    const booking = {
      customer: { firstName: 'Anna', lastName: 'Kund', phone: '+46 70 123 45 67', email: 'anna@example.se' },
      departmentId: first.departmentId,
      timeSlot: first.firstTimeSlot.timeslot,
      isFullDay: first.firstTimeSlot.isFullDay,
      registrationNumber: 'ABC123',
      serviceOfferingRequests: [{ kobraId: 'smallservice' }],
    }
    const booked = await api('/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(booking),
    })
    expect(booked.status).toBe(200)
    expect(JSON.parse(booked.body).id).toMatch(/^[A-Z2-9]{10}$/)

    const refused = await api('/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...booking, customer: { ...booking.customer, email: 'not-an-address' } }),
    })
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body).fields).toEqual({ 'customer.email': 'Ange en giltig e-postadress' })
  })
})

describe('the built-in gazetteer through the production server', { tags: ['smoke'] }, () => {
  it('suggests Swedish towns and names the nearest one to a position', async () => {
    const suggestions = await requestSite('automotive-se', '/api/places/autocomplete?input=upps')
    expect(suggestions.status).toBe(200)
    expect(JSON.parse(suggestions.body).predictions[0]).toMatchObject({
      name: 'Uppsala',
      region: 'Uppsala län',
    })
    const nearest = await requestSite('automotive-se', '/api/places/nearest?lat=57.71&lng=11.97')
    expect(JSON.parse(nearest.body)).toMatchObject({ name: 'Göteborg' })
  })
})
