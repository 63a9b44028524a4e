/** POST /api/search: the catalog search contract of spec 02 §7 (see src/services/search). */
import { jsonNestingDepth, maxJsonDepth, tooDeep } from '@/lib/http/json'
import { handleSearchHttp } from '@/services/search'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const text = await request.text()
  // A selection tree deeper than this would exhaust validation's stack, and fail as an empty result.
  if (jsonNestingDepth(text) > maxJsonDepth) return tooDeep()
  const { status, body } = await handleSearchHttp(text)
  return Response.json(body, { status })
}
