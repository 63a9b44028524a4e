import { addDataAndFileToRequest, headersWithCors, type Endpoint } from 'payload'
import { z } from 'zod'
import { resetRefusal, tooManyAttemptsMessage } from './hooks/auth-attempts'

const requestBody = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email()) })

/**
 * POST /api/users/forgot-password in place of Payload's own (see src/services/auth/password-reset.ts
 * for why). Answers before the work is done, the same for every well-formed address.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const headers = headersWithCors({ headers: new Headers(), req })
    try {
      if (req.data === undefined) await addDataAndFileToRequest(req)
    } catch {
      req.data = undefined
    }
    const parsed = requestBody.safeParse(req.data)
    if (!parsed.success)
      return Response.json(
        { errors: [{ message: 'Enter a valid e-mail address.' }] },
        { status: 400, headers },
      )
    const wait = await resetRefusal(req, parsed.data.email)
    if (wait !== null) {
      headers.set('Retry-After', String(wait))
      return Response.json({ errors: [{ message: tooManyAttemptsMessage }] }, { status: 429, headers })
    }
    // Imported when used: the Payload config, which names this endpoint, is also loaded by plain
    // Node scripts (seeding), where the server-only mail adapter cannot be imported.
    const { startPasswordReset } = await import('@/services/auth/password-reset')
    startPasswordReset(req.payload, parsed.data.email, req.t)
    return Response.json({ message: req.t('general:success') }, { headers })
  },
}
