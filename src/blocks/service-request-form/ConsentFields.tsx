'use client'
import { FieldError, LabelText, fieldAttributes } from '@/ui/lead-form/fields'
import { serviceRequestTexts as t } from './texts'

type Consent = 'gdpr' | 'newsletter'

/** The GDPR consent is required; the newsletter is a free choice (decisions: Forms). */
export function ConsentFields({
  formId,
  values,
  errors,
  onChange,
}: {
  formId: string
  values: Record<Consent, boolean>
  errors: Partial<Record<Consent, string>>
  onChange: (name: Consent, checked: boolean) => void
}) {
  return (
    <>
      {(
        [
          ['gdpr', true],
          ['newsletter', false],
        ] as const
      ).map(([name, required]) => (
        <div key={name}>
          <label className="inline-flex min-h-11 items-start gap-2">
            <input
              type="checkbox"
              name={name}
              className="mt-1 size-5 shrink-0"
              {...fieldAttributes(formId, name, errors[name], required)}
              checked={values[name]}
              onChange={(event) => onChange(name, event.target.checked)}
            />
            <LabelText required={required}>{t[name]}</LabelText>
          </label>
          <FieldError formId={formId} field={name} error={errors[name]} />
        </div>
      ))}
    </>
  )
}
