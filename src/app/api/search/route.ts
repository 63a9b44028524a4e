/** POST /api/search: the catalog search contract of spec 02 §7 (see src/services/search). */
import { jsonNestingDepth, maxJsonDepth, readBoundedText, tooDeep } from '@/lib/http/json'
import { withRateLimit } from '@/services/rate-limit'
import { answerJson, handleSearchHttp } from '@/services/search'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Filters with a few hundred values fit many times over. */
const maxBodyBytes = 32_000

export const POST = withRateLimit('search', async (request: Request) => {
  const body = await readBoundedText(request, maxBodyBytes)
  if (!body.ok) return body.response
  // A selection tree deeper than this would exhaust validation's stack, and fail as an empty result.
  if (jsonNestingDepth(body.value) > maxJsonDepth) return tooDeep()
  const { status, body: answer } = await handleSearchHttp(body.value)
  // A kept answer's JSON was written when it was kept: a hit is sent without serialising it again.
  return new Response(answerJson(answer), {
    status,
    headers: { 'content-type': 'application/json' },
  })
})
