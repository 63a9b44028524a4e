/** GET /api/map/style.json: the offline base map's MapLibre style (src/services/map). */
import { styleResponse } from '@/services/map/http'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'

export const GET = withRateLimit('files', async () => styleResponse())
