/** POST /api/codeweaver/default: the finance products of a vehicle (see src/services/finance). */
import { handleDefaultRequest } from '@/services/finance'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('finance', handleDefaultRequest)
