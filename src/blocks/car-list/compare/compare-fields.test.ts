import { describe, expect, it } from 'vitest'
import type { CarCardRecord } from '@/ui/vehicle/types'
import { fromListRecord, listRecord } from './compare-fields'

const card: CarCardRecord = {
  car_id: '100193',
  slug: 'polestar-4-2022-100193',
  car_brand: 'Polestar',
  car_model: 'Polestar 4',
  car_model_text: null,
  car_year: 2022,
  car_mileage: 59060,
  car_fuel: 'El',
  car_gearbox: 'Automat',
  car_price: 373900,
  car_retail_price: 393900,
  car_campaign_price: 373900,
  car_has_campaign_price: true,
  car_is_sample: false,
  car_vat_eligible: false,
  car_loan_monthly_cost: 4347,
  car_privateleasing_monthly_cost: null,
  car_primary_image: {
    thumbnail_url: '/api/catalog/images/a.webp',
    blur_data_url: 'data:image/png;base64,AA',
  },
}

describe("a compare toggle's list record", () => {
  it('reads back as the card without its image placeholder', () => {
    expect(fromListRecord(listRecord(card))).toEqual({
      ...card,
      car_primary_image: { thumbnail_url: '/api/catalog/images/a.webp', blur_data_url: null },
    })
  })

  it('reads back a card without image, texts or prices', () => {
    const bare: CarCardRecord = {
      ...card,
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
    const record = listRecord(card)
    expect(JSON.stringify(record)).not.toMatch(/car_|data:image/)
    expect(record.at(-1)).toBe('/api/catalog/images/a.webp')
    expect(listRecord({ ...card, car_primary_image: null }).at(-1)).toBe(4347)
  })
})
