import { describe, expect, it } from 'vitest'
import type { CardTexts } from './CardMarkup'
import type { CarCardRecord } from './types'
import { fromCardRecord, fromListRecord, listRecord, toCardRecord } from './card-record'

const car: CarCardRecord = {
  car_id: '100193',
  slug: 'polestar-4-2022-100193',
  car_brand: 'Polestar',
  car_model: 'Polestar 4',
  car_model_text: 'Long range',
  car_year: 2022,
  car_mileage: 59060,
  car_fuel: 'El',
  car_gearbox: 'Automat',
  car_price: 373900,
  car_retail_price: 393900,
  car_campaign_price: 373900,
  car_has_campaign_price: true,
  car_is_sample: false,
  car_vat_eligible: true,
  car_loan_monthly_cost: null,
  car_privateleasing_monthly_cost: null,
  car_primary_image: {
    thumbnail_url: '/api/catalog/images/a.webp',
    blur_data_url: 'data:image/png;base64,AA',
  },
}

const texts: CardTexts = {
  mileage: '5 906 mil',
  fuel: 'El',
  gearbox: 'Automat',
  price: '373 900 kr',
  retail: '393 900 kr',
  monthly: null,
}

describe("a card island's record", () => {
  it('reads back as the card and its texts, with the placeholder of an image that loads at once', () => {
    expect(fromCardRecord(toCardRecord(car, texts, true))).toEqual({ car, texts })
  })

  it('leaves the placeholder out where the image loads lazily', () => {
    const card = toCardRecord(car, texts)
    expect(card).toHaveLength(2)
    expect(fromCardRecord(card)?.car.car_primary_image).toEqual({
      thumbnail_url: '/api/catalog/images/a.webp',
      blur_data_url: null,
    })
  })

  it('sends no trailing empty text, and reads every missing one back as none', () => {
    const bare: CardTexts = { ...texts, retail: null, monthly: null }
    const card = toCardRecord(car, bare)
    expect(card[1]).toEqual(['5 906 mil', null, null, '373 900 kr'])
    expect(fromCardRecord(card)?.texts).toEqual(bare)
  })

  it("sends fuel and gearbox only where their label differs from the record's value", () => {
    const labelled: CardTexts = { ...texts, fuel: 'Electric', gearbox: 'Automatic' }
    expect(toCardRecord(car, labelled)[1].slice(1, 3)).toEqual(['Electric', 'Automatic'])
    expect(fromCardRecord(toCardRecord(car, labelled))?.texts).toEqual(labelled)
    const unknown = { ...car, car_fuel: null, car_gearbox: null }
    const none: CardTexts = { ...texts, fuel: null, gearbox: null }
    expect(fromCardRecord(toCardRecord(unknown, none))?.texts).toEqual(none)
  })

  it('is nothing when its record lacks an id', () => {
    const [record, values] = toCardRecord(car, texts)
    expect(fromCardRecord([[null, ...record.slice(1)], values])).toBeNull()
  })
})

const listed: CarCardRecord = {
  ...car,
  car_model_text: null,
  car_vat_eligible: false,
  car_loan_monthly_cost: 4347,
}

describe('a list record', () => {
  it('reads back as the card without its image placeholder', () => {
    expect(fromListRecord(listRecord(listed))).toEqual({
      ...listed,
      car_primary_image: { thumbnail_url: '/api/catalog/images/a.webp', blur_data_url: null },
    })
  })

  it('reads back a card without image, texts or prices', () => {
    const bare: CarCardRecord = {
      ...listed,
      car_year: null,
      car_mileage: null,
      car_fuel: null,
      car_gearbox: null,
      car_price: null,
      car_retail_price: null,
      car_campaign_price: null,
      car_has_campaign_price: false,
      car_loan_monthly_cost: null,
      car_primary_image: null,
    }
    expect(fromListRecord(listRecord(bare))).toEqual(bare)
  })

  it('carries values only, without field names, placeholder or trailing empty fields', () => {
    const record = listRecord(listed)
    expect(JSON.stringify(record)).not.toMatch(/car_|data:image/)
    expect(record.at(-1)).toBe('/api/catalog/images/a.webp')
    expect(listRecord({ ...listed, car_primary_image: null }).at(-1)).toBe(4347)
  })
})
