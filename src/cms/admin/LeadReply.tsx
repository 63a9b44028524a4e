'use client'
/**
 * "Reply" on a lead's page ("Lead desk"): a template of the lead's kind in the customer's language
 * (or another), edited, then sent through the lead's endpoint (src/services/leads/replies.ts),
 * which mails the customer and keeps the reply on the lead. Buttons, not forms: the panel sits
 * inside the document's own form.
 */
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import { adminLanguage, t } from './translated'

const texts = {
  heading: t('Reply', 'Svara', 'Svar', 'Odpovedať'),
  to: t('To', 'Till', 'Til', 'Komu'),
  template: t('Template', 'Mall', 'Mal', 'Šablóna'),
  subject: t('Subject', 'Ämne', 'Emne', 'Predmet'),
  text: t('Text', 'Text', 'Tekst', 'Text'),
  send: t('Send the reply', 'Skicka svaret', 'Send svaret', 'Odoslať odpoveď'),
  sent: t(
    'Sent to the customer and kept on the lead.',
    'Skickat till kunden och sparat på intresseanmälan.',
    'Sendt til kunden og lagret på henvendelsen.',
    'Odoslané zákazníkovi a uložené pri záujemcovi.',
  ),
  noAddress: t(
    'The customer left no e-mail address.',
    'Kunden lämnade ingen e-postadress.',
    'Kunden oppga ingen e-postadresse.',
    'Zákazník nezanechal e-mailovú adresu.',
  ),
  incomplete: t(
    'Write a subject and a text first.',
    'Skriv först ämne och text.',
    'Skriv først emne og tekst.',
    'Najprv napíšte predmet a text.',
  ),
  failed: t(
    'The reply could not be sent. Try again.',
    'Svaret kunde inte skickas. Försök igen.',
    'Svaret kunne ikke sendes. Prøv igjen.',
    'Odpoveď sa nepodarilo odoslať. Skúste znova.',
  ),
  out: t('To the customer', 'Till kunden', 'Til kunden', 'Zákazníkovi'),
  in: t('From the customer', 'Från kunden', 'Fra kunden', 'Od zákazníka'),
}

const languageNames: Record<string, string> = {
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  fi: 'Suomi',
  sk: 'Slovenčina',
  en: 'English',
}

type Reply = {
  id?: string
  direction: 'out' | 'in'
  at: string
  subject?: string | null
  message?: string | null
}
type Draft = {
  to: string | null
  language: string
  templates: Record<string, { subject: string; text: string }>
  replies: Reply[]
}

type Say = (key: keyof typeof texts) => string

/** The lead's reply draft: its templates loaded, the chosen one edited, and sending it. */
function useReplyDraft(id: string | number | undefined, say: Say) {
  const router = useRouter()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [template, setTemplate] = useState('')
  const [subject, setSubject] = useState('')
  const [text, setText] = useState('')
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  function choose(answer: Draft, code: string) {
    setTemplate(code)
    setSubject(answer.templates[code]?.subject ?? '')
    setText(answer.templates[code]?.text ?? '')
  }

  useEffect(() => {
    if (!id) return
    let current = true
    fetch(`/api/leads/${id}/reply`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Draft>) : null))
      .then((answer) => {
        if (!current || !answer) return
        setDraft(answer)
        choose(answer, answer.language)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [id])

  async function send() {
    if (!subject.trim() || !text.trim()) {
      setMessage({ text: say('incomplete'), error: true })
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/leads/${id}/reply`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subject, text }),
      })
      if (!response.ok) {
        setMessage({ text: say('failed'), error: true })
        return
      }
      const answer = (await response.json()) as { replies: Reply[] }
      setDraft((before) => (before ? { ...before, replies: answer.replies } : before))
      setMessage({ text: say('sent'), error: false })
      // The lead's state and its kept replies changed on the server: the form shows them.
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return { draft, template, subject, text, message, busy, choose, setSubject, setText, send }
}

export function LeadReply() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const language = adminLanguage(i18n.language)
  const say = (key: keyof typeof texts) => texts[key][language]
  const { draft, template, subject, text, message, busy, choose, setSubject, setText, send } = useReplyDraft(
    id,
    say,
  )
  const ids = { heading: useId(), template: useId(), subject: useId(), text: useId() }

  if (!id || !draft) return null

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
  return (
    <section
      aria-labelledby={ids.heading}
      className="vrp-lead-reply"
      style={{
        margin: 'var(--base) 0',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
      }}
    >
      <h3 id={ids.heading}>{say('heading')}</h3>
      {draft.replies.length > 0 ? (
        <ol className="vrp-lead-replies">
          {draft.replies.map((reply, index) => (
            <li key={reply.id ?? `${reply.at}-${index}`}>
              {when.format(new Date(reply.at))} · {say(reply.direction)}: <strong>{reply.subject}</strong>
            </li>
          ))}
        </ol>
      ) : null}
      {message ? (
        <p role={message.error ? 'alert' : 'status'} style={{ fontWeight: 600 }}>
          {message.text}
        </p>
      ) : null}
      {draft.to ? (
        <>
          <p>
            {say('to')}: {draft.to}
          </p>
          <div className="field-type">
            <label htmlFor={ids.template} className="field-label">
              {say('template')}
            </label>
            <select
              id={ids.template}
              value={template}
              onChange={(event) => choose(draft, event.target.value)}
            >
              {Object.keys(draft.templates).map((code) => (
                <option key={code} value={code}>
                  {languageNames[code] ?? code}
                </option>
              ))}
            </select>
          </div>
          <div className="field-type">
            <label htmlFor={ids.subject} className="field-label">
              {say('subject')}
            </label>
            <input
              id={ids.subject}
              value={subject}
              maxLength={200}
              onChange={(event) => setSubject(event.target.value)}
            />
          </div>
          <div className="field-type">
            <label htmlFor={ids.text} className="field-label">
              {say('text')}
            </label>
            <textarea id={ids.text} value={text} rows={8} onChange={(event) => setText(event.target.value)} />
          </div>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            disabled={busy}
            onClick={() => void send()}
          >
            {say('send')}
          </button>
        </>
      ) : (
        <p>{say('noAddress')}</p>
      )}
    </section>
  )
}
