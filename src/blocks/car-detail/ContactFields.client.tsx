'use client'

import { emailPattern, phonePattern, type ContactField, type ContactValues } from './contact'
import type { ContactFormLabels } from './ContactForm.client'
import type { SellerChoice } from '@/services/search/car/load'

export const contactInputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 px-3 py-2 disabled:bg-neutral-100'

/** The typed fields, in the form's order, with the browser's checks each has. */
const textFields = [
  { name: 'name', type: undefined, pattern: undefined },
  { name: 'phone', type: 'tel', pattern: phonePattern },
  { name: 'email', type: 'email', pattern: emailPattern },
] as const

/**
 * The contact form's required fields (decisions: Contact form): each carries the browser's rules
 * and, once the check or the server marks it, `aria-invalid` and its message.
 */
export function ContactFields({
  values,
  invalid,
  refused,
  needsSeller,
  sellerChoices,
  labels,
  change,
}: {
  values: ContactValues
  invalid: ContactField[]
  refused: ContactField[]
  needsSeller: boolean
  sellerChoices: SellerChoice[]
  labels: ContactFormLabels
  change: <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => void
}) {
  const invalidMessage: Record<ContactField, string> = {
    name: labels.nameInvalid,
    phone: labels.phoneInvalid,
    email: labels.emailInvalid,
    sellerSiteId: labels.sellerInvalid,
  }
  /** An invalid or refused field's attributes and the message under it. */
  const refusal = (field: ContactField) => {
    const isRefused = refused.includes(field)
    const isInvalid = invalid.includes(field)
    if (!isRefused && !isInvalid) return { attributes: {}, message: null }
    const id = `contact-${field}-message`
    return {
      attributes: { 'aria-invalid': true as const, 'aria-describedby': id },
      message: (
        <span
          id={id}
          data-field-error={field}
          {...(isRefused ? { 'data-field-refused': field } : {})}
          className="mt-1 block text-red-800"
        >
          {isRefused ? labels.fieldRefused : invalidMessage[field]}
        </span>
      ),
    }
  }
  return (
    <>
      {textFields.map((field) => (
        <label key={field.name} className="block">
          {labels[field.name]} <span aria-hidden="true">*</span>
          <input
            className={contactInputClass}
            name={field.name}
            {...refusal(field.name).attributes}
            type={field.type}
            required
            pattern={field.pattern}
            autoComplete={field.name === 'phone' ? 'tel' : field.name}
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
          />
          {refusal(field.name).message}
        </label>
      ))}
      {needsSeller ? (
        <label className="block">
          {labels.chooseSeller} <span aria-hidden="true">*</span>
          <select
            className={contactInputClass}
            name="seller"
            {...refusal('sellerSiteId').attributes}
            required
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
          {refusal('sellerSiteId').message}
        </label>
      ) : null}
    </>
  )
}
