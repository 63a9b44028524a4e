'use client'
import { useRef, useState, type FormEvent } from 'react'
import { searchAgreement, type TireCustomer } from './api'
import { canSearch, normaliseRegistration } from './input'
import { inputClass } from '@/ui/lead-form/fields'
import { errorText, primaryButton } from './styles'
import { tireHotelTexts as texts } from './texts'

type SearchError = { kind: 'notFound' } | { kind: 'message'; message: string }

/**
 * Search (spec 03 §2.4, §5, §8): the registration number, upper-cased with spaces removed, at most
 * seven characters; "Fortsätt" from two, Enter submits. No agreement: the spec's message with a
 * link to book a service. The input keeps what was typed and takes the focus on any failure.
 */
export function SearchView({
  onFound,
  bookServicePath,
}: {
  onFound: (customer: TireCustomer) => void
  bookServicePath: string
}) {
  const [registration, setRegistration] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<SearchError | null>(null)
  const input = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSearch(registration) || busy) return
    setBusy(true)
    setError(null)
    const answer = await searchAgreement(registration)
    setBusy(false)
    if (answer.ok) return onFound(answer.value)
    if (answer.status === 404) setError({ kind: 'notFound' })
    else setError({ kind: 'message', message: answer.fields.regNo ?? texts.somethingWrong })
    input.current?.focus()
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-search-form>
      <div>
        <label htmlFor="tire-hotel-registration" className="block text-sm font-semibold">
          {texts.registrationLabel}
        </label>
        <p id="tire-hotel-registration-hint" className="text-sm text-neutral-700">
          {texts.registrationHint}
        </p>
        <input
          ref={input}
          id="tire-hotel-registration"
          name="regNo"
          value={registration}
          onChange={(event) => {
            setRegistration(normaliseRegistration(event.target.value))
            setError(null)
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`tire-hotel-registration-hint${error ? ' tire-hotel-search-error' : ''}`}
          className={`${inputClass} max-w-xs text-lg tracking-widest uppercase`}
          data-registration
        />
      </div>
      <div>
        <button
          type="submit"
          disabled={!canSearch(registration) || busy}
          className={primaryButton}
          data-search
        >
          {busy ? texts.searching : texts.continue}
        </button>
      </div>
      <p id="tire-hotel-search-error" role="alert" className={errorText} data-search-error={error?.kind}>
        {error?.kind === 'notFound' ? (
          <>
            {texts.notFound}{' '}
            <a href={bookServicePath} className="font-semibold underline">
              {texts.bookServiceLink}
            </a>
          </>
        ) : (
          error?.message
        )}
      </p>
    </form>
  )
}
