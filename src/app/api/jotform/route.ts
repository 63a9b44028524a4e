/** POST /api/jotform {formId, formSubmissionId}: the caller's own submission of a CMS form, flattened into a log entry. */
import { readJsonBody } from '@/lib/http/json'
import { flattenOwnSubmission } from '@/services/embedded-forms'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('leads', async (request: Request) => {
  const body = await readJsonBody(request, { maxBytes: 1_000, requireJsonContentType: true })
  if (!body.ok) return body.response
  try {
    const { status, body: answer } = await flattenOwnSubmission(body.value)
    return Response.json(answer, { status })
  } catch {
    return Response.json(
      { error: 'The submission could not be read, please try again later' },
      { status: 503 },
    )
  }
})
