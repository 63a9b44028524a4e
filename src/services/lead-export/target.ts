/**
 * Where a dealer's leads are exported ("Lead export" in docs/decisions.md): one e-mail address, or
 * an http(s) address that takes a POST. Checked when the setting is saved and again before each
 * delivery, so a row written around the admin never sends anywhere else.
 */
import { z } from 'zod'

export const exportMethods = ['email', 'webhook'] as const
export type ExportMethod = (typeof exportMethods)[number]

const emailTarget = z.string().trim().max(254).pipe(z.email('Enter one e-mail address'))
const webhookTarget = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// address' }))

/** The target checked for its method: the address or URL, or the message an editor reads. */
export function checkTarget(
  method: ExportMethod,
  target: unknown,
): { ok: true; target: string } | { ok: false; message: string } {
  const checked = (method === 'email' ? emailTarget : webhookTarget).safeParse(target)
  return checked.success
    ? { ok: true, target: checked.data }
    : { ok: false, message: checked.error.issues[0]?.message ?? 'Not a valid target' }
}
