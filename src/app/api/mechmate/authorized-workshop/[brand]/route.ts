/** GET /api/mechmate/authorized-workshop/{brand}: whether the group services a brand (src/services/workshop). */
import { decodeParam } from '@/lib/http/path'
import { withRateLimit } from '@/services/rate-limit'
import { handleAuthorizedWorkshop } from '@/services/workshop/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit(
  'workshop',
  async (_request: Request, context: { params: Promise<{ brand: string }> }) =>
    handleAuthorizedWorkshop(decodeParam((await context.params).brand)),
)
