import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { inTransaction } from '@/services/workshop/bookings'

/** Ours among the database's advisory locks (the workshop's bookings hold another namespace). */
const leadLockNamespace = 7_342_052

/**
 * Work on leads in one transaction under a lock named by `key`: on PostgreSQL an advisory lock
 * for the transaction, on SQLite its write transactions, which run one at a time.
 */
export function inLeadTransaction<T>(
  payload: Payload,
  key: string,
  work: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  return inTransaction(payload, [[leadLockNamespace, key]], async (req) => ({
    commit: true,
    result: await work(req),
  }))
}
