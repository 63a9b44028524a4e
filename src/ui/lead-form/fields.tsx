import type { ReactNode } from 'react'

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-base disabled:bg-neutral-100 aria-[invalid=true]:border-red-700'

/** The attributes that tie a field to its message: marked invalid and described by it. */
export function fieldAttributes(formId: string, field: string, error: string | undefined, required = false) {
  return {
    'data-field': field,
    ...(required ? { 'aria-required': true as const } : {}),
    ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${formId}-${field}-error` } : {}),
  }
}

export function FieldError({ formId, field, error }: { formId: string; field: string; error?: string }) {
  if (!error) return null
  return (
    <span
      id={`${formId}-${field}-error`}
      data-field-error={field}
      className="mt-1 block text-sm text-red-800"
    >
      {error}
    </span>
  )
}

/**
 * How a field's label looks: `form`, a lead form's label with a visible * on a required field;
 * `step`, a step of a multi-step flow (the service booking), the flow's small semibold labels and
 * no *: there every field is required but the one whose label says it is optional.
 */
export type FieldLook = 'form' | 'step'

/** A label with the required mark the visitor sees (the field itself says it is required). */
export function LabelText({
  children,
  required,
  look = 'form',
}: {
  children: ReactNode
  required?: boolean
  look?: FieldLook
}) {
  if (look === 'step') return <span className="text-sm font-semibold">{children}</span>
  return (
    <span className="font-medium">
      {children}
      {required ? <span aria-hidden="true"> *</span> : null}
    </span>
  )
}

/** Announces the first message of a failed check, and the failure of a send. */
export function FormAlert({ message, kind }: { message?: string; kind: 'invalid' | 'error' }) {
  return (
    <div aria-live="assertive" aria-atomic="true" data-form-alert={kind}>
      {message ? (
        <p
          className={
            kind === 'error' ? 'rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-300' : 'text-red-800'
          }
        >
          {message}
        </p>
      ) : null}
    </div>
  )
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>
type TextareaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement>

/**
 * A labelled text input (or, `multiline`, a textarea) with its message: the island keeps the
 * value; the field says whether it is required, invalid and why.
 */
export function TextField({
  formId,
  field,
  label,
  error,
  required = true,
  value,
  onValueChange,
  multiline = false,
  rows,
  look = 'form',
  className = '',
  ...input
}: InputProps & {
  formId: string
  field: string
  label: string
  error?: string
  required?: boolean
  value: string
  onValueChange: (value: string) => void
  multiline?: boolean
  /** A textarea's height in rows; without, it is 7rem high. */
  rows?: number
  look?: FieldLook
}) {
  const common = {
    name: field,
    value,
    required,
    ...fieldAttributes(formId, field, error, required),
  }
  return (
    <label className="block">
      <LabelText required={required} look={look}>
        {label}
      </LabelText>
      {multiline ? (
        <textarea
          // What a textarea shares with an input (maxLength, placeholder, autoComplete, data-*).
          {...(input as TextareaProps)}
          {...common}
          rows={rows}
          className={`${inputClass} ${rows ? '' : 'min-h-28'} ${className}`}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <input
          {...input}
          {...common}
          className={`${inputClass} ${className}`}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
      <FieldError formId={formId} field={field} error={error} />
    </label>
  )
}

/** What closes a lead form: the announcements, the required-fields note and the send button. */
export function FormFooter({
  invalid,
  failure,
  requiredNote,
  button,
}: {
  invalid?: string
  failure?: string
  requiredNote?: string
  button: string
}) {
  return (
    <>
      <FormAlert kind="invalid" message={invalid} />
      <FormAlert kind="error" message={failure} />
      {requiredNote ? <p className="text-sm text-neutral-700">{requiredNote}</p> : null}
      <div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-brand-contrast disabled:opacity-60"
        >
          {button}
        </button>
      </div>
    </>
  )
}

/**
 * The thank-you once the lead is received (spec 03 §4): `instead` of the form, or laid `over` it
 * (the car page's form, whose section keeps its height so the page below does not move).
 */
export function FormSuccess({
  heading,
  text,
  placement = 'instead',
}: {
  heading: string
  text: string
  placement?: 'instead' | 'over'
}) {
  return (
    <div
      role="status"
      data-form-success
      className={
        placement === 'over'
          ? 'absolute inset-0 grid place-items-center rounded-lg bg-white/95 p-6 text-center'
          : 'rounded-lg bg-surface-1 p-6'
      }
    >
      <div>
        <p className="font-heading text-2xl">{heading}</p>
        <p className="mt-2">{text}</p>
      </div>
    </div>
  )
}
