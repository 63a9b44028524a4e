'use client'
import { useRef, useState, type FormEvent } from 'react'
import { emailPattern, freeTextMax, phonePattern } from '@/services/workshop/contract'
import type { Contact } from './state'
import { fill } from '@/lib/i18n/fill'
import { TextField } from '@/ui/lead-form/fields'
import { bookingTexts as texts } from './texts'

type Field = Exclude<keyof Contact, 'freeText'>

/** Spec 03 §5 "Service booking flow": the four fields are required; phone and e-mail by pattern. */
export function contactErrors(values: Contact): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  if (!values.firstName.trim()) errors.firstName = texts.firstNameRequired
  if (!values.lastName.trim()) errors.lastName = texts.lastNameRequired
  if (!phonePattern.test(values.phone.trim())) errors.phone = texts.phoneInvalid
  if (!emailPattern.test(values.email.trim())) errors.email = texts.emailInvalid
  return errors
}

const fields: Array<{ name: Field; label: string; type: string; autoComplete: string }> = [
  { name: 'firstName', label: texts.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: texts.lastName, type: 'text', autoComplete: 'family-name' },
  { name: 'phone', label: texts.phone, type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: texts.email, type: 'email', autoComplete: 'email' },
]

const formId = 'contact'

/**
 * The contact form and the book button (spec 03 §2.2, §5), on the shared lead-form fields in
 * their `step` look: the first invalid field takes the focus and says why; the button is disabled
 * while the booking is sent; a booking error shows below it. What was typed stays whatever
 * happens. The booking itself (its post, the server's refusals) belongs to the flow's step.
 */
export function ContactForm({
  values,
  onChange,
  onBook,
  submitting,
  bookingError,
  refused,
}: {
  values: Contact
  onChange: (values: Contact) => void
  onBook: () => void
  submitting: boolean
  bookingError: string | null
  /** Fields the server refused, with its messages. */
  refused: Partial<Record<Field, string>>
}) {
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const shown = { ...refused, ...errors }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = contactErrors(values)
    setErrors(found)
    const firstInvalid = fields.find((field) => found[field.name])
    if (firstInvalid) {
      form.current?.querySelector<HTMLInputElement>(`[data-field="${firstInvalid.name}"]`)?.focus()
      return
    }
    onBook()
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-3" data-contact-form>
      <h3 className="text-lg font-semibold">{texts.contactHeading}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            look="step"
            formId={formId}
            field={field.name}
            label={field.label}
            error={shown[field.name]}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onValueChange={(value) => {
              setErrors(({ [field.name]: _fixed, ...rest }) => rest)
              onChange({ ...values, [field.name]: value })
            }}
            data-contact-field={field.name}
          />
        ))}
      </div>
      <div>
        <TextField
          look="step"
          formId={formId}
          field="freeText"
          label={texts.freeText}
          required={false}
          multiline
          rows={2}
          maxLength={freeTextMax}
          value={values.freeText}
          onValueChange={(value) => onChange({ ...values, freeText: value.slice(0, freeTextMax) })}
          aria-describedby="contact-free-text-count"
          data-contact-field="freeText"
        />
        <p id="contact-free-text-count" className="text-right text-sm text-neutral-700" data-free-text-count>
          {fill(texts.counter, { n: values.freeText.length })}
        </p>
      </div>
      <div>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-8 py-2.5 font-semibold text-brand-contrast disabled:cursor-not-allowed disabled:opacity-50"
          data-book
        >
          {submitting ? texts.booking : texts.book}
        </button>
        <p role="alert" className="mt-2 text-red-800" data-booking-error={bookingError ? '' : undefined}>
          {bookingError}
        </p>
      </div>
    </form>
  )
}
