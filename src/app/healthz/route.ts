import { payloadClient } from '@/services/content/payload'
import { checkHealth } from '@/services/health/check'

export const dynamic = 'force-dynamic'

export async function GET() {
  let health
  try {
    health = await checkHealth(await payloadClient())
  } catch (error) {
    health = {
      status: 'unavailable',
      database: { dialect: 'unknown', ok: false, error: (error as Error).message },
    }
  }
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
