/** GET /api/places/autocomplete: the booking flows' places from the built-in gazetteer (src/services/places). */
import { withRateLimit } from '@/services/rate-limit'
import { handleAutocomplete } from '@/services/places/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('workshop', (request: Request) =>
  handleAutocomplete(new URL(request.url).searchParams),
)
