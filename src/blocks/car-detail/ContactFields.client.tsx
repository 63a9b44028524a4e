'use client'

import { emailPattern, phonePattern, type ContactField, type ContactValues } from './contact'
import type { ContactFormLabels } from './ContactForm.client'
import type { SellerChoice } from '@/services/search/car/load'

export const contactInputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 px-3 py-2 disabled:bg-neutral-100'

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
      <label className="block">
        {labels.name} <span aria-hidden="true">*</span>
        <input
          className={contactInputClass}
          name="name"
          {...refusal('name').attributes}
          required
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
        />
        {refusal('name').message}
      </label>
      <label className="block">
        {labels.phone} <span aria-hidden="true">*</span>
        <input
          className={contactInputClass}
          name="phone"
          {...refusal('phone').attributes}
          type="tel"
          required
          pattern={phonePattern}
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => change('phone', event.target.value)}
        />
        {refusal('phone').message}
      </label>
      <label className="block">
        {labels.email} <span aria-hidden="true">*</span>
        <input
          className={contactInputClass}
          name="email"
          {...refusal('email').attributes}
          type="email"
          required
          pattern={emailPattern}
          autoComplete="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
        {refusal('email').message}
      </label>
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
