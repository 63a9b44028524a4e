// The workshop booking flow's calls (spec 03 §7 "Mechanic-mate and booking") at 20 concurrent: the
// services of step 2, the time picker's four weeks, the time until closestAvailable's first
// workshop reaches the browser (the stream sends nearest first, so that is when step 4 starts to
// fill), and the booking page's first-load JavaScript. The demo car ABC123 near Stockholm.
import http from 'node:http'
import { firstLoadJsKb, get, load, percentile, warmUp, type Sample } from './http'

const host = 'automotive-se.localhost'
const concurrency = 20
const total = 200
const closest =
  '/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=smallservice&latitude=59.33&longitude=18.07'

/** A GET whose time is that of the first server-sent event; the rest of the stream is dropped. */
function firstEvent(port: number, path: string): Promise<Sample> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8')
          if (!body.includes('\n\n')) return
          const ms = performance.now() - started
          request.destroy()
          resolve({ status: response.statusCode ?? 0, ms, body: body.slice(0, body.indexOf('\n\n')) })
        })
        response.on('end', () => reject(new Error(`stream ended before its first event: ${body}`)))
      },
    )
    request.on('error', (error) => {
      if (!request.destroyed) reject(error)
    })
  })
}

const row = (name: string, times: number[]): [string, string] => [
  `${name} p50 / p95 (${total} req, ${concurrency} concurrent)`,
  `${percentile(times, 50).toFixed(1)} ms / ${percentile(times, 95).toFixed(1)} ms`,
]

export async function benchBooking(port: number, floor: number): Promise<Array<[string, string]>> {
  const services = '/api/mechmate/services/ABC123?lat=59.33&lng=18.07'
  await warmUp(port, host, services)
  const serviceTimes = await load(total, concurrency, () => get(port, host, services))

  const first = JSON.parse((await firstEvent(port, closest)).body.replace(/^data: /, '')) as {
    departmentId: string
  }
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date())
  const timeslots = `/api/mechmate/timeslots/from/ABC123/${first.departmentId}/${today}/?serviceOfferings=smallservice`
  await warmUp(port, host, timeslots)
  const timeslotTimes = await load(total, concurrency, () => get(port, host, timeslots))

  await load(40, concurrency, () => firstEvent(port, closest))
  const closestTimes = await load(total, concurrency, () => firstEvent(port, closest))

  const page = await firstLoadJsKb(port, host, '/service/boka-service')
  return [
    row('booking services GET /api/mechmate/services/{reg}', serviceTimes),
    row('booking GET /api/mechmate/timeslots/from/…', timeslotTimes),
    row('booking closestAvailable, first SSE message', closestTimes),
    ['first-load JS, booking page', `${page.toFixed(1)} KB gz (+${(page - floor).toFixed(1)})`],
    ...(await bookingFirstLoads(port, floor)).slice(1),
  ]
}

/**
 * The first-load JavaScript of the booking page and its mechanic-mate variant (spec 03 §2.3), over
 * the floor.
 */
export async function bookingFirstLoads(port: number, floor: number): Promise<Array<[string, string]>> {
  const rows: Array<[string, string]> = []
  for (const [name, path] of [
    ['booking page', '/service/boka-service'],
    ['mechanic-mate page', '/service-och-verkstad/boka-service'],
  ] as const) {
    const kb = await firstLoadJsKb(port, host, path)
    rows.push([`first-load JS, ${name}`, `${kb.toFixed(1)} KB gz (+${(kb - floor).toFixed(1)})`])
  }
  return rows
}
