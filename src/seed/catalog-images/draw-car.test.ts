import { describe, expect, it } from 'vitest'
import { drawCar, shapes } from './draw-car'

const length = (body: keyof typeof shapes) => shapes[body].tail - shapes[body].nose

describe('drawCar', () => {
  it('draws an SUV taller and higher off the ground than an estate, on bigger wheels', () => {
    expect(shapes.suv.roof).toBeLessThan(shapes.wagon.roof - 40)
    expect(shapes.suv.sill).toBeLessThan(shapes.wagon.sill - 20)
    expect(shapes.suv.wheel).toBeGreaterThan(shapes.wagon.wheel)
  })

  it('draws an estate longer than a hatchback, with its roof to the tail, and a saloon with a boot', () => {
    expect(length('wagon')).toBeGreaterThan(length('hatchback') + 100)
    expect(shapes.wagon.tail - shapes.wagon.rearScreen).toBeLessThan(20)
    expect(shapes.sedan.tail - shapes.sedan.rearScreen).toBeGreaterThan(100)
  })

  it('draws a convertible short and open: a windscreen and headrests, no roof or pillar', () => {
    expect(length('convertible')).toBeLessThan(length('sedan') - 100)
    const open = drawCar('convertible', 'red', 1)
    const closed = drawCar('sedan', 'red', 1)
    expect(open.match(/rx="12" fill="#26282c"/g)).toHaveLength(2)
    expect(closed).not.toContain('fill="#26282c"')
  })
})
