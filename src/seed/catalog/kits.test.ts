import { describe, expect, it } from 'vitest'
import { parseImageFile } from '@/services/search'
import { brands } from './brands'
import { generateKits, generateKitVehicles, type KitVehicle } from './kits'
import { demoKitsPerSite, generateDemoFeeds } from './seed'

type Kit = ReturnType<typeof generateKits>[number]

const asOf = new Date('2026-11-25T00:00:00Z')
const feeds = generateDemoFeeds({ asOf, vehiclesPerSite: 10 })
const kitFeeds = feeds.filter((feed) => feed.index.startsWith('kits_'))
const vehicles = generateKitVehicles()
const kits = kitFeeds.flatMap((feed) => feed.records as Kit[])

/** The kits a chosen car is offered: those whose type ids include one of the car's (spec 03 §7). */
const offeredFor = (car: KitVehicle) => kits.filter((kit) => kit.type_id.includes(car.type_id))
const bodyOf = (vehicle: KitVehicle) =>
  brands
    .find((brand) => brand.brand === vehicle.manufacturer)!
    .models.find((model) => model.model === vehicle.model)!.body

describe('the demo kits', () => {
  it('offers a car only kits made for its model, as their names say', () => {
    const strangers = vehicles.flatMap((car) =>
      offeredFor(car)
        .filter((kit) => !kit.name.endsWith(` ${car.manufacturer} ${car.model}`))
        .map((kit) => `${car.type_name}: ${kit.name}`),
    )
    expect(strangers).toEqual([])
    // And no car is left with nothing to choose from on any site.
    for (const feed of kitFeeds) {
      const fitted = new Set((feed.records as Kit[]).flatMap((kit) => kit.type_id))
      expect(vehicles.filter((car) => !fitted.has(car.type_id)).map((car) => car.type_name)).toEqual([])
    }
    // Every fitted kit names one model and fits nothing else; its brand facet is that model's.
    for (const kit of kits.filter((candidate) => candidate.type_id.length)) {
      const fitted = vehicles.filter((vehicle) => kit.type_id.includes(vehicle.type_id))
      expect(new Set(fitted.map((vehicle) => `${vehicle.manufacturer} ${vehicle.model}`)).size).toBe(1)
      expect(kit.manufacturer).toEqual([fitted[0].manufacturer])
    }
  })

  it('offers a Volvo EX30 its own kits, none made for a Mazda MX-5, an Audi e-tron GT or a Porsche Taycan', () => {
    const ex30 = vehicles.find((vehicle) => vehicle.manufacturer === 'Volvo' && vehicle.model === 'EX30')!
    const offered = offeredFor(ex30)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.filter((kit) => /MX-5|e-tron GT|Taycan/.test(kit.name)).map((kit) => kit.name)).toEqual([])
  })

  it('fits tow bars and roof loads only to cars that take them, not to roadsters and sports coupés', () => {
    const misfits = kits
      .filter((kit) => kit.kitSubCategory === 'Dragkrok' || kit.kitSubCategory === 'Takräcke')
      .flatMap((kit) => vehicles.filter((vehicle) => kit.type_id.includes(vehicle.type_id)))
      .filter((vehicle) => ['convertible', 'coupe'].includes(bodyOf(vehicle)))
      .map((vehicle) => vehicle.type_name)
    expect(misfits).toEqual([])
    expect(kits.filter((kit) => kit.kitSubCategory === 'Dragkrok').length).toBeGreaterThan(0)
  })

  it('shows each kind of product its own picture: electronics kits do not all share one', () => {
    const pictureOf = (kit: Kit) => {
      const spec = parseImageFile(kit.images[0].urls.original.split('/').pop()!)
      expect(spec?.type, kit.images[0].urls.original).toBe('kit')
      return spec?.type === 'kit' ? spec.picture : null
    }
    const electronics = kits.filter((kit) => kit.kitCategory === 'Elektronik')
    expect(new Set(electronics.map(pictureOf)).size).toBeGreaterThanOrEqual(5)
    // The same product always looks the same, whichever car it is made for.
    const pictures = new Map<string, Set<unknown>>()
    for (const kit of kits) {
      const car = vehicles.find((vehicle) => kit.type_id.includes(vehicle.type_id))
      const product = car ? kit.name.slice(0, -` ${car.manufacturer} ${car.model}`.length) : kit.name
      pictures.set(product, (pictures.get(product) ?? new Set()).add(pictureOf(kit)))
    }
    for (const [product, shown] of pictures) expect(shown.size, product).toBe(1)
    expect(new Set(kits.map(pictureOf)).size).toBeGreaterThanOrEqual(20)
    expect(kitFeeds.every((feed) => feed.records.length === demoKitsPerSite)).toBe(true)
  })
})
