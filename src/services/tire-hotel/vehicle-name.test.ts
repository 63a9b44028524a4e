import { describe, expect, it } from 'vitest'
import { vehicleName, withoutRepeatedBrand } from './vehicle-name'

describe('a stored car’s title', () => {
  it('names the brand once, whether or not the model repeats it', () => {
    expect(vehicleName('Polestar', '2')).toBe('Polestar 2')
    expect(vehicleName('Polestar', 'Polestar 2')).toBe('Polestar 2')
    expect(vehicleName('Volvo', 'XC60')).toBe('Volvo XC60')
    expect(vehicleName('Mercedes-Benz', 'EQE')).toBe('Mercedes-Benz EQE')
  })

  it('reads a stored title with the brand twice as once', () => {
    expect(withoutRepeatedBrand('Polestar Polestar 2', 'Polestar')).toBe('Polestar 2')
    expect(withoutRepeatedBrand('Volvo XC60', 'Volvo')).toBe('Volvo XC60')
  })
})
