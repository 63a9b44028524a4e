'use client'
/**
 * "Assign to me" and "Next in turn" beside a lead's owner ("Lead desk"): through the lead's
 * endpoint (src/services/leads/assign.ts), which checks who may own it and whose turn it is.
 * Buttons, not forms: the panel sits inside the document's own form.
 */
import { useDocumentInfo, useForm, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { adminLanguage, t } from './translated'

const texts = {
  me: t('Assign to me', 'Tilldela mig', 'Tildel meg', 'Prideliť mne'),
  next: t('Next in turn', 'Nästa på tur', 'Neste i tur', 'Ďalší v poradí'),
  assigned: t('Owner set.', 'Ansvarig satt.', 'Ansvarlig satt.', 'Zodpovedný nastavený.'),
  NotStaff: t(
    'Only the dealer’s staff can own this lead.',
    'Bara anläggningens personal kan ansvara för intresseanmälan.',
    'Bare forhandlerens personale kan være ansvarlig for henvendelsen.',
    'Za záujemcu môže zodpovedať len personál predajcu.',
  ),
  NoStaff: t(
    'This lead’s dealer has no staff to take turns.',
    'Anläggningen har ingen personal att turas om.',
    'Forhandleren har ikke personale som kan bytte på.',
    'Predajca nemá personál, ktorý by sa striedal.',
  ),
  failed: t(
    'The owner could not be set. Try again.',
    'Ansvarig kunde inte sättas. Försök igen.',
    'Ansvarlig kunne ikke settes. Prøv igjen.',
    'Zodpovedného sa nepodarilo nastaviť. Skúste znova.',
  ),
}

export function LeadOwner() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const router = useRouter()
  const { dispatchFields } = useForm()
  const say = (key: keyof typeof texts) => texts[key][adminLanguage(i18n.language)]
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id) return null

  async function assign(to: 'me' | 'next') {
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/leads/${id}/assign`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to }),
      })
      const answer = (await response.json().catch(() => ({}))) as { code?: string; owner?: unknown }
      if (response.ok) {
        setMessage({ text: say('assigned'), error: false })
        // The form holds the new owner at once: saved before the refreshed form arrives, the
        // document keeps its owner rather than the one the form was opened with.
        const owner = typeof answer.owner === 'number' ? answer.owner : null
        dispatchFields({ type: 'UPDATE', path: 'owner', value: owner, initialValue: owner })
        router.refresh()
        return
      }
      const code = answer.code === 'NotStaff' || answer.code === 'NoStaff' ? answer.code : 'failed'
      setMessage({ text: say(code), error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div
      className="vrp-lead-owner"
      style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}
    >
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy}
        onClick={() => void assign('me')}
      >
        {say('me')}
      </button>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy}
        onClick={() => void assign('next')}
      >
        {say('next')}
      </button>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} style={{ width: '100%', fontWeight: 600 }}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
