'use client'
import { commentMax } from '@/services/tire-hotel/contract'
import { normaliseMobile, type Contact, type ContactField } from './input'
import { TextField } from '@/ui/lead-form/fields'
import { tireHotelTexts as texts } from './texts'

export const contactFields: Array<{ name: ContactField; label: string; type: string; autoComplete: string }> =
  [
    { name: 'firstName', label: texts.firstName, type: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: texts.lastName, type: 'text', autoComplete: 'family-name' },
    { name: 'phoneMobile', label: texts.mobile, type: 'tel', autoComplete: 'tel' },
    { name: 'email', label: texts.email, type: 'email', autoComplete: 'email' },
  ]

export const contactMessages = {
  firstName: texts.firstNameRequired,
  lastName: texts.lastNameRequired,
  phoneMobile: texts.mobileInvalid,
  email: texts.emailInvalid,
}

/** The fields' ids and their messages' ids start with it (`tire-hotel-email-error`). */
const formId = 'tire-hotel'

/**
 * The booking's contact details (spec 03 §5): first and last name, mobile (only digits and plus
 * kept, 8 to 15 of them), e-mail, an optional comment. A field says what is wrong once left. On
 * the shared lead-form fields in the `step` look of a multi-step flow ("One text-input look").
 */
export function ContactFields({
  contact,
  onChange,
  errors,
  onLeave,
}: {
  contact: Contact
  onChange: (contact: Contact) => void
  /** The messages to show now: of the fields already left, or refused by the server. */
  errors: Partial<Record<ContactField, string>>
  onLeave: (field: ContactField) => void
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {contactFields.map((field) => (
        <TextField
          key={field.name}
          look="step"
          formId={formId}
          field={field.name}
          id={`${formId}-${field.name}`}
          label={field.label}
          error={errors[field.name]}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.name === 'phoneMobile' ? 'tel' : undefined}
          value={contact[field.name]}
          onValueChange={(value) =>
            onChange({
              ...contact,
              [field.name]: field.name === 'phoneMobile' ? normaliseMobile(value) : value,
            })
          }
          onBlur={() => onLeave(field.name)}
          data-contact-field={field.name}
        />
      ))}
      <div className="sm:col-span-2">
        <TextField
          look="step"
          formId={formId}
          field="comment"
          id={`${formId}-comment`}
          label={texts.comment}
          required={false}
          multiline
          rows={2}
          maxLength={commentMax}
          value={contact.comment}
          onValueChange={(comment) => onChange({ ...contact, comment })}
          data-contact-field="comment"
        />
      </div>
    </div>
  )
}
