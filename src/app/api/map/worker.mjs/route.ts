/** GET /api/map/worker.mjs: MapLibre's worker script, from our own origin (src/services/map). */
import { workerResponse } from '@/services/map/http'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'

export const GET = withRateLimit('files', async () => workerResponse())
