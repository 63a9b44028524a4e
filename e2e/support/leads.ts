import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'
import { detailPath } from '../detail/support'
import { requestSite } from './browser'

export type Car = {
  car_id: string
  car_sellers: Array<{ name: string; email: string }>
  car_site_leads_email: string
}

/**
 * A car of the demo catalog that has sellers to write to. The search answers sent to any caller
 * leave the sellers out, so they are read where a visitor reads them: on the car's page.
 */
export async function seededCar(): Promise<Car> {
  const site = 'carstore-se'
  const response = await fetch(`${inject('baseUrl')}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      index: `vehicles_${site}`,
      fields: ['car_id', 'slug', 'car_brand', 'car_model', 'car_site_leads_email'],
      filters: { car_is_sample: [false] },
      limit: 20,
    }),
  })
  const cars = ((await response.json()) as { content: Array<Omit<Car, 'car_sellers'> & { slug: string }> })
    .content
  for (const { slug, ...car } of cars) {
    const page = await requestSite(site, detailPath(site, { car_id: car.car_id, slug }))
    const list = /<ul[^>]*data-sellers[^>]*>(.*?)<\/ul>/s.exec(page.body)?.[1] ?? ''
    const sellers = [
      ...list.matchAll(/<li[^>]*><span[^>]*>([^<]+)<\/span>(?:(?!<\/li>).)*?href="mailto:([^"]+)"/g),
    ].map(([, name, email]) => ({ name, email }))
    if (sellers.length > 0) return { ...car, car_sellers: sellers }
  }
  throw new Error(`no car of the first ${cars.length} on ${site} shows a seller with an e-mail address`)
}

/** The body the car detail page's contact form posts for that car. */
export function contactForm(
  car: Car,
  values: Record<string, unknown> = {},
  formSubmissionId: string = randomUUID(),
) {
  const seller = car.car_sellers[0]
  return {
    formName: 'carstore-seCarContactForm',
    formSubmissionId,
    values: {
      ...car,
      name: 'E2E Visitor',
      phone: '+46 70 000 00 00',
      email: 'e2e.visitor@example.com',
      message: 'Is it still available?',
      quote: false,
      testDrive: true,
      toName: seller.name,
      toEmail: seller.email,
      sourceUrl: `http://carstore-se.localhost/bilar/${car.car_id}`,
      ...values,
    },
  }
}

/** A car of automotive SE's catalogue as its car page's contact form names it. */
export type DealerCar = { car_id: string; car_site_id: string; car_brand: string; car_model: string }

/** Automotive SE's cars for sale (no samples), each with the dealer it belongs to. */
export async function automotiveSeCars(): Promise<DealerCar[]> {
  const search = await fetch(`${inject('baseUrl')}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      index: 'vehicles_automotive-se',
      fields: ['car_id', 'car_site_id', 'car_brand', 'car_model'],
      filters: { car_is_sample: [false] },
      limit: 100,
    }),
  })
  return ((await search.json()) as { content: DealerCar[] }).content
}

/**
 * An enquiry about one of automotive SE's cars, as its car page's contact form sends it (spec 02
 * §7); answers the stored lead's id.
 */
export async function sendCarEnquiry(
  car: DealerCar,
  customer: { name: string; phone: string; email: string; message: string; testDrive: boolean },
): Promise<number> {
  const posted = await fetch(`${inject('baseUrl')}/api/forms/comhub`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      formName: 'automotive-seCarContactForm',
      formSubmissionId: randomUUID(),
      values: {
        car_id: car.car_id,
        car_brand: car.car_brand,
        car_model: car.car_model,
        ...customer,
        quote: false,
        sourceUrl: `http://automotive-se.localhost/bilar/${car.car_id}`,
      },
    }),
  })
  if (posted.status !== 202)
    throw new Error(`the enquiry was answered ${posted.status}: ${await posted.text()}`)
  return ((await posted.json()) as { id: number }).id
}
