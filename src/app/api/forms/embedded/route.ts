/** POST /api/forms/embedded: submissions of forms built in the CMS (see src/services/embedded-forms). */
import { readJsonBody } from '@/lib/http/json'
import { submitEmbeddedForm } from '@/services/embedded-forms'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('leads', async (request: Request) => {
  const body = await readJsonBody(request, { maxBytes: 64_000, requireJsonContentType: true })
  if (!body.ok) return body.response
  const { status, body: answer } = await submitEmbeddedForm(body.value)
  return Response.json(answer, { status })
})
