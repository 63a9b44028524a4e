/** POST /api/forms/comhub: form leads (see src/services/leads). */
import { handleLeadRequest } from '@/services/leads'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('leads', handleLeadRequest)
