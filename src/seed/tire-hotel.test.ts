import { describe, expect, it } from 'vitest'
import { demoAgreements, showcasePlates } from './tire-hotel'

describe('the tire hotel demo agreements', () => {
  const stations = ['100.4502', '101.4502', '102.4502']
  const agreements = demoAgreements(stations)
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
    expect(demoAgreements(stations)).toEqual(agreements)
  })
})
