import { describe, expect, it } from 'vitest'
import { cardPrice, carDetailHref, toCarCard } from './card-fields'

const hit = {
  car_id: '100001',
  slug: 'volvo-xc60-b4-2024-100001',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_model_text: 'XC60 B4',
  car_year: 2024,
  car_mileage: 12000,
  car_price: 399900,
  car_retail_price: 429900,
  car_campaign_price: 399900,
  car_has_campaign_price: true,
  car_is_sample: false,
  car_vat_eligible: true,
  car_loan_monthly_cost: 3990,
  car_primary_image: {
    thumbnail_url: '/api/catalog/images/x.webp',
    blur_data_url: 'data:image/png;base64,AA',
  },
  car_description: 'not a card field',
}

describe('toCarCard', () => {
  it('keeps the card fields and types them', () => {
    const card = toCarCard(hit)!
    expect(card.car_brand).toBe('Volvo')
    expect(card.car_fuel).toBeNull()
    expect(card.car_primary_image?.thumbnail_url).toBe('/api/catalog/images/x.webp')
    expect(card).not.toHaveProperty('car_description')
  })

  it('drops hits without an id, slug, brand or model', () => {
    expect(toCarCard({ ...hit, slug: '' })).toBeNull()
    expect(toCarCard({ ...hit, car_id: undefined })).toBeNull()
  })

  it('treats an image without a thumbnail as missing', () => {
    expect(toCarCard({ ...hit, car_primary_image: { blur_data_url: 'x' } })!.car_primary_image).toBeNull()
  })
})

describe('cardPrice', () => {
  it('shows a campaign price with the retail price struck through', () => {
    expect(cardPrice(toCarCard(hit)!)).toMatchObject({
      price: 399900,
      struckRetail: 429900,
      isCampaign: true,
    })
  })

  it('shows the plain price without a campaign, and "from" for sample cars', () => {
    const card = toCarCard({
      ...hit,
      car_has_campaign_price: false,
      car_campaign_price: null,
      car_is_sample: true,
    })!
    expect(cardPrice(card)).toMatchObject({
      price: 399900,
      struckRetail: null,
      isCampaign: false,
      isFrom: true,
    })
  })

  it('takes the loan monthly cost, else private leasing', () => {
    const card = toCarCard({ ...hit, car_loan_monthly_cost: null, car_privateleasing_monthly_cost: 4500 })!
    expect(cardPrice(card).monthly).toBe(4500)
  })
})

describe('carDetailHref', () => {
  it('joins the detail path, id and slug', () => {
    expect(carDetailHref('/kop-bil/bil/', { car_id: '7', slug: 'volvo-xc60' })).toBe(
      '/kop-bil/bil/7/volvo-xc60',
    )
  })
})
