/**
 * A forgotten CMS password: a reset token and a mail with the admin's reset link, through the
 * e-mail adapter (SMTP, or the admin's Outbox by default).
 *
 * Payload's own forgot-password operation holds a transaction open while it writes its per-account
 * throttle on a second connection and while it sends the mail: on SQLite that second write waited
 * on the first's lock for the full busy timeout, blocked every writer of the database meanwhile,
 * then failed. Here the throttle, the token and its expiry are one conditional UPDATE with no
 * transaction around it, and the mail goes out after it.
 */
import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { logger } from '@/lib/log/logger'
import { sendEmail } from '@/services/email'

const log = logger.child({ name: 'password-reset' })

type Translate = PayloadRequest['t']

/** Sets a new token unless the account had one less than `minRequestInterval` ago; null then, or for an unknown address. */
async function issueToken(payload: Payload, email: string): Promise<string | null> {
  const { forgotPassword } = payload.collections.users.config.auth
  const interval = forgotPassword?.minRequestInterval ?? 15_000
  const now = Date.now()
  const token = randomBytes(20).toString('hex')
  const user = await payload.db.updateOne({
    collection: 'users',
    data: {
      resetPasswordToken: token,
      resetPasswordExpiration: new Date(now + (forgotPassword?.expiration ?? 3_600_000)).toISOString(),
      resetPasswordRequestedAt: new Date(now).toISOString(),
    },
    options: { atomic: true },
    where: {
      and: [
        { email: { equals: email } },
        {
          or: [
            { resetPasswordRequestedAt: { exists: false } },
            { resetPasswordRequestedAt: { less_than_equal: new Date(now - interval).toISOString() } },
          ],
        },
      ],
    },
  })
  return user ? token : null
}

/** Issues a token and mails the reset link; does nothing for an unknown or just-served address. */
export async function requestPasswordReset(payload: Payload, email: string, t: Translate): Promise<void> {
  const token = await issueToken(payload, email)
  if (!token) return
  // The configured address, never the request's Host: a forged Host would otherwise send the
  // editor a link to someone else's server carrying a valid token.
  const { serverURL, routes, admin } = payload.config
  const link = `${serverURL}${routes.admin}${admin.routes.reset}/${token}`
  const intro = t('authentication:youAreReceivingResetPassword')
  const outro = t('authentication:youDidNotRequestPassword')
  await sendEmail({
    to: email,
    subject: t('authentication:resetYourPassword'),
    text: `${intro}\n\n${link}\n\n${outro}`,
    html: `<p>${intro}</p><p><a href="${link}">${link}</a></p><p>${outro}</p>`,
  })
  log.info({ code: 'PASSWORD_RESET_SENT' }, 'password reset mail sent')
}

const pending = new Set<Promise<void>>()

/**
 * Starts a reset without making the caller wait: the answer is then the same, in the same time,
 * whether the address belongs to an account or not.
 */
export function startPasswordReset(payload: Payload, email: string, t: Translate): void {
  const work: Promise<void> = requestPasswordReset(payload, email, t)
    .catch((error: unknown) =>
      log.error({ err: error, code: 'PASSWORD_RESET_FAILED' }, 'password reset failed'),
    )
    .finally(() => pending.delete(work))
  pending.add(work)
}

/** Resolves once the resets started so far are done (for tests; nothing in the app waits on it). */
export async function passwordResetsSettled(): Promise<void> {
  await Promise.all(pending)
}
