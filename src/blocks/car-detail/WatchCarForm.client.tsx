'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormAlert, TextField } from '@/ui/lead-form/fields'

export type WatchCarLabels = {
  intro: string
  email: string
  submit: string
  submitting: string
  emailInvalid: string
  /** The address holds as many alerts as it may (a 400 on a well-formed address). */
  emailFull: string
  /** Names {email}. */
  sent: string
  /** Names {minutes}. */
  tooMany: string
  error: string
  unavailable: string
}

export type WatchCarFormProps = {
  siteName: string
  language: string
  carId: string
  /** The site's car page path, before `/{car_id}/{slug}`: the mails link the car there. */
  detailPath: string
  labels: WatchCarLabels
}

type Status = 'idle' | 'submitting' | 'sent'
const formId = 'watch-car-form'

/**
 * The e-mail form of watching a car: POST /api/alerts with the car's id (src/services/alerts
 * car-watch.ts). The browser's check and the service's 400 mark the field and focus it; a 429
 * says when to try again; what was typed stays.
 */
export function WatchCarForm({ siteName, language, carId, detailPath, labels }: WatchCarFormProps) {
  const form = useRef<HTMLFormElement>(null)
  // The field gets the focus when the form opens and when a check or the service refuses it.
  const focusPending = useRef(true)
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [refusals, setRefusals] = useState(0)
  const field = () => form.current?.querySelector<HTMLInputElement>('[data-field="email"]')

  useEffect(() => {
    if (!focusPending.current || status !== 'idle') return
    focusPending.current = false
    field()?.focus()
  }, [refusals, status])

  const invalid = (message: string) => {
    focusPending.current = true
    setError(message)
    setRefusals((count) => count + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(undefined)
    if (!email.trim() || !field()?.checkValidity()) return invalid(labels.emailInvalid)
    setStatus('submitting')
    const response = await fetch('/api/alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: siteName, email: email.trim(), carId, detailPath, language }),
    }).catch(() => null)
    if (response?.status === 202) return setStatus('sent')
    setStatus('idle')
    if (response?.status === 400) {
      const fields = ((await response.json().catch(() => null)) as { fields?: Record<string, string> } | null)
        ?.fields
      // A well-formed address is refused when it holds as many alerts as it may.
      if (fields?.email)
        return invalid(/\d+ alerts/.test(fields.email) ? labels.emailFull : labels.emailInvalid)
      return setFailure(fields?.carId ? labels.unavailable : labels.error)
    }
    if (response?.status === 429) {
      const seconds = Number(response.headers.get('Retry-After')) || 60
      return setFailure(labels.tooMany.replace('{minutes}', String(Math.max(1, Math.ceil(seconds / 60)))))
    }
    setFailure(labels.error)
  }

  if (status === 'sent')
    return (
      <p role="status" data-watch-car-sent className="rounded-md bg-surface-2 p-3">
        {labels.sent.replace('{email}', email.trim())}
      </p>
    )
  return (
    <form
      ref={form}
      id={formId}
      noValidate
      onSubmit={submit}
      className="grid max-w-md gap-3"
      data-watch-car-form
    >
      <p className="text-sm">{labels.intro}</p>
      <TextField
        formId={formId}
        field="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        label={labels.email}
        error={error}
        value={email}
        disabled={status === 'submitting'}
        onValueChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
      />
      <FormAlert kind="error" message={failure} />
      <div>
        <button
          type="submit"
          disabled={status === 'submitting'}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-brand-contrast disabled:opacity-60"
        >
          {status === 'submitting' ? labels.submitting : labels.submit}
        </button>
      </div>
    </form>
  )
}
