/** POST /api/forms/comhub: form leads (see src/services/leads). */
import { handleLeadRequest } from '@/services/leads'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLeadRequest(request)
}
