'use client'
/**
 * Find, export and erase one customer's data (CustomerData.tsx). The export is the endpoint's own
 * JSON, kept from the search and saved from memory: nothing is loaded from another host.
 */
import { useId, useState } from 'react'
import type { CustomerDataText } from './customer-data-texts'

const kinds = ['leads', 'workshopBookings', 'formSubmissions', 'tireHotelAgreements', 'outbox'] as const
type Counts = Record<(typeof kinds)[number], number>

type Found = { counts: Counts; file: string; fileName: string }
type Step =
  | { kind: 'search' }
  | { kind: 'found'; found: Found; confirming: boolean }
  | { kind: 'erased'; counts: Counts }

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'customer-data.json'

/** How many records of each kind a customer has. */
function CountList({ text, counts }: { text: CustomerDataText; counts: Counts }) {
  return (
    <ul className="vrp-customer-data-counts">
      {kinds.map((kind) => (
        <li key={kind}>
          {text[kind]}: <strong>{counts[kind]}</strong>
        </li>
      ))}
    </ul>
  )
}

const total = (counts: Counts) => kinds.reduce((sum, kind) => sum + counts[kind], 0)

/** Saves the kept export from memory. */
const download = (found: Found) => {
  const url = URL.createObjectURL(new Blob([found.file], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: found.fileName })
  link.click()
  // Freed once the browser has surely read it: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** What was found: the counts, the export's download, and erasing after a confirmation. */
function FoundData({
  id,
  text,
  found,
  confirming,
  busy,
  onConfirming,
  onErase,
}: {
  id: string
  text: CustomerDataText
  found: Found
  confirming: boolean
  busy: boolean
  onConfirming: (confirming: boolean) => void
  onErase: () => void
}) {
  return (
    <section aria-labelledby={`${id}-found`}>
      <h2 id={`${id}-found`}>{text.found}</h2>
      {total(found.counts) === 0 ? <p>{text.nothing}</p> : <CountList text={text} counts={found.counts} />}
      <button type="button" className="btn btn--style-secondary" onClick={() => download(found)}>
        {text.download}
      </button>{' '}
      {total(found.counts) > 0 &&
        (confirming ? (
          <div role="alertdialog" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>{text.confirmQuestion}</p>
            <button type="button" className="btn btn--style-primary" disabled={busy} onClick={onErase}>
              {text.confirmErase}
            </button>{' '}
            <button type="button" className="btn btn--style-secondary" onClick={() => onConfirming(false)}>
              {text.back}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn--style-secondary" onClick={() => onConfirming(true)}>
            {text.erase}
          </button>
        ))}
    </section>
  )
}

export function CustomerDataForm({ text }: { text: CustomerDataText }) {
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'search' })
  const [fields, setFields] = useState<Record<string, string>>({})
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const id = useId()

  async function call(run: () => Promise<Response>, then: (response: Response) => Promise<void>) {
    setBusy(true)
    setFailed(false)
    setFields({})
    try {
      const response = await run()
      if (response.status === 400)
        setFields(((await response.json()) as { fields: Record<string, string> }).fields)
      else if (!response.ok) setFailed(true)
      else await then(response)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const find = (event: React.FormEvent) => {
    event.preventDefault()
    const query = new URLSearchParams({ email: email.trim(), phone: phone.trim() })
    return call(
      () => fetch(`/api/customer-data?${query}`, { credentials: 'same-origin' }),
      async (response) => {
        const file = await response.text()
        const counts = (JSON.parse(file) as { counts: Counts }).counts
        setStep({ kind: 'found', found: { counts, file, fileName: fileNameOf(response) }, confirming: false })
      },
    )
  }

  const erase = () =>
    call(
      () =>
        fetch('/api/customer-data/erase', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: email.trim(), phone: phone.trim(), confirm: true }),
        }),
      async (response) =>
        setStep({ kind: 'erased', counts: ((await response.json()) as { erased: Counts }).erased }),
    )

  return (
    <div className="vrp-customer-data">
      <p>{text.intro}</p>
      <form onSubmit={find} noValidate>
        {(['email', 'phone'] as const).map((name) => (
          <div key={name} className="field-type text" style={{ marginBottom: 'var(--base)' }}>
            <label className="field-label" htmlFor={`${id}-${name}`}>
              {text[name]}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type={name === 'email' ? 'email' : 'tel'}
              value={name === 'email' ? email : phone}
              onChange={(event) => {
                ;(name === 'email' ? setEmail : setPhone)(event.target.value)
                setStep({ kind: 'search' })
              }}
              aria-invalid={Boolean(fields[name])}
              aria-describedby={fields[name] ? `${id}-${name}-error` : undefined}
            />
            {fields[name] && (
              <p id={`${id}-${name}-error`} className="field-error">
                {fields[name]}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="btn btn--style-primary" disabled={busy}>
          {text.find}
        </button>
      </form>
      <div aria-live="polite">
        {failed && <p role="alert">{text.failed}</p>}
        {step.kind === 'found' && (
          <FoundData
            id={id}
            text={text}
            found={step.found}
            confirming={step.confirming}
            busy={busy}
            onConfirming={(confirming) => setStep({ ...step, confirming })}
            onErase={erase}
          />
        )}
        {step.kind === 'erased' && (
          <section>
            <p role="status">{text.erased}</p>
            <CountList text={text} counts={step.counts} />
          </section>
        )}
      </div>
    </div>
  )
}
