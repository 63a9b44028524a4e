import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'
import { sellCarBody, serviceRequestBody } from '@/services/leads/test-fixtures'
import { adfProvider, renderAdf, type AdfLead } from './adf'

type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string }

/** Parses with a strict XML parser, which throws on anything not well-formed. */
function parse(xml: string): { root: XmlNode; instructions: Array<{ target: string; body: string }> } {
  const parser = new SaxesParser()
  const document: XmlNode = { name: '#document', attributes: {}, children: [], text: '' }
  const stack = [document]
  const instructions: Array<{ target: string; body: string }> = []
  parser.on('error', (error) => {
    throw error
  })
  parser.on('processinginstruction', ({ target, body }) => instructions.push({ target, body }))
  parser.on('opentag', (tag) => {
    const node = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    }
    stack.at(-1)!.children.push(node)
    stack.push(node)
  })
  parser.on('closetag', () => void stack.pop())
  parser.on('text', (text) => {
    stack.at(-1)!.text += text
  })
  parser.write(xml).close()
  expect(document.children).toHaveLength(1)
  return { root: document.children[0], instructions }
}

/** The children at a path of element names, e.g. `prospect/customer/contact/name`. */
function all(node: XmlNode, path: string): XmlNode[] {
  return path
    .split('/')
    .reduce<XmlNode[]>(
      (nodes, name) => nodes.flatMap((each) => each.children.filter((c) => c.name === name)),
      [node],
    )
}
const one = (node: XmlNode, path: string) => {
  const found = all(node, path)
  expect(found, path).toHaveLength(1)
  return found[0]
}
const textAt = (node: XmlNode, path: string) => one(node, path).text

const base = {
  id: 41,
  dealer: 'carstore-se-1002',
  createdAt: '2026-12-06T10:15:30.000Z',
  recipientName: 'Anna Säljare',
  recipientEmail: 'anna.saljare@carstore.example',
}

const carValues = {
  car_id: 'c-101',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_model_text: 'B4 AWD',
  car_year: 2021,
  car_regno: 'ABC123',
  car_price: 299900,
  car_price_currency: 'SEK',
  car_site_name: 'Carstore Göteborg',
  name: 'Erik Johan Köpare',
  email: 'erik@example.com',
  phone: '+46 70 123 45 67',
  message: 'Finns bilen kvar?',
  quote: true,
  testDrive: false,
  sourceUrl: 'http://carstore-se.localhost/bilar/c-101/volvo-xc60-c-101',
}
const carEnquiry: AdfLead = {
  ...base,
  formName: 'carstore-seCarContactForm',
  customerName: 'Erik Johan Köpare',
  values: carValues,
}

describe('a lead as ADF 1.0', () => {
  it('renders a car enquiry: the car of interest, the customer, the dealer and the provider', () => {
    const { root, instructions } = parse(renderAdf(carEnquiry, 'https://cms.example'))
    expect(instructions).toEqual([{ target: 'ADF', body: 'VERSION "1.0"' }])
    expect(root.name).toBe('adf')
    const prospect = one(root, 'prospect')
    expect(prospect.attributes).toEqual({ status: 'new' })
    expect(one(prospect, 'id')).toMatchObject({ text: '41', attributes: { source: adfProvider } })
    expect(textAt(prospect, 'requestdate')).toBe('2026-12-06T10:15:30.000Z')
    const vehicle = one(prospect, 'vehicle')
    expect(vehicle.attributes).toEqual({ interest: 'buy', status: 'used' })
    expect(Object.fromEntries(vehicle.children.map((child) => [child.name, child.text]))).toEqual({
      id: 'ABC123',
      year: '2021',
      make: 'Volvo',
      model: 'XC60',
      stock: 'c-101',
      trim: 'B4 AWD',
      price: '299900',
    })
    expect(one(vehicle, 'price').attributes).toEqual({ type: 'asking', currency: 'SEK' })
    expect(all(prospect, 'customer/contact/name').map((name) => [name.attributes.part, name.text])).toEqual([
      ['first', 'Erik Johan'],
      ['last', 'Köpare'],
    ])
    expect(textAt(prospect, 'customer/contact/email')).toBe('erik@example.com')
    expect(textAt(prospect, 'customer/contact/phone')).toBe('+46 70 123 45 67')
    expect(textAt(prospect, 'customer/comments').split('\n')).toEqual([
      'Finns bilen kvar?',
      'Quote requested: yes',
      'Test drive requested: no',
      'Page: http://carstore-se.localhost/bilar/c-101/volvo-xc60-c-101',
    ])
    expect(one(prospect, 'vendor/id')).toMatchObject({
      text: 'carstore-se-1002',
      attributes: { source: 'catalog' },
    })
    expect(textAt(prospect, 'vendor/vendorname')).toBe('Carstore Göteborg')
    expect(textAt(prospect, 'vendor/contact/email')).toBe('anna.saljare@carstore.example')
    expect(textAt(prospect, 'provider/name')).toBe(adfProvider)
    expect(textAt(prospect, 'provider/url')).toBe('https://cms.example')
  })

  it('escapes what a visitor typed, in text and attributes, and drops what XML cannot hold', () => {
    const nasty = `<script>"Tom" & 'Jerry'</script> ]]> &amp;`
    const lead: AdfLead = {
      ...carEnquiry,
      customerName: `O'Brien <b>&</b>`,
      values: { ...carValues, message: `${nasty}\u0007\uD800`, car_price_currency: `S"E<K` },
    }
    const xml = renderAdf(lead, 'https://cms.example')
    expect(xml).not.toContain('<script>')
    expect(xml).not.toContain('<b>')
    const prospect = one(parse(xml).root, 'prospect')
    expect(textAt(prospect, 'customer/comments').split('\n')[0]).toBe(`${nasty}\uFFFD`)
    expect(all(prospect, 'customer/contact/name').map((name) => name.text)).toEqual(["O'Brien", '<b>&</b>'])
    expect(one(prospect, 'vehicle/price').attributes.currency).toBe(`S"E<K`)
  })

  it('renders a sell-car lead as the visitor’s car for sale or trade-in, without a dealer', () => {
    const sellCar = (selected: string): AdfLead => ({
      ...base,
      dealer: null,
      recipientName: null,
      recipientEmail: 'leads@carstore-se.example',
      formName: 'carstore-seSellCarForm',
      customerName: 'Sara Säljare',
      values: sellCarBody({ selected }).values,
    })
    const sale = one(parse(renderAdf(sellCar('sell'), 'https://cms.example')).root, 'prospect')
    expect(one(sale, 'vehicle')).toMatchObject({ attributes: { interest: 'sell', status: 'used' } })
    expect(textAt(sale, 'vehicle/id')).toBe('ABC123')
    expect(textAt(sale, 'customer/contact/email')).toBe('sara@example.com')
    expect(textAt(sale, 'customer/contact/phone')).toBe('+46 70 765 43 21')
    expect(textAt(sale, 'customer/comments').split('\n')).toEqual([
      'Vinterdäck ingår.',
      'Mileage: 12500',
      'Page: http://carstore-se.localhost/kop-bil/salj-bil',
    ])
    expect(all(sale, 'vendor/id')).toEqual([])
    const tradeIn = one(parse(renderAdf(sellCar('tradeIn'), 'https://cms.example')).root, 'prospect')
    expect(one(tradeIn, 'vehicle').attributes.interest).toBe('trade-in')
  })

  it('renders a service request and another form with what they ask in the comments, no vehicle', () => {
    const service: AdfLead = {
      ...base,
      dealer: 'no-oslo',
      formName: 'carstore-noServiceRequestForm',
      customerName: 'Ola Nordmann',
      values: serviceRequestBody({ date: '2026-12-09' }).values,
    }
    const request = one(parse(renderAdf(service, 'https://cms.example')).root, 'prospect')
    expect(all(request, 'vehicle')).toEqual([])
    expect(textAt(request, 'customer/comments').split('\n')).toEqual([
      'Service request: Bremsene hviner.',
      'Services: Service, Hjulskift',
      'Wished date: 2026-12-09',
      'Registration: EV12345',
      'Mileage: 45000',
      'Page: http://carstore-no.localhost/service/serviceforesporsel',
    ])
    expect(textAt(request, 'vendor/vendorname')).toBe('Carstore Oslo')

    const other: AdfLead = {
      ...base,
      formName: 'carstore-seNewsletterForm',
      customerName: 'Ulla',
      values: { customerName: 'Ulla', email: 'ulla@example.com', message: 'Ring mig.' },
    }
    const form = one(parse(renderAdf(other, 'https://cms.example')).root, 'prospect')
    expect(all(form, 'vehicle')).toEqual([])
    expect(one(form, 'customer/contact/name')).toMatchObject({ text: 'Ulla', attributes: { part: 'full' } })
    expect(textAt(form, 'customer/comments')).toBe('Ring mig.')
    // A dealer without a name in the values is named by its catalog id.
    expect(textAt(form, 'vendor/vendorname')).toBe('carstore-se-1002')
  })
})
