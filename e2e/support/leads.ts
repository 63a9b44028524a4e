import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'

export type Car = {
  car_id: string
  car_sellers: Array<{ name: string; email: string }>
  car_site_leads_email: string
}

/** A car of the demo catalog that has sellers to write to. */
export async function seededCar(): Promise<Car> {
  const response = await fetch(`${inject('baseUrl')}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      index: 'vehicles_carstore-se',
      fields: ['car_id', 'car_brand', 'car_model', 'car_sellers', 'car_site_leads_email'],
      filters: { car_is_sample: [false] },
      limit: 20,
    }),
  })
  const cars = ((await response.json()) as { content: Car[] }).content
  return cars.find((car) => car.car_sellers?.length > 0) as Car
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
