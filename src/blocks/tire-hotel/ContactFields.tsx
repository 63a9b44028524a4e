'use client'
import { commentMax } from '@/services/tire-hotel/contract'
import { normaliseMobile, type Contact, type ContactField } from './input'
import { inputClass } from '@/ui/lead-form/fields'
import { errorText } from './styles'
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

/**
 * The booking's contact details (spec 03 §5): first and last name, mobile (only digits and plus
 * kept, 8 to 15 of them), e-mail, an optional comment. A field says what is wrong once left.
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
        <div key={field.name}>
          <label htmlFor={`tire-hotel-${field.name}`} className="block text-sm font-semibold">
            {field.label}
          </label>
          <input
            id={`tire-hotel-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.name === 'phoneMobile' ? 'tel' : undefined}
            required
            value={contact[field.name]}
            onChange={(event) =>
              onChange({
                ...contact,
                [field.name]:
                  field.name === 'phoneMobile' ? normaliseMobile(event.target.value) : event.target.value,
              })
            }
            onBlur={() => onLeave(field.name)}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `tire-hotel-${field.name}-error` : undefined}
            className={inputClass}
            data-contact-field={field.name}
          />
          {errors[field.name] ? (
            <p id={`tire-hotel-${field.name}-error`} className={errorText} data-field-error={field.name}>
              {errors[field.name]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor="tire-hotel-comment" className="block text-sm font-semibold">
          {texts.comment}
        </label>
        <textarea
          id="tire-hotel-comment"
          name="comment"
          rows={2}
          maxLength={commentMax}
          value={contact.comment}
          onChange={(event) => onChange({ ...contact, comment: event.target.value })}
          className={inputClass}
          data-contact-field="comment"
        />
      </div>
    </div>
  )
}
