import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normaliseRegistration } from '@/services/workshop/registration'
import { createTestPayload } from '@/test/payload'
import { demoVehicles, seedWorkshopVehicles, showcaseVehicles, unknownPlate } from './vehicles'

describe('the demo vehicle registry', () => {
  const vehicles = demoVehicles()

  it('holds a few thousand distinct, valid Swedish plates, the showcase first, never the unknown one', () => {
    expect(vehicles).toHaveLength(3000)
    expect(new Set(vehicles.map((vehicle) => vehicle.registrationNumber)).size).toBe(3000)
    for (const vehicle of vehicles)
      expect(normaliseRegistration(vehicle.registrationNumber)).toBe(vehicle.registrationNumber)
    expect(vehicles.slice(0, showcaseVehicles.length)).toEqual(showcaseVehicles)
    expect(vehicles.map((vehicle) => vehicle.registrationNumber)).not.toContain(unknownPlate)
  })

  it('has cars of brands no workshop is authorised for, and build years within a plausible range', () => {
    expect(
      vehicles.filter((vehicle) => vehicle.brand === 'Saab' || vehicle.brand === 'Lada').length,
    ).toBeGreaterThan(20)
    // The generated cars; the showcase has one veteran (TRB601, a Trabant of 1989).
    for (const vehicle of vehicles.slice(showcaseVehicles.length))
      expect(vehicle.buildYear).toBeGreaterThanOrEqual(1994)
    expect(vehicles.every((vehicle) => vehicle.buildYear <= 2026)).toBe(true)
  })
})

describe('seeding the registry', () => {
  let payload: Payload
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload())
  })
  afterAll(() => cleanup())

  it('stores every car once, and leaves a registry that already has cars alone', async () => {
    expect(await seedWorkshopVehicles(payload)).toBe(3000)
    expect(await seedWorkshopVehicles(payload)).toBe(0)
    expect((await payload.count({ collection: 'workshop-vehicles', overrideAccess: true })).totalDocs).toBe(
      3000,
    )
    const found = await payload.find({
      collection: 'workshop-vehicles',
      where: { registrationNumber: { equals: 'ABC123' } },
      overrideAccess: true,
    })
    expect(found.docs[0]).toMatchObject({ brand: 'Volvo', model: 'XC60', hasServiceAgreement: true })
  })
})
