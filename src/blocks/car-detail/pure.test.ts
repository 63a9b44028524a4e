import { mapsSearchUrl } from '@/services/map/search-url'
import { describe, expect, it, vi } from 'vitest'
import { contactAnchor, contactScrollOffset, sectionAnchor } from './anchors'
import { newCarsDepartment, toDealer, toDetailCar } from '@/services/search/car/car'
import {
  carouselOffset,
  carouselTravel,
  dragProgress,
  isClick,
  settleAfterDrag,
  similarCarsCarousel,
} from './carousel-physics'
import { chosenSeller, contactRequestBody, invalidContactFields, isContactField } from './contact'
import { sendWithRetries } from '@/lib/http/retry'
import { keyphraseFromSlug, parseDetailPath } from '@/services/search/car/path'
import {
  overviewRows,
  priceView,
  reachableSellers,
  showsFinance,
  sortedEquipment,
  technicalRows,
  type Row,
} from './sections'
import { frameAfterDrag, framesToPreload, wrapFrame } from './spin'
import { carStructuredData } from '@/services/search/car/structured-data'
import { hasPageImpression } from './tracking'

const usedRecord = {
  car_id: '1042',
  slug: 'volvo-xc60-momentum-2021-1042',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_model_text: 'XC60 Momentum',
  car_year: 2021,
  car_mileage: 45_000,
  car_fuel: 'Diesel',
  car_firstregistration: '2021-03-09',
  car_is_used: true,
  car_is_sample: false,
  car_vat_eligible: true,
  car_price: 289_900,
  car_retail_price: 309_900,
  car_campaign_price: 289_900,
  car_has_campaign_price: true,
  car_price_currency: 'SEK',
  car_equipment: ['Värmare', 'Adaptiv farthållare', 'Backkamera'],
  car_images: [
    { original: '/api/catalog/images/car-suv-blue-1-l.webp', thumbnail_url: 'x', blur_data_url: 'y' },
  ],
  car_sellers: [
    { name: 'Anna', email: 'anna@example.com', phone: null },
    { name: 'Bo', email: null, phone: null },
  ],
  car_power_text: '140 kW',
  car_regno: 'ABC 12D',
}
const sek = {
  locale: 'sv-SE',
  currency: 'SEK',
  market: 'SE' as const,
  mileageUnit: 'mil' as const,
  englishDefault: false,
}

describe('detail path', () => {
  it('reads the id and optional slug below the detail page; no id or extra segments is no car', () => {
    expect(parseDetailPath(['1042', 'volvo-xc60'])).toEqual({ id: '1042', slug: 'volvo-xc60' })
    expect(parseDetailPath(['1042'])).toEqual({ id: '1042', slug: null })
    expect(parseDetailPath([])).toBeNull()
    expect(parseDetailPath(['1', 'a', 'b'])).toBeNull()
  })
  it('takes the keyphrase from the third dash-separated part of the slug', () => {
    expect(keyphraseFromSlug('volvo-xc60-momentum-2021-1042')).toBe('momentum')
    expect(keyphraseFromSlug('volvo-xc60')).toBeNull()
    expect(keyphraseFromSlug(null)).toBeNull()
  })
})

describe('anchors', () => {
  it('scrolls to the form for contact anchors and pre-ticks quote or test drive', () => {
    expect(contactAnchor('#contact-quote')).toEqual({ preTick: 'quote' })
    expect(contactAnchor('#contact-testdrive')).toEqual({ preTick: 'testDrive' })
    expect(contactAnchor('#contact-form')).toEqual({ preTick: null })
    expect(contactAnchor('#contact')).toEqual({ preTick: null })
    expect(contactAnchor('#equipment')).toBeNull()
  })
  it('recognises the section anchors', () => {
    expect(sectionAnchor('#equipment')).toBe('equipment')
    expect(sectionAnchor('#Description')).toBe('description')
    expect(sectionAnchor('#contact')).toBeNull()
  })
  it('keeps 112 px above the form on wide screens and 250 px up to 768 px', () => {
    expect(contactScrollOffset(1440)).toBe(112)
    expect(contactScrollOffset(769)).toBe(112)
    expect(contactScrollOffset(768)).toBe(250)
    expect(contactScrollOffset(375)).toBe(250)
  })
})

describe('similar cars carousel physics', () => {
  it('travels min(1580, width − 200) from the closed offset of −80', () => {
    expect(carouselTravel(1440)).toBe(1240)
    expect(carouselTravel(2400)).toBe(1580)
    expect(carouselTravel(375)).toBe(175)
    expect(carouselOffset(0, 1240)).toBe(-80)
    expect(carouselOffset(1, 1240)).toBe(-1320)
    expect(similarCarsCarousel).toMatchObject({ cardWidth: 330, gap: 16 })
  })
  it('snaps open from 30 % of the travel, else closed', () => {
    expect(settleAfterDrag(dragProgress(0, -372, 1240))).toBe('open')
    expect(settleAfterDrag(dragProgress(0, -371, 1240))).toBe('closed')
    expect(settleAfterDrag(dragProgress(1, 600, 1240))).toBe('open')
    expect(settleAfterDrag(dragProgress(1, 900, 1240))).toBe('closed')
    expect(dragProgress(0, 500, 1240)).toBe(0)
  })
  it('counts a press as a click only under 5 px of movement', () => {
    expect(isClick(4, 0)).toBe(true)
    expect(isClick(3, 3)).toBe(true)
    expect(isClick(5, 0)).toBe(false)
    expect(isClick(0, -6)).toBe(false)
  })
})

describe('360 spin', () => {
  it('moves one frame per 5 px of drag, wrapping around', () => {
    expect(frameAfterDrag(0, 24, 24)).toBe(4)
    expect(frameAfterDrag(0, -5, 24)).toBe(23)
    expect(frameAfterDrag(22, 15, 24)).toBe(1)
    expect(wrapFrame(-1, 24)).toBe(23)
  })
  it('preloads five frames on each side', () => {
    expect(framesToPreload(0, 24).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 19, 20, 21, 22, 23])
    expect(framesToPreload(3, 6)).toHaveLength(6)
  })
})

describe('contact form', () => {
  const valid = {
    name: 'Eva',
    phone: '+46 70 123 45 67',
    email: 'eva@example.com',
    message: '',
    quote: false,
    testDrive: false,
  }
  it('requires name, a 6–20 digit phone with an optional plus, an e-mail and for sample cars a seller', () => {
    expect(invalidContactFields(valid, false)).toEqual([])
    expect(invalidContactFields({ ...valid, name: ' ', phone: '12345', email: 'eva' }, true)).toEqual([
      'name',
      'phone',
      'email',
      'sellerSiteId',
    ])
    expect(invalidContactFields({ ...valid, phone: '+123456789012345678901' }, false)).toEqual(['phone'])
    expect(invalidContactFields({ ...valid, phone: '++123456' }, false)).toEqual(['phone'])
  })
  it('posts the car without images, the visitor fields, the recipient and the source URL', () => {
    const body = contactRequestBody({
      siteName: 'carstore-se',
      car: usedRecord,
      values: { ...valid, sellerSiteId: 'x' },
      recipient: { toName: 'Carstore Umeå', toEmail: 'leads@example.com' },
      sourceUrl: 'http://carstore-se.localhost/kop-bil/bil/1042/x',
    })
    expect(body.formName).toBe('carstore-seCarContactForm')
    expect(body.values).not.toHaveProperty('car_images')
    expect(body.values).not.toHaveProperty('sellerSiteId')
    expect(body.values).toMatchObject({
      car_id: '1042',
      car_equipment: usedRecord.car_equipment,
      name: 'Eva',
      toEmail: 'leads@example.com',
      sourceUrl: 'http://carstore-se.localhost/kop-bil/bil/1042/x',
    })
  })
  it('sends a sample car to the seller chosen; a change of a checked field clears its message', () => {
    const choices = [{ siteId: 'umea', name: 'Umeå', toName: 'Carstore Umeå', toEmail: 'umea@example.com' }]
    expect(chosenSeller(choices, 'umea')).toEqual({ toName: 'Carstore Umeå', toEmail: 'umea@example.com' })
    expect(chosenSeller(choices, 'lulea')).toBeNull()
    expect(chosenSeller(choices, undefined)).toBeNull()
    expect(['name', 'message', 'quote', 'sellerSiteId'].filter(isContactField)).toEqual([
      'name',
      'sellerSiteId',
    ])
  })
  it('retries failures up to 3 attempts 1 s apart and reports each failed attempt', async () => {
    const answers = [
      { ok: false, status: 503 },
      { ok: false, status: 503 },
      { ok: true, status: 202 },
    ]
    const send = vi.fn(async () => answers.shift()!)
    const wait = vi.fn(async () => {})
    const failures: number[] = []
    const result = await sendWithRetries(send, {
      wait,
      onFailedAttempt: (failure) => failures.push(failure.attempt),
    })
    expect(result).toEqual({ ok: true, status: 202 })
    expect(send).toHaveBeenCalledTimes(3)
    expect(wait).toHaveBeenCalledWith(1000)
    expect(wait).toHaveBeenCalledTimes(2)
    expect(failures).toEqual([1, 2])
  })
  it('gives up after the third failure, and at once on a 4xx answer', async () => {
    const network = vi.fn(async (): Promise<{ ok: boolean; status: number }> => {
      throw new Error('offline')
    })
    expect(await sendWithRetries(network, { wait: async () => {} })).toEqual({ ok: false, status: null })
    expect(network).toHaveBeenCalledTimes(3)
    // The 4xx answer itself comes back, so its field errors can reach the form's fields.
    const answer = { ok: false, status: 400 }
    const rejected = vi.fn(async () => answer)
    expect(await sendWithRetries(rejected, { wait: async () => {} })).toEqual({
      ok: false,
      status: 400,
      response: answer,
    })
    expect(rejected).toHaveBeenCalledTimes(1)
  })
})

describe('sections', () => {
  const car = toDetailCar(usedRecord)
  it('emphasises the campaign price, strikes the retail price, shows the VAT badge on carstore only', () => {
    const price = priceView(car, sek, 'carstore-se')
    expect(price.isCampaign).toBe(true)
    expect(price.current).toMatch(/289\s900\skr/)
    expect(price.struck).toMatch(/309\s900\skr/)
    expect(price.deductibleVat).toBe(true)
    expect(price.isFrom).toBe(false)
    expect(priceView(car, sek, 'automotive-se').deductibleVat).toBe(false)
  })
  it("prefixes sample cars' prices with 'from' and hides empty price lines", () => {
    const sample = toDetailCar({
      ...usedRecord,
      car_is_sample: true,
      car_has_campaign_price: false,
      car_price: null,
    })
    const price = priceView(sample, sek, 'automotive-se')
    expect(price.isFrom).toBe(true)
    expect(price.current).toBeNull()
    expect(price.struck).toBeNull()
    expect(price.monthly).toEqual([])
  })
  it('shows finance only with a loan option, or leasing with an option object or a leasing entry', () => {
    expect(showsFinance(car)).toBe(false)
    expect(showsFinance(toDetailCar({ ...usedRecord, car_loan_option: { interest_rate: 5 } }))).toBe(true)
    expect(showsFinance(toDetailCar({ ...usedRecord, car_has_privateleasing: true }))).toBe(false)
    expect(
      showsFinance(
        toDetailCar({
          ...usedRecord,
          car_has_privateleasing: true,
          car_leasing_options: [{ leasing_type: 'Private' }],
        }),
      ),
    ).toBe(true)
    expect(
      showsFinance(
        toDetailCar({ ...usedRecord, car_has_companyleasing: true, car_company_leasing_option: { a: 1 } }),
      ),
    ).toBe(true)
  })
  it('formats first registration per the default language and drops empty overview rows', () => {
    const rows = overviewRows(car, sek, {})
    expect(rows.find((row) => row.key === 'carDetailFirstRegistration')?.value).toBe('2021-03-09')
    expect(rows.find((row) => row.key === 'carDetailMileage')?.value).toMatch(/4\s500 mil/)
    expect(rows.some((row) => row.key === 'carDetailGearbox')).toBe(false)
    const uk = overviewRows(
      car,
      { locale: 'en-GB', currency: 'GBP', market: 'UK', mileageUnit: 'mi', englishDefault: true },
      {},
    )
    expect(uk.find((row) => row.key === 'carDetailFirstRegistration')?.value).toBe('09/03/2021')
  })
  it("shows a Norwegian car's values by their English labels and its mileage in km on an English page", () => {
    const norwegian = toDetailCar({
      ...usedRecord,
      car_fuel: 'Elektrisk',
      car_gearbox: 'Automat',
      car_body: 'Stasjonsvogn',
      car_color: 'Hvit',
      car_drive: 'AWD',
      car_condition: 'Brukt',
    })
    const english = { locale: 'en-GB', currency: 'NOK', market: 'NO' as const, englishDefault: false }
    const labels = {
      car_fuel: { Elektrisk: 'Electric' },
      car_gearbox: { Automat: 'Automatic' },
      car_body: { Stasjonsvogn: 'Estate' },
      car_color: { Hvit: 'White' },
      car_condition: { Brukt: 'Used' },
    }
    const value = (rows: Row[], key: string) => rows.find((row) => row.key === key)?.value
    const rows = overviewRows(norwegian, { ...english, mileageUnit: 'km' }, labels)
    expect(value(rows, 'carDetailFuel')).toBe('Electric')
    expect(value(rows, 'carDetailGearbox')).toBe('Automatic')
    expect(value(rows, 'carDetailBody')).toBe('Estate')
    expect(value(rows, 'carDetailColor')).toBe('White')
    expect(value(rows, 'carDetailCondition')).toBe('Used')
    // A value without a label (drive is written alike in every market) is shown as it is.
    expect(value(rows, 'carDetailDrive')).toBe('AWD')
    expect(value(rows, 'carDetailMileage')).toBe('45,000 km')
    // The Norwegian page has no labels for Norwegian values: they stay as the catalog writes them.
    const norwegianPage = overviewRows(norwegian, { ...sek, locale: 'nb-NO', currency: 'NOK' }, {})
    expect(value(norwegianPage, 'carDetailBody')).toBe('Stasjonsvogn')
    expect(value(norwegianPage, 'carDetailMileage')).toMatch(/^4\s500 mil$/)
  })
  it('lists technical rows with values only', () => {
    expect(technicalRows(car, 'sv-SE')).toEqual([{ key: 'carDetailPower', value: '140 kW' }])
  })
  it('sorts equipment alphabetically in the page language', () => {
    expect(sortedEquipment(car.equipment, 'sv-SE')).toEqual(['Adaptiv farthållare', 'Backkamera', 'Värmare'])
  })
  it('lists only sellers with an e-mail or a phone', () => {
    expect(reachableSellers(car.sellers).map((seller) => seller.name)).toEqual(['Anna'])
  })
  it('builds the maps search from name, street, zip and city', () => {
    expect(mapsSearchUrl({ name: 'Carstore Umeå', street: 'Storgatan 3', zip: '903 26', city: 'Umeå' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Carstore%20Ume%C3%A5%20Storgatan%203%20903%2026%20Ume%C3%A5',
    )
  })
  it('picks the New cars department selling the brand for sample-car leads', () => {
    const dealer = toDealer({
      site_id: 's1',
      site_official_name: 'Automotive Umeå',
      site_departments: [
        { group: 'Used cars', email: 'used@example.com', brands: [] },
        { group: 'New cars', name: 'Nybil', email: 'new@example.com', brands: [{ name: 'Volvo' }] },
      ],
    })
    expect(newCarsDepartment(dealer, 'Volvo')?.email).toBe('new@example.com')
    expect(newCarsDepartment(dealer, 'Kia')).toBeNull()
  })
})

describe('structured data', () => {
  const input = {
    url: 'http://x/1',
    origin: 'http://x',
    currency: 'SEK',
    market: 'SE',
    sellerName: 'Carstore Umeå',
  }
  it('marks used cars UsedCondition and new sample cars NewCondition, with an offer', () => {
    const used = carStructuredData({ ...input, car: toDetailCar(usedRecord) })
    expect(used['@type']).toEqual(['Product', 'Car'])
    expect(used.itemCondition).toBe('https://schema.org/UsedCondition')
    expect(used.offers).toMatchObject({
      price: 289_900,
      priceCurrency: 'SEK',
      itemCondition: used.itemCondition,
    })
    expect(used.dateVehicleFirstRegistered).toBe('2021-03-09')
    expect(used.image).toEqual(['http://x/api/catalog/images/car-suv-blue-1-l.webp'])
    const sample = carStructuredData({
      ...input,
      car: toDetailCar({ ...usedRecord, car_is_used: false, car_is_sample: true }),
    })
    expect(sample.itemCondition).toBe('https://schema.org/NewCondition')
    expect(sample.offers.itemCondition).toBe('https://schema.org/NewCondition')
  })
})

describe('tracking', () => {
  it('recognises the page impression in the dataLayer', () => {
    expect(hasPageImpression(undefined)).toBe(false)
    expect(hasPageImpression([{ event: 'gtm.js' }])).toBe(false)
    expect(hasPageImpression([{ event: 'gtm.js' }, { event: 'page_view' }])).toBe(true)
  })
})
