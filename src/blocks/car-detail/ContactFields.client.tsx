'use client'

import { FieldError, LabelText, TextField, fieldAttributes, inputClass } from '@/ui/lead-form/fields'
import type { FieldErrors } from '@/ui/lead-form/useLeadForm'
import { emailPattern, phonePattern, type ContactField, type ContactValues } from './contact'
import type { ContactFormLabels } from './ContactForm.client'
import type { SellerChoice } from '@/services/search/car/load'

export const contactFormId = 'contact'

/** The typed fields, in the form's order, with the browser's checks each has. */
const textFields = [
  { name: 'name', type: undefined, pattern: undefined, autoComplete: 'name' },
  { name: 'phone', type: 'tel', pattern: phonePattern, autoComplete: 'tel' },
  { name: 'email', type: 'email', pattern: emailPattern, autoComplete: 'email' },
] as const

/**
 * The contact form's required fields (decisions: Contact form): each carries the browser's rules
 * and, once the check or the server marks it, `aria-invalid` and its message.
 */
export function ContactFields({
  values,
  errors,
  needsSeller,
  sellerChoices,
  labels,
  change,
}: {
  values: ContactValues
  errors: FieldErrors<ContactField>
  needsSeller: boolean
  sellerChoices: SellerChoice[]
  labels: ContactFormLabels
  change: <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => void
}) {
  return (
    <>
      {textFields.map((field) => (
        <TextField
          key={field.name}
          formId={contactFormId}
          field={field.name}
          label={labels[field.name]}
          error={errors[field.name]}
          type={field.type}
          pattern={field.pattern}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onValueChange={(value) => change(field.name, value)}
        />
      ))}
      {needsSeller ? (
        <label className="block">
          <LabelText required>{labels.chooseSeller}</LabelText>
          <select
            className={inputClass}
            name="seller"
            required
            {...fieldAttributes(contactFormId, 'sellerSiteId', errors.sellerSiteId, true)}
            value={values.sellerSiteId ?? ''}
            onChange={(event) => change('sellerSiteId', event.target.value)}
          >
            <option value="">{`${labels.chooseSeller}*`}</option>
            {sellerChoices.map((choice) => (
              <option key={choice.siteId} value={choice.siteId}>
                {choice.name}
              </option>
            ))}
          </select>
          <FieldError formId={contactFormId} field="sellerSiteId" error={errors.sellerSiteId} />
        </label>
      ) : null}
    </>
  )
}
