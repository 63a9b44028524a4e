// The car detail page (spec 02 §2 Car detail page): server time of a used car's page (the car, its
// dealer and its similar cars come from the in-process search) and its first-load JavaScript over
// the floor.
import { firstLoadJsKb, get, load, percentile, warmUp } from './http'

export async function benchCarDetail(port: number, floorKb: number): Promise<Array<[string, string]>> {
  const host = 'carstore-se.localhost'
  const search = await fetch(`http://127.0.0.1:${port}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ index: 'vehicles_carstore-se', filters: { car_is_sample: [false] }, limit: 200 }),
  })
  const cars = ((await search.json()) as { content: Array<{ car_id: string; slug: string }> }).content
  const pathOf = (car: { car_id: string; slug: string }) => `/kop-bil/bil/${car.car_id}/${car.slug}`
  const page = pathOf(cars[0])
  await warmUp(port, host, page)
  const times = await load(200, 10, () => get(port, host, page))
  // Another car on every request: each one rendered, none from the page cache.
  let next = 1
  const rendered = await load(Math.min(200, cars.length - 1), 10, () => get(port, host, pathOf(cars[next++])))
  const js = await firstLoadJsKb(port, host, page)
  return [
    ['car detail SSR p50 (200 req, 10 concurrent)', `${percentile(times, 50).toFixed(1)} ms`],
    ['car detail SSR p95', `${percentile(times, 95).toFixed(1)} ms`],
    ['car detail, another car each request p50', `${percentile(rendered, 50).toFixed(1)} ms`],
    ['car detail, another car each request p95', `${percentile(rendered, 95).toFixed(1)} ms`],
    ['first-load JS, car detail page', `${js.toFixed(1)} KB gz (+${(js - floorKb).toFixed(1)})`],
  ]
}
