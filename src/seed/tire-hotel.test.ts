import { describe, expect, it } from 'vitest'
import { mobileNumberOf } from '@/services/tire-hotel/phone'
import { seasonOfPattern, treadLimits } from '@/services/tire-hotel/tread'
import { demoAgreements, showcasePlates } from './tire-hotel'

describe('the tire hotel demo agreements', () => {
  const stations = ['100.4502', '101.4502', '102.4502']
  const december = new Date('2026-12-07T09:00:00Z')
  const agreements = demoAgreements(stations, 300, 20, december)
  const vehicles = agreements.flatMap((agreement) => agreement.vehicles)

  it('are a few hundred at the given stations, each plate on one agreement only', () => {
    expect(agreements).toHaveLength(300)
    expect(new Set(agreements.map((agreement) => agreement.station))).toEqual(new Set(stations))
    expect(new Set(vehicles.map((vehicle) => vehicle.regNo)).size).toBe(vehicles.length)
    expect(vehicles.every((vehicle) => /^[A-Z]{3}\d{3}$/.test(vehicle.regNo))).toBe(true)
    expect(agreements.every((agreement) => /^[a-z0-9.-]+@example\.se$/.test(agreement.email))).toBe(true)
  })

  it('have worn tires on some cars and several cars on some agreements', () => {
    const worn = vehicles.filter((vehicle) => vehicle.tires.some((tire) => tire.threadStatusId === 1))
    expect(worn.length).toBeGreaterThan(30)
    expect(worn.length).toBeLessThan(vehicles.length / 2)
    expect(agreements.filter((agreement) => agreement.vehicles.length > 1).length).toBeGreaterThan(20)
  })

  it('hold the README’s showcase plates as described, the same on every run', () => {
    const find = (plate: string) => vehicles.find((vehicle) => vehicle.regNo === plate)!
    expect(find(showcasePlates.good).tires.some((tire) => tire.threadStatusId === 1)).toBe(false)
    expect(find(showcasePlates.worn).tires.some((tire) => tire.threadStatusId === 1)).toBe(true)
    expect(agreements[2].vehicles.map((vehicle) => vehicle.regNo)).toEqual([...showcasePlates.twoCars])
    expect(demoAgreements(stations, 300, 20, december)).toEqual(agreements)
  })

  it('text their codes to Swedish mobile numbers only: ten digits of a mobile series', () => {
    const notMobile = agreements.filter((agreement) => mobileNumberOf(agreement.phone, 'SE') === null)
    expect(notMobile.map((agreement) => agreement.phone)).toEqual([])
  })

  it('store the off-season set: summer tires while the cars wear winter ones, and the other way round', () => {
    const patterns = (list: typeof agreements) =>
      new Set(
        list.flatMap((agreement) =>
          agreement.vehicles.flatMap((car) => car.tires.map((tire) => tire.threadPattern)),
        ),
      )
    expect([...patterns(agreements)].map(seasonOfPattern)).toEqual(['summer'])
    expect([...patterns(agreements)].some((pattern) => /dubb/i.test(pattern))).toBe(false)
    const june = demoAgreements(stations, 300, 20, new Date('2027-06-07T09:00:00Z'))
    expect(new Set([...patterns(june)].map(seasonOfPattern))).toEqual(new Set(['winter']))
  })

  it('say a tire below the legal depth of its season must be changed, and only recommend it above', () => {
    const tires = (list: typeof agreements) =>
      list.flatMap((agreement) => agreement.vehicles.flatMap((car) => car.tires))
    const june = demoAgreements(stations, 300, 20, new Date('2027-06-07T09:00:00Z'))
    for (const tire of [...tires(agreements), ...tires(june)]) {
      const { legal } = treadLimits.SE[seasonOfPattern(tire.threadPattern)]
      const required = /måste bytas/.test(tire.threadStatusMessage)
      expect(required, `${tire.threadPattern} ${tire.threadDepth} mm`).toBe(tire.threadDepth < legal)
      if (required) expect(tire.threadStatusId).toBe(1)
      if (/rekommenderas/.test(tire.threadStatusMessage))
        expect(tire.threadDepth).toBeGreaterThanOrEqual(legal)
    }
    // Some of each: the demo shows both notices.
    const winterWorn = tires(june).filter((tire) => tire.threadDepth < treadLimits.SE.winter.legal)
    expect(winterWorn.length).toBeGreaterThan(0)
    expect(tires(agreements).some((tire) => /rekommenderas/.test(tire.threadStatusMessage))).toBe(true)
  })

  it('name each car by its brand and model, the brand once', () => {
    for (const car of vehicles) {
      expect(car.name.startsWith(`${car.brand} `), car.name).toBe(true)
      expect(car.name.slice(car.brand.length + 1).startsWith(car.brand), car.name).toBe(false)
    }
    expect(vehicles.some((car) => car.name === 'Polestar 2' || car.name === 'Polestar 3')).toBe(true)
  })
})
