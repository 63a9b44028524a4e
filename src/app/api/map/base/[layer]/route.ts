/** GET /api/map/base/<land|borders>.geojson: the offline base map's Natural Earth layers. */
import { baseLayerResponse } from '@/services/map/http'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'

export const GET = withRateLimit(
  'files',
  async (_request: Request, context: { params: Promise<{ layer: string }> }) =>
    baseLayerResponse((await context.params).layer),
)
