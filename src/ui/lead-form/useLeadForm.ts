'use client'
import { useEffect, useRef, useState } from 'react'
import { sendWithRetries } from '@/lib/http/retry'

export type LeadFormStatus = 'idle' | 'submitting' | 'success' | 'error'
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/**
 * The fields a 400 answer of the leads service names (`fields: { 'values.phone': … }`): a known
 * field named by its path (`values.fullname.last`), by its first segment (`values.services.0`) or
 * by a sent value the form derives from it (`refusedAs`: the car page's seller choice sends
 * `toEmail` and `toName`).
 */
export function refusedFields<F extends string>(
  answer: unknown,
  known: readonly F[],
  refusedAs: Partial<Record<string, F>> = {},
): F[] {
  const fields = (answer as { fields?: unknown } | null)?.fields
  if (typeof fields !== 'object' || fields === null) return []
  const paths = Object.keys(fields)
    .map((key) => key.replace(/^values\./, ''))
    .map((path) => refusedAs[path] ?? path)
  return known.filter((field) => paths.some((path) => path === field || path.split('.')[0] === field))
}

/**
 * What the lead forms share (spec 02's car contact; spec 03's sell-car, Norwegian service
 * request): the status, the field messages, the focus of the first invalid field once the form
 * is enabled again, and the post to POST /api/forms/comhub. A submission keeps its
 * formSubmissionId across retries and until the visitor changes a value, so a repeat of one
 * submission is stored once.
 */
export function useLeadForm<F extends string>({
  fields,
  refusedMessage,
  refusedAs,
  logPrefix,
}: {
  /** The form's fields in document order: the first invalid one gets the focus. */
  fields: readonly F[]
  /** The message of a field the server refused although the browser accepted it. */
  refusedMessage: (field: F) => string
  /** Sent values that are not fields but come from one, by name: a refusal of them marks it. */
  refusedAs?: Partial<Record<string, F>>
  logPrefix: string
}) {
  const form = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<LeadFormStatus>('idle')
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const focusField = useRef<F | null>(null)
  const submissionId = useRef<string | null>(null)

  // The field to focus is focused after the render that enables the form again.
  useEffect(() => {
    const field = focusField.current
    if (!field || status === 'submitting') return
    focusField.current = null
    form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
  }, [errors, status])

  /** A value changed (a field's, or an unchecked one's): its message goes; the next submit is new. */
  const changed = (field?: F) => {
    submissionId.current = null
    setErrors((current) => {
      if (field === undefined || !(field in current)) return current
      const { [field]: _gone, ...rest } = current
      return rest as FieldErrors<F>
    })
    if (status === 'error') setStatus('idle')
  }

  /** Shows the messages (none: only the focus moves) and focuses the first field named. */
  const stop = (invalid: FieldErrors<F>, focus?: F) => {
    focusField.current = focus ?? fields.find((field) => invalid[field] !== undefined) ?? null
    // A new object each time: a stop with no message still moves the focus (the effect reruns).
    setErrors({ ...invalid })
  }

  /**
   * Posts the envelope (formName or formId, and values) with this submission's id; that id once
   * stored (only this browser knows it), or null when the submission was not stored.
   */
  async function post(envelope: Record<string, unknown>, url = '/api/forms/comhub'): Promise<string | null> {
    setErrors({})
    setStatus('submitting')
    const formSubmissionId = (submissionId.current ??= crypto.randomUUID())
    const body = JSON.stringify({ ...envelope, formSubmissionId })
    const result = await sendWithRetries(
      () => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      {
        onFailedAttempt: (failure) =>
          console.warn(`${logPrefix}_ATTEMPT_FAILED`, { attempt: failure.attempt, status: failure.status }),
      },
    )
    if (result.ok) {
      setStatus('success')
      return formSubmissionId
    }
    console.error(`${logPrefix}_FAILED`, { status: result.status })
    const refused =
      result.status === 400
        ? refusedFields(await result.response?.json().catch(() => null), fields, refusedAs)
        : []
    if (refused.length > 0) {
      stop(Object.fromEntries(refused.map((field) => [field, refusedMessage(field)])) as FieldErrors<F>)
      setStatus('idle')
      return null
    }
    setStatus('error')
    return null
  }

  /** Back to a fresh form (the marketing form is re-created after a submission). */
  const reset = () => {
    submissionId.current = null
    setErrors({})
    setStatus('idle')
  }

  return { form, status, errors, changed, stop, post, reset }
}
