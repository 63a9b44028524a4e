import { describe, expect, it } from 'vitest'
import { toCarCard } from '@/ui/vehicle/card-fields'
import type { CarCardRecord } from '@/ui/vehicle/types'
import { listRecord } from './compare-fields'

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
  it('leaves out empty fields and the placeholder, and reads back as the card without it', () => {
    const record = listRecord(card)
    expect(Object.keys(record)).not.toContain('car_model_text')
    expect(Object.keys(record)).not.toContain('car_is_sample')
    expect(record.car_primary_image).toEqual({ thumbnail_url: '/api/catalog/images/a.webp' })
    expect(toCarCard(record)).toEqual({
      ...card,
      car_primary_image: { thumbnail_url: '/api/catalog/images/a.webp', blur_data_url: null },
    })
  })
})
