import 'server-only'
import { consume } from '@/services/rate-limit'

/**
 * Whether a booking confirmation may go out to these recipients (e-mail addresses or phone
 * numbers): a share per recipient and per car a day (src/services/rate-limit,
 * `bookingConfirmations`), so a booking form is no way to mail or text anyone at will. A booking
 * past the share is kept; the workshop's own copy still goes out.
 */
export async function confirmationAllowed(
  recipients: readonly string[],
  registrationNumber: string,
): Promise<boolean> {
  const decisions = await Promise.all([
    ...recipients.map((recipient) =>
      consume('bookingConfirmations', `to:${recipient.replace(/\s+/g, '').toLowerCase()}`),
    ),
    consume('bookingConfirmations', `car:${registrationNumber}`),
  ])
  return decisions.every((decision) => decision.allowed)
}
