import type { ReactNode } from 'react'
import {
  fieldParts,
  isGrouped,
  type EmbeddedField as Field,
  type EmbeddedFormTexts,
  type EmbeddedValue,
  type FieldPart,
  type GroupedKind,
} from '@/lib/forms/embedded'
import { emailPattern, phonePattern } from '@/lib/forms/lead-fields'
import { FieldError, LabelText, TextField, fieldAttributes, inputClass } from '@/ui/lead-form/fields'

/** The paths of a field's inputs in document order: its name, or `name.part` for each part. */
export const inputPaths = (field: Field): string[] =>
  isGrouped(field.kind) ? fieldParts[field.kind].map((part) => `${field.name}.${part}`) : [field.name]

export const emptyValue = (field: Field): EmbeddedValue =>
  field.kind === 'checkbox'
    ? false
    : isGrouped(field.kind)
      ? Object.fromEntries(fieldParts[field.kind].map((part) => [part, '']))
      : ''

const partAutoComplete: Record<FieldPart, string> = {
  first: 'given-name',
  last: 'family-name',
  street: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
}

/** A group of inputs under one label (a name's parts, an address's, a rating's choices). */
function Group({
  label,
  required,
  children,
  ...group
}: {
  label: string
  required: boolean
  children: ReactNode
} & React.FieldsetHTMLAttributes<HTMLFieldSetElement>) {
  return (
    <fieldset {...group} className="min-w-0">
      <legend>
        <LabelText required={required}>{label}</LabelText>
      </legend>
      {children}
    </fieldset>
  )
}

type FieldProps = {
  formId: string
  field: Field
  value: EmbeddedValue | undefined
  errors: Partial<Record<string, string>>
  texts: EmbeddedFormTexts
  /** The new value of the input at `path` (a part's path for grouped fields). */
  onChange: (path: string, value: string | boolean) => void
}

/** A name's or an address's parts: a text each under the field's legend, each with its message. */
function PartsField({
  kind,
  formId,
  field,
  value,
  errors,
  texts,
  onChange,
}: FieldProps & { kind: GroupedKind }) {
  const { name, label, required } = field
  const parts = (typeof value === 'object' ? value : {}) as Partial<Record<FieldPart, string>>
  return (
    <Group label={label} required={required} data-field-group={name}>
      <div
        className={`mt-1 grid gap-3 ${kind === 'fullname' ? 'sm:grid-cols-2' : 'sm:grid-cols-[1fr_8rem_1fr]'}`}
      >
        {fieldParts[kind].map((part) => (
          <TextField
            key={part}
            formId={formId}
            field={`${name}.${part}`}
            label={texts[part]}
            error={errors[`${name}.${part}`]}
            required={required}
            value={parts[part] ?? ''}
            onValueChange={(text) => onChange(`${name}.${part}`, text)}
            autoComplete={partAutoComplete[part]}
            maxLength={500}
          />
        ))}
      </div>
    </Group>
  )
}

/** A rating: a radio group of 1 to the field's highest, its message under it. */
function RatingField({ formId, field, value, errors, onChange }: Omit<FieldProps, 'texts'>) {
  const { name, label, required } = field
  const error = errors[name]
  const choices = Array.from({ length: field.max }, (_, index) => String(index + 1))
  return (
    <Group
      label={label}
      required={required}
      role="radiogroup"
      data-field-group={name}
      {...(required ? { 'aria-required': true } : {})}
      {...(error ? { 'aria-invalid': true, 'aria-describedby': `${formId}-${name}-error` } : {})}
    >
      <div className="mt-1 flex flex-wrap gap-2">
        {choices.map((choice, index) => (
          <label
            key={choice}
            className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-md px-2 ring-1 ring-neutral-500 has-[:checked]:bg-brand has-[:checked]:text-brand-contrast has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              className="size-4"
              {...(index === 0 ? { 'data-field': name } : {})}
              checked={value === choice}
              onChange={() => onChange(name, choice)}
            />
            {choice}
          </label>
        ))}
      </div>
      <FieldError formId={formId} field={name} error={error} />
    </Group>
  )
}

/**
 * One field of a CMS-built form: its label, input(s) and message. A name and an address are
 * groups of texts under a legend; a rating is a radio group; the island keeps every value.
 */
export function EmbeddedField(props: FieldProps) {
  const { formId, field, value, errors, onChange } = props
  const { name, label, required } = field
  const error = errors[name]
  if (isGrouped(field.kind)) return <PartsField {...props} kind={field.kind} />
  if (field.kind === 'rating') return <RatingField {...props} />
  if (field.kind === 'checkbox')
    return (
      <div>
        <label className="inline-flex min-h-11 items-start gap-2">
          <input
            type="checkbox"
            name={name}
            className="mt-1 size-5 shrink-0"
            {...fieldAttributes(formId, name, error, required)}
            checked={value === true}
            onChange={(event) => onChange(name, event.target.checked)}
          />
          <LabelText required={required}>{label}</LabelText>
        </label>
        <FieldError formId={formId} field={name} error={error} />
      </div>
    )
  if (field.kind === 'select')
    return (
      <label className="block">
        <LabelText required={required}>{label}</LabelText>
        <select
          className={inputClass}
          name={name}
          {...fieldAttributes(formId, name, error, required)}
          value={String(value ?? '')}
          onChange={(event) => onChange(name, event.target.value)}
        >
          <option value="">–</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError formId={formId} field={name} error={error} />
      </label>
    )
  return (
    <TextField
      formId={formId}
      field={name}
      label={label}
      error={error}
      required={required}
      value={String(value ?? '')}
      onValueChange={(text) => onChange(name, text)}
      multiline={field.kind === 'textarea'}
      maxLength={5000}
      {...inputKind[field.kind]}
    />
  )
}

/** The input type and hints of the kinds that are one text input. */
const inputKind: Partial<
  Record<
    Field['kind'],
    Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'pattern' | 'inputMode'>
  >
> = {
  email: { type: 'email', autoComplete: 'email', pattern: emailPattern },
  number: { inputMode: 'decimal' },
  phone: { type: 'tel', autoComplete: 'tel', pattern: phonePattern },
  datetime: { type: 'datetime-local' },
}
