/** GET /api/codeweaver/legal?quoteRef=: the terms and conditions of a stored quote (see src/services/finance). */
import { handleLegalRequest } from '@/services/finance'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('finance', handleLegalRequest)
