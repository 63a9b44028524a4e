// The car list's server time (spec 02 §2 Car list page) on the demo catalogue (750 cars per site,
// 5,250 in all): a filtered URL as shared (its two search calls cached for 60 s after the first),
// and the same filters with a different price range on every request (no cache hit), plus its
// first-load JS.
import { firstLoadJsKb, get, load, percentile, warmUp } from './http'

export async function benchCarList(port: number, floorKb: number): Promise<Array<[string, string]>> {
  const host = 'automotive-se.localhost'
  const filtered =
    '/kop-bil/volvo?car_fuel=Diesel|Bensin|Laddhybrid&car_price=100000|600000&sort=car_price_asc'
  await warmUp(port, host, filtered)
  const cached = await load(200, 10, () => get(port, host, filtered))
  let request = 0
  const uncached = await load(200, 10, () =>
    get(port, host, `/kop-bil?car_fuel=Diesel|El&car_price=${50_000 + request++ * 1_000}|700000`),
  )
  const js = await firstLoadJsKb(port, host, '/kop-bil')
  return [
    ['car list SSR, filtered URL p50 (200 req, 10 concurrent)', `${percentile(cached, 50).toFixed(1)} ms`],
    ['car list SSR, filtered URL p95', `${percentile(cached, 95).toFixed(1)} ms`],
    ['car list SSR, new filter each request p50', `${percentile(uncached, 50).toFixed(1)} ms`],
    ['car list SSR, new filter each request p95', `${percentile(uncached, 95).toFixed(1)} ms`],
    ['first-load JS, car list page', `${js.toFixed(1)} KB gz (+${(js - floorKb).toFixed(1)})`],
  ]
}
