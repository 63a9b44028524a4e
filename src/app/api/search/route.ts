/** POST /api/search: the catalog search contract of spec 02 §7 (see src/services/search). */
import { handleSearchHttp } from '@/services/search'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const { status, body } = await handleSearchHttp(await request.text())
  return Response.json(body, { status })
}
