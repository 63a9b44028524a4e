/**
 * An address the mail server refused ("Saved searches: bounds"): kept apart from the
 * subscriptions so the mail adapter's defaults (`deps.ts`) can record a bounce without importing
 * them.
 */
import 'server-only'
import { logger } from '@/lib/log/logger'
import { catalogDb } from '@/services/search'

const log = logger.child({ name: 'alerts' })

/** A bounce from the mail server: the address gets nothing more until it opts in again. */
export async function recordBounce(email: string, now = new Date()): Promise<void> {
  const address = email.trim().toLowerCase()
  const db = await catalogDb()
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO alert_suppressions (email, reason, at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
      [address, 'bounce', now.toISOString()],
    )
    await tx.query(`UPDATE alerts SET status = 'paused' WHERE email = ? AND status = 'active'`, [address])
  })
  log.info({ code: 'ALERT_ADDRESS_BOUNCED' }, 'alert address suppressed after a bounce')
}
