'use client'
import { useRef, useState, type FormEvent } from 'react'
import { sendCode, verifyCode, type SentCode, type TireCustomer, type Validated } from './api'
import { CodeBoxes } from './CodeBoxes'
import { emptyCode, isCompleteCode, type CodeLength } from './input'
import { refusalText } from './LoginView'
import { errorText, linkButton, primaryButton, secondaryButton } from './styles'
import { fill } from '@/lib/i18n/fill'
import { tireHotelTexts as texts } from './texts'

/**
 * Validate (spec 03 §2.4, §5, §8): the four boxes and "Verifiera kod", enabled with four digits.
 * A refused code shows the server's message and keeps the digits; a new code can be sent.
 */
export function ValidateView({
  customer,
  authorizationToken,
  codeLength,
  onValidated,
  onResent,
  onBack,
}: {
  customer: TireCustomer
  authorizationToken: string
  /** Four boxes, or eight for a step-up code (docs/decisions.md, "One-time codes"). */
  codeLength: CodeLength
  onValidated: (validated: Validated, sessionToken: string) => void
  onResent: (sent: SentCode) => void
  onBack: () => void
}) {
  const [digits, setDigits] = useState(() => emptyCode(codeLength))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [resent, setResent] = useState(false)
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const complete = isCompleteCode(digits)

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!complete || busy) return
    setBusy(true)
    setError(null)
    const answer = await verifyCode(authorizationToken, digits.join(''))
    setBusy(false)
    if (answer.ok)
      return onValidated(
        { status: answer.value.status, vehicles: answer.value.vehicles },
        answer.value.sessionToken,
      )
    setError(refusalText(answer))
    boxes.current[0]?.focus()
  }

  const resend = async () => {
    setBusy(true)
    setError(null)
    setResent(false)
    const answer = await sendCode(customer.encryptedPhoneNumber)
    setBusy(false)
    if (!answer.ok) return setError(refusalText(answer))
    onResent(answer.value)
    setDigits(emptyCode(answer.value.codeLength))
    setResent(true)
    boxes.current[0]?.focus()
  }

  return (
    <form onSubmit={verify} noValidate className="grid gap-4" data-validate-form>
      <p>{fill(texts.codeSentTo, { phone: customer.obfuscatedPhoneNumber })}</p>
      <CodeBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next)
          setError(null)
        }}
        invalid={error !== null}
        describedBy={error ? 'tire-hotel-code-error' : undefined}
        boxes={boxes}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={!complete || busy} className={primaryButton} data-verify>
          {busy ? texts.verifying : texts.verify}
        </button>
        <button type="button" onClick={onBack} className={secondaryButton} data-back>
          {texts.back}
        </button>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={busy}
          className={linkButton}
          data-resend
        >
          {texts.sendNewCode}
        </button>
      </div>
      <p
        id="tire-hotel-code-error"
        role="alert"
        className={errorText}
        data-code-error={error ? '' : undefined}
      >
        {error}
      </p>
      <p role="status" className="text-sm" data-code-resent={resent || undefined}>
        {resent ? texts.newCodeSent : null}
      </p>
    </form>
  )
}
