'use client'
import { FieldError, LabelText, fieldAttributes, inputClass } from '@/ui/lead-form/fields'
import type { DealerChoice } from './rules'
import { serviceRequestTexts as t } from './texts'

/** Cars choose among the dealers with a workshop; the motorcycle variant names its one dealer. */
export function DealerField({
  formId,
  typeMC,
  dealers,
  value,
  error,
  onChange,
}: {
  formId: string
  typeMC: boolean
  dealers: DealerChoice[]
  value: string
  error?: string
  onChange: (dealerId: string) => void
}) {
  if (typeMC)
    return (
      <p data-mc-dealer>
        <span className="font-medium">{t.dealerMC}: </span>
        {`${dealers[0].name}, ${dealers[0].city}`}
      </p>
    )
  return (
    <label className="block">
      <LabelText required>{t.dealer}</LabelText>
      <select
        className={inputClass}
        name="dealerId"
        {...fieldAttributes(formId, 'dealerId', error, true)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t.chooseDealer}</option>
        {dealers.map((dealer) => (
          <option key={dealer.id} value={dealer.id}>
            {dealer.city ? `${dealer.name}, ${dealer.city}` : dealer.name}
          </option>
        ))}
      </select>
      <FieldError formId={formId} field="dealerId" error={error} />
    </label>
  )
}
