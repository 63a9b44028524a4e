'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fill } from '@/lib/i18n/fill'
import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import { looksLikeEmail, saveOutcome, type SaveOutcome } from './outcome'
import type { SaveSearchTarget } from './texts'

const frequencies = [
  ['instant', 'savedSearchInstant'],
  ['daily', 'savedSearchDaily'],
  ['weekly', 'savedSearchWeekly'],
] as const

type Props = {
  open: boolean
  onClose: () => void
  target: SaveSearchTarget
  /** The list's search as it is when the visitor sends: the search contract's filters and keyphrase. */
  search: { filters: Record<string, (string | number)[]>; keyphrase: string; listPath: string }
}

/**
 * "Save this search" ("Saved searches: form"): an address and a frequency, sent with the list's
 * current filters and keyphrase to POST /api/alerts, which mails an opt-in link. Loaded only when
 * the visitor first opens it; what they typed stays while the list changes or the dialog closes.
 */
export function SaveSearch({ open, onClose, target, search }: Props) {
  const { texts } = target
  const [email, setEmail] = useState('')
  const [frequency, setFrequency] = useState<string>('daily')
  const [status, setStatus] = useState<'idle' | 'sending' | SaveOutcome>('idle')
  const [sentTo, setSentTo] = useState('')
  /** Counts refusals of the address, so each one moves the focus to it. */
  const [refusals, setRefusals] = useState(0)
  const emailInput = useRef<HTMLInputElement>(null)
  const emailRefused = status === 'invalidEmail' || status === 'limit'

  useEffect(() => {
    if (refusals) emailInput.current?.focus()
  }, [refusals])

  function settle(outcome: SaveOutcome) {
    if (outcome === 'invalidEmail' || outcome === 'limit') setRefusals((count) => count + 1)
    setStatus(outcome)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!looksLikeEmail(email)) return settle('invalidEmail')
    setStatus('sending')
    const response = await fetch('/api/alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        site: target.site,
        language: target.language,
        email: email.trim(),
        frequency,
        filters: search.filters,
        keyphrase: search.keyphrase.trim() || null,
        listPath: search.listPath,
        detailPath: target.detailPath,
      }),
    }).catch(() => null)
    const body = await response?.json().catch(() => null)
    const outcome = response ? saveOutcome(response.status, body, email) : 'failed'
    if (outcome === 'sent') setSentTo(email.trim())
    settle(outcome)
  }

  const message =
    status === 'tooMany' ? texts.savedSearchTooMany : status === 'failed' ? texts.savedSearchFailed : null
  return (
    <ModalDialog
      name="save-search"
      open={open}
      onClose={() => {
        // Sent: a next opening offers the form again, the address still filled in.
        if (status === 'sent') setStatus('idle')
        onClose()
      }}
      title={texts.savedSearchHeading}
      closeLabel={texts.savedSearchClose}
      attributes={{ 'data-status': status }}
    >
      {status === 'sent' ? (
        <p role="status" data-save-search-sent className="font-semibold">
          {fill(texts.savedSearchSent, { email: sentTo })}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4" data-save-search-form>
          <p>{texts.savedSearchIntro}</p>
          <label className="block">
            {texts.savedSearchEmail}
            <input
              ref={emailInput}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailRefused || undefined}
              aria-describedby={emailRefused ? 'save-search-email-error' : undefined}
              className="mt-1 block min-h-11 w-full rounded-md border border-neutral-500 px-3 py-2"
            />
            {emailRefused ? (
              <span id="save-search-email-error" data-field-error="email" className="mt-1 block text-red-800">
                {status === 'limit' ? texts.savedSearchLimit : texts.savedSearchInvalidEmail}
              </span>
            ) : null}
          </label>
          <fieldset>
            <legend>{texts.savedSearchFrequency}</legend>
            <div className="mt-2 grid gap-2">
              {frequencies.map(([value, key]) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="frequency"
                    value={value}
                    checked={frequency === value}
                    onChange={() => setFrequency(value)}
                  />
                  {texts[key]}
                </label>
              ))}
            </div>
          </fieldset>
          {message ? (
            <p role="alert" className="text-red-800" data-save-search-error>
              {message}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={status === 'sending'}
            className="rounded bg-brand px-4 py-3 font-semibold text-brand-contrast disabled:opacity-60"
          >
            {texts.savedSearchSubmit}
          </button>
        </form>
      )}
    </ModalDialog>
  )
}
