'use client'
import { useState } from 'react'
import { sendCode, type TireCustomer, type SentCode } from './api'
import { errorText, primaryButton, secondaryButton } from './styles'
import { tireHotelTexts as texts } from './texts'

/** The server's message of a refused login or validate (spec 03 §8), else the general one. */
export const refusalText = (answer: { message: string | null }) => answer.message ?? texts.somethingWrong

/** Login (spec 03 §2.4): where the code goes (the obfuscated number) and "Skicka kod". */
export function LoginView({
  customer,
  onSent,
  onBack,
}: {
  customer: TireCustomer
  onSent: (sent: SentCode) => void
  onBack: () => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const send = async () => {
    setBusy(true)
    setError(null)
    const answer = await sendCode(customer.encryptedPhoneNumber)
    setBusy(false)
    if (answer.ok) onSent(answer.value)
    else setError(refusalText(answer))
  }

  return (
    <div className="grid gap-4" data-login>
      <p>
        {texts.codeWillBeSent}{' '}
        <strong className="tracking-wider" data-obfuscated-phone>
          {customer.obfuscatedPhoneNumber}
        </strong>
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void send()}
          disabled={busy}
          className={primaryButton}
          data-send-code
        >
          {busy ? texts.sending : texts.sendCode}
        </button>
        <button type="button" onClick={onBack} className={secondaryButton} data-back>
          {texts.back}
        </button>
      </div>
      <p role="alert" className={errorText} data-login-error={error ? '' : undefined}>
        {error}
      </p>
    </div>
  )
}
