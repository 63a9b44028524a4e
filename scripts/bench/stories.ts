// The stories list's server time (spec 01 §2.5): the seeded stories index page, whose first page of
// stories and tags render on the server, and one load-more call of GET /api/stories.
import { get, load, percentile, warmUp } from './http'

export async function benchStoriesList(port: number): Promise<Array<[string, string]>> {
  const host = 'automotive-se.localhost'
  const page = '/aktuellt'
  await warmUp(port, host, page)
  const pageTimes = await load(200, 10, () => get(port, host, page))
  const first = JSON.parse((await get(port, host, `/api/stories?lang=sv&path=${page}`)).body) as {
    pageInfo: { endCursor: string }
  }
  const more = `/api/stories?lang=sv&path=${page}&after=${encodeURIComponent(first.pageInfo.endCursor)}`
  await warmUp(port, host, more)
  const moreTimes = await load(200, 10, () => get(port, host, more))
  return [
    ['stories index SSR p50 (200 req, 10 concurrent)', `${percentile(pageTimes, 50).toFixed(1)} ms`],
    ['stories index SSR p95', `${percentile(pageTimes, 95).toFixed(1)} ms`],
    ['stories load more (GET /api/stories) p50', `${percentile(moreTimes, 50).toFixed(1)} ms`],
    ['stories load more p95', `${percentile(moreTimes, 95).toFixed(1)} ms`],
  ]
}
