import { describe, expect, it } from 'vitest'
import { emptySellCar, invalidSellCarFields } from '@/blocks/sell-car-form/rules'
import { emptyServiceRequest, invalidServiceRequestFields } from '@/blocks/service-request-form/rules'
import { embeddedForm, embeddedProblems, storedValue } from './embedded'
import { earliestDateAnywhere, isEmail, isIsoDate, isoDateIn, isPhone, parseMileage } from './lead-fields'

describe('lead field rules (spec 03 §5)', () => {
  it('takes a phone of an optional plus and 6 to 20 digits or spaces, with a digit', () => {
    expect(['123456', '+46 70 123 45 67', '+' + '1'.repeat(20)].map(isPhone)).toEqual([true, true, true])
    expect(['12345', '      ', '12 ab 34', '1'.repeat(21), '++123456'].map(isPhone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
  it('takes an address with a top-level domain of at least 2 letters', () => {
    expect(['a@b.se', 'eva.test@example.com'].map(isEmail)).toEqual([true, true])
    expect(['a@b', 'a@b.c', 'a b@c.se', '@c.se'].map(isEmail)).toEqual([false, false, false, false])
  })
  it('reads a mileage as a whole number of at least 0', () => {
    expect(['0', ' 12500 '].map(parseMileage)).toEqual([0, 12500])
    expect(['', '-1', '1.5', '1e3', 'tolv'].map(parseMileage)).toEqual([null, null, null, null, null])
  })
  it('knows real calendar days and the earliest today anywhere (UTC-12)', () => {
    expect(['2026-02-28', '2028-02-29'].map(isIsoDate)).toEqual([true, true])
    expect(['2026-02-30', '2026-13-01', '26-1-1'].map(isIsoDate)).toEqual([false, false, false])
    expect(earliestDateAnywhere(new Date('2026-11-25T11:59:00Z'))).toBe('2026-11-24')
    expect(earliestDateAnywhere(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25')
  })
  it("writes today in the visitor's own zone as Intl would", () => {
    for (const iso of ['2026-01-05T00:30:00', '2026-12-31T23:59:00', '2028-02-29T12:00:00']) {
      const local = new Date(iso) // no zone: the test process's own
      const intl = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' })
      expect(isoDateIn(local)).toBe(intl.format(local))
      expect(isoDateIn(local)).toBe(iso.slice(0, 10))
    }
  })
})

describe('the sell-car check', () => {
  it('names every empty required field with its dictionary key, in document order', () => {
    expect(invalidSellCarFields({ ...emptySellCar, customerPhone: '      ' })).toEqual({
      selected: 'sellCarFormOptionInvalid',
      regno: 'sellCarFormRegnoInvalid',
      milage: 'sellCarFormMileageInvalid',
      customerName: 'sellCarFormNameInvalid',
      customerPhone: 'sellCarFormPhoneInvalid',
      customerEmail: 'sellCarFormEmailInvalid',
    })
  })
  it('names every other broken rule with its dictionary key', () => {
    expect(
      invalidSellCarFields({ ...emptySellCar, customerName: 'E', customerPhone: '1', customerEmail: 'e' }),
    ).toEqual({
      selected: 'sellCarFormOptionInvalid',
      regno: 'sellCarFormRegnoInvalid',
      milage: 'sellCarFormMileageInvalid',
      customerPhone: 'sellCarFormPhoneInvalid',
      customerEmail: 'sellCarFormEmailInvalid',
    })
  })
})

describe('the service request check', () => {
  it('requires dealer, registration, mileage, a date from today, contact and consent; the newsletter is a free choice', () => {
    expect(invalidServiceRequestFields(emptyServiceRequest(), '2026-11-25')).toEqual([
      'dealerId',
      'regno',
      'milage',
      'date',
      'customerName',
      'customerPhone',
      'customerEmail',
      'gdpr',
    ])
    const filled = {
      ...emptyServiceRequest('no-1'),
      regno: 'EV12345',
      milage: '0',
      date: '2026-11-25',
      customerName: 'Ola',
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@example.no',
      gdpr: true,
      newsletter: false,
    }
    expect(invalidServiceRequestFields(filled, '2026-11-25')).toEqual([])
    expect(invalidServiceRequestFields({ ...filled, newsletter: true }, '2026-11-25')).toEqual([])
    expect(invalidServiceRequestFields({ ...filled, date: '2026-11-24' }, '2026-11-25')).toEqual(['date'])
  })
})

describe('CMS-built forms', () => {
  const form = embeddedForm({
    id: 3,
    title: 'Nyhetsbrev',
    confirmationMessage: { root: { children: [{ type: 'paragraph', children: [{ text: 'Tack!' }] }] } },
    fields: [
      { blockType: 'text', name: 'fullname', label: 'Namn', required: true },
      { blockType: 'number', name: 'rating' },
      { blockType: 'select', name: 'interest', options: [{ label: 'Service', value: 'service' }] },
      { blockType: 'checkbox', name: 'consent', required: true },
      { blockType: 'payment', name: 'ignored' },
    ],
  })
  it('keeps the field kinds the site renders, with labels (or names) and the confirmation text', () => {
    expect(form.fields.map((field) => [field.kind, field.label])).toEqual([
      ['text', 'Namn'],
      ['number', 'rating'],
      ['select', 'interest'],
      ['checkbox', 'consent'],
    ])
    expect(form.confirmation).toEqual(['Tack!'])
  })
  it('checks required fields, numbers and options; optional empty fields pass', () => {
    expect(
      embeddedProblems(form.fields, { fullname: ' ', rating: 'fem', interest: 'x', consent: false }),
    ).toEqual({
      fullname: 'required',
      rating: 'number',
      interest: 'option',
      consent: 'required',
    })
    expect(
      embeddedProblems(form.fields, { fullname: 'Eva', rating: '', interest: '', consent: true }),
    ).toEqual({})
  })
})

describe('the field kinds of the form builder (spec 02 §7)', () => {
  const form = embeddedForm({
    id: 4,
    title: 'Tyck till',
    fields: [
      { blockType: 'fullname', name: 'name', label: 'Namn', required: true },
      { blockType: 'address', name: 'address', label: 'Adress' },
      { blockType: 'phone', name: 'phone', label: 'Telefon' },
      { blockType: 'datetime', name: 'visit', label: 'Besök', required: true },
      { blockType: 'rating', name: 'rating', label: 'Betyg', max: 4, required: true },
      { blockType: 'rating', name: 'other', label: 'Annat', max: 99 },
    ],
  })
  const good = {
    name: { first: 'Eva', last: 'Test' },
    address: { street: '', postalCode: '', city: '' },
    phone: '+46 70 123 45 67',
    visit: '2026-11-24T14:30',
    rating: '4',
  }
  it('reads the kinds, a rating taking 5 as its highest unless 2 to 10 is set', () => {
    expect(form.fields.map((field) => [field.kind, field.max])).toEqual([
      ['fullname', 5],
      ['address', 5],
      ['phone', 5],
      ['datetime', 5],
      ['rating', 4],
      ['rating', 5],
    ])
  })
  it('accepts filled values and an optional address left empty', () => {
    expect(embeddedProblems(form.fields, good)).toEqual({})
  })
  it('names each missing part of a required name, and each broken phone, date-time and rating', () => {
    expect(
      embeddedProblems(form.fields, {
        name: { first: ' ', last: '' },
        phone: '12 ab',
        visit: '2026-02-30T14:30',
        rating: '5',
      }),
    ).toEqual({
      'name.first': 'required',
      'name.last': 'required',
      phone: 'phone',
      visit: 'datetime',
      rating: 'rating',
    })
    expect(
      embeddedProblems(form.fields, { ...good, name: 'Eva Test', visit: '2026-11-24 25:00', rating: '0' }),
    ).toEqual({
      'name.first': 'required',
      'name.last': 'required',
      visit: 'datetime',
      rating: 'rating',
    })
  })
  it('stores a grouped value as JSON of its parts, trimmed, and other values as text', () => {
    const [name, address, phone] = form.fields
    expect(storedValue(name, { first: ' Eva ', last: 'Test', extra: 'x' })).toBe(
      '{"first":"Eva","last":"Test"}',
    )
    expect(storedValue(address, undefined)).toBe('{"street":"","postalCode":"","city":""}')
    expect(storedValue(phone, ' 070 123 ')).toBe('070 123')
  })
})
