import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { inTransaction } from '@/services/workshop/bookings'

/** Ours among the database's advisory locks (the workshop's bookings hold another namespace). */
const leadLockNamespace = 7_342_052

/**
 * Work on leads in one transaction under the locks named by `keys` (taken in that order): on
 * PostgreSQL advisory locks for the transaction, on SQLite its write transactions, which run one
 * at a time.
 */
export function inLeadTransaction<T>(
  payload: Payload,
  keys: string | string[],
  work: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  const locks = [keys].flat().map((key): [number, string] => [leadLockNamespace, key])
  return inTransaction(payload, locks, async (req) => ({
    commit: true,
    result: await work(req),
  }))
}
