import { describe, expect, it } from 'vitest'
import {
  formatDecimal,
  formatHitCount,
  formatMileage,
  formatNumber,
  formatPrice,
  formatRegistrationDate,
  localiseNumbers,
  mileageUnit,
  rangeUnitScale,
  recordFormats,
  seedFormats,
  stopRecordingFormats,
} from './format'

const nbsp = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ')

describe('vehicle formatting', () => {
  it('prints prices in the site currency and locale without decimals', () => {
    expect(nbsp(formatPrice(249_900, { locale: 'sv-SE', currency: 'SEK' }))).toBe('249 900 kr')
    expect(formatPrice(18_995, { locale: 'en-GB', currency: 'GBP' })).toBe('£18,995')
    expect(nbsp(formatPrice(21_500, { locale: 'fi-FI', currency: 'EUR' }))).toBe('21 500 €')
  })

  it('has no price line for an empty value', () => {
    expect(formatPrice(null, { locale: 'sv-SE', currency: 'SEK' })).toBeNull()
    expect(formatPrice(undefined, { locale: 'sv-SE', currency: 'SEK' })).toBeNull()
  })

  it('shows mileage in the unit of the page: mil, km or miles', () => {
    expect(nbsp(formatMileage(45_000, { locale: 'sv-SE', mileageUnit: 'mil' }))).toBe('4 500 mil')
    expect(nbsp(formatMileage(45_000, { locale: 'fi-FI', mileageUnit: 'km' }))).toBe('45 000 km')
    expect(formatMileage(45_000, { locale: 'en-GB', mileageUnit: 'km' })).toBe('45,000 km')
    expect(formatMileage(45_000, { locale: 'en-GB', mileageUnit: 'mi' })).toBe('45,000 miles')
  })

  it('counts in mil only on Swedish pages of SE sites, in miles in the UK', () => {
    expect(mileageUnit('SE', 'sv')).toBe('mil')
    // Norway's "Kilometerstand", its feed and its descriptions count in kilometres.
    expect(mileageUnit('NO', 'nb')).toBe('km')
    expect(mileageUnit('NO', 'en')).toBe('km')
    expect(mileageUnit('SK', 'en')).toBe('km')
    expect(mileageUnit('SK', 'sk')).toBe('km')
    expect(mileageUnit('FI', 'fi')).toBe('km')
    // A Swedish page of a Finnish site: the Finnish feed and its readers count in kilometres.
    expect(mileageUnit('FI', 'sv')).toBe('km')
    expect(mileageUnit('UK', 'en-GB')).toBe('mi')
  })

  it('scales only the mileage range, and only where it counts in mil', () => {
    expect(rangeUnitScale('car_mileage', 'mil')).toBe(10)
    expect(rangeUnitScale('car_mileage', 'km')).toBe(1)
    expect(rangeUnitScale('car_price', 'mil')).toBe(1)
  })

  it('writes first registration as DD/MM/YYYY on English-default sites, else YYYY-MM-DD', () => {
    expect(formatRegistrationDate('2021-03-09', true)).toBe('09/03/2021')
    expect(formatRegistrationDate('2021-03-09', false)).toBe('2021-03-09')
    expect(formatRegistrationDate(null, false)).toBeNull()
  })

  it('shows hit counts at the cap as 10000+', () => {
    expect(formatHitCount(10_000, 'en-GB')).toBe('10,000+')
    expect(formatHitCount(512, 'en-GB')).toBe('512')
  })

  it("prints the numbers of a feed's display texts in the page's locale", () => {
    expect(localiseNumbers('8.4 s 0–100 km/h', 'sv-SE')).toBe('8,4 s 0–100 km/h')
    expect(localiseNumbers('17.6 kWh/100 km', 'nb-NO')).toBe('17,6 kWh/100 km')
    expect(nbsp(localiseNumbers('1620 kg', 'sv-SE'))).toBe('1 620 kg')
    expect(localiseNumbers('8.4 s', 'en-GB')).toBe('8.4 s')
    expect(localiseNumbers('CO2 124 g/km, R18', 'fi-FI')).toBe('CO2 124 g/km, R18')
  })
})

describe('texts formatted on the server for an island', () => {
  it('are kept while recording, with the key they are asked for by', () => {
    const kept = recordFormats()
    formatPrice(352_900, { locale: 'sv-SE', currency: 'SEK' })
    formatDecimal(7.33, 'sv-SE', 2)
    stopRecordingFormats()
    formatNumber(12, 'sv-SE')
    expect([...kept.values()].map(nbsp)).toEqual(['352 900 kr', '7,33'])
  })

  it('stop being kept when the task that started keeping them ends, stopped or not', async () => {
    const kept = recordFormats()
    formatNumber(1, 'sv-SE')
    await Promise.resolve()
    formatNumber(2, 'sv-SE')
    expect([...kept.values()]).toEqual(['1'])
  })

  it('are given back without building a formatter once seeded, and other values still format', () => {
    // A locale no other test formats in, so no formatter for it is cached yet.
    seedFormats([['de-CH|integer|4242', 'from the server']])
    const Original = Intl.NumberFormat
    let built = 0
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        built++
      }
    } as typeof Intl.NumberFormat
    try {
      expect(formatNumber(4242, 'de-CH')).toBe('from the server')
      expect(built).toBe(0)
      expect(formatNumber(4243, 'de-CH')).toBe("4'243")
      expect(built).toBe(1)
    } finally {
      Intl.NumberFormat = Original
    }
  })
})
