/**
 * POST /api/workshop/bokning/{id}/{token}: the customer's page posts its forms here (no script
 * needed) to move or cancel the booking; the answer sends the browser back to the booking's page,
 * under its new link after a change, with the outcome in the query ("Bookings: changes").
 */
import 'server-only'
import { z } from 'zod'
import { fieldErrors, invalidRequest } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { payloadClient } from '@/services/content/payload'
import { cancelByLink, changePath, moveByLink } from './booking-changes'

const log = logger.child({ name: 'workshop' })

/** What the page's two forms send; "heldag" is the full-day slot. */
const changeForm = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('move'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day'),
    time: z.string().regex(/^(heldag|([01]\d|2[0-3]):[0-5]\d)$/, 'Choose a time'),
  }),
  z.object({ action: z.literal('cancel') }),
])

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } })

export async function handleBookingChange(
  request: Request,
  link: { confirmationId: string; token: string },
  now = new Date(),
): Promise<Response> {
  const form = await request.formData().catch(() => null)
  const parsed = changeForm.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const here = `/bokning/${encodeURIComponent(link.confirmationId)}/${encodeURIComponent(link.token)}`
  try {
    const payload = await payloadClient()
    const form = parsed.data
    const outcome =
      form.action === 'move'
        ? await moveByLink(
            payload,
            link,
            { date: form.date, time: form.time === 'heldag' ? null : form.time },
            now,
          )
        : await cancelByLink(payload, link, now)
    if (outcome.status === 'changed')
      return seeOther(
        `${changePath(outcome.booking)}?klart=${form.action === 'move' ? 'flyttad' : 'avbokad'}`,
      )
    const day = form.action === 'move' ? `&dag=${form.date}` : ''
    return seeOther(`${here}?fel=${outcome.status}${day}`)
  } catch (error) {
    log.error({ code: 'WORKSHOP_CHANGE_FAILED', err: error }, 'booking change failed')
    return seeOther(`${here}?fel=ServerError`)
  }
}
