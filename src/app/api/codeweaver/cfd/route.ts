/** POST /api/codeweaver/cfd: finance quotes, stored under their reference (see src/services/finance). */
import { handleQuoteRequest } from '@/services/finance'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('financeQuotes', handleQuoteRequest)
