/** GET or POST /api/stories: the stories list's load-more and tag filter (see src/services/stories). */
import { handleStoriesRequest, requestFromSearchParams } from '@/services/stories'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const siteKeyOf = (request: Request) => request.headers.get('x-site-key') ?? 'localhost'

export async function GET(request: Request): Promise<Response> {
  const raw = requestFromSearchParams(new URL(request.url).searchParams)
  const { status, body } = await handleStoriesRequest(siteKeyOf(request), raw)
  return Response.json(body, { status })
}

export async function POST(request: Request): Promise<Response> {
  let raw: unknown
  try {
    raw = JSON.parse(await request.text())
  } catch {
    return Response.json({ error: 'Body must be valid JSON' }, { status: 400 })
  }
  const { status, body } = await handleStoriesRequest(siteKeyOf(request), raw)
  return Response.json(body, { status })
}
