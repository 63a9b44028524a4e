import { describe, expect, it } from 'vitest'
import { emptySellCar, firstEmptyContactField, invalidSellCarFields } from '@/blocks/sell-car-form/rules'
import { emptyServiceRequest, invalidServiceRequestFields } from '@/blocks/service-request-form/rules'
import { embeddedForm, embeddedProblems } from './embedded'
import { earliestDateAnywhere, isEmail, isIsoDate, isPhone, parseMileage } from './lead-fields'

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
})

describe('the sell-car check', () => {
  it('stops silently on the first empty contact field, in document order', () => {
    expect(firstEmptyContactField(emptySellCar)).toBe('customerName')
    expect(firstEmptyContactField({ ...emptySellCar, customerName: 'E', customerEmail: 'e@x.se' })).toBe(
      'customerPhone',
    )
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
  it('requires dealer, registration, mileage, a date from today, contact, consent and newsletter', () => {
    expect(invalidServiceRequestFields(emptyServiceRequest(), '2026-11-25')).toEqual([
      'dealerId',
      'regno',
      'milage',
      'date',
      'customerName',
      'customerPhone',
      'customerEmail',
      'gdpr',
      'newsletter',
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
      newsletter: true,
    }
    expect(invalidServiceRequestFields(filled, '2026-11-25')).toEqual([])
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
