/** GET or POST /api/stories: the stories list's load-more and tag filter (see src/services/stories). */
import { readBoundedText } from '@/lib/http/json'
import { withRateLimit } from '@/services/rate-limit'
import { handleStoriesRequest, requestFromSearchParams } from '@/services/stories'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const siteKeyOf = (request: Request) => request.headers.get('x-site-key') ?? 'localhost'

export const GET = withRateLimit('stories', async (request: Request) => {
  const raw = requestFromSearchParams(new URL(request.url).searchParams)
  const { status, body } = await handleStoriesRequest(siteKeyOf(request), raw)
  return Response.json(body, { status })
})

export const POST = withRateLimit('stories', async (request: Request) => {
  const text = await readBoundedText(request, 8_000)
  if (!text.ok) return text.response
  let raw: unknown
  try {
    raw = JSON.parse(text.value)
  } catch {
    return Response.json({ error: 'Body must be valid JSON' }, { status: 400 })
  }
  const { status, body } = await handleStoriesRequest(siteKeyOf(request), raw)
  return Response.json(body, { status })
})
