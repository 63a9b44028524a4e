/**
 * POST /api/alerts: save a search, or watch a car (a body with `carId`), for an address; answers
 * 202 and sends the opt-in mail (src/services/alerts).
 */
import { readJsonBody } from '@/lib/http/json'
import { createAlert, watchCar, watchesCar } from '@/services/alerts'
import { clientBucket } from '@/services/rate-limit'
import { alertResponse } from './respond'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request, { maxBytes: 32_000 })
  if (!body.ok) return body.response
  const subscribe = watchesCar(body.value) ? watchCar : createAlert
  return alertResponse(await subscribe(body.value, clientBucket(request.headers)))
}
