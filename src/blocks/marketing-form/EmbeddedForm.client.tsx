'use client'

import { useEffect, useId, useState } from 'react'
import { trackFormInteraction } from '@/blocks/car-detail/tracking'
import {
  embeddedProblems,
  recreateAfterMs,
  type EmbeddedForm as Definition,
  type EmbeddedFormTexts,
  type EmbeddedValue,
} from '@/lib/forms/embedded'
import { emailPattern } from '@/lib/forms/lead-fields'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import {
  FieldError,
  FormFooter,
  FormSuccess,
  LabelText,
  TextField,
  fieldAttributes,
  inputClass,
} from '@/ui/lead-form/fields'
import { useLeadForm } from '@/ui/lead-form/useLeadForm'

const initialValues = (definition: Definition): Record<string, EmbeddedValue> =>
  Object.fromEntries(definition.fields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']))

/**
 * A form built in the CMS (spec 02 §2): its fields as the editor set them, checked here and again
 * on the server, stored by POST /api/forms/embedded. The marketing form starts afresh 3 s after a
 * submission; the form builder's then has its latest submission logged (POST /api/jotform).
 */
export function EmbeddedForm({
  definition,
  embed,
  siteName,
  texts,
  onSubmitted,
}: {
  definition: Definition
  embed: 'marketing' | 'builder'
  siteName: string
  texts: EmbeddedFormTexts
  onSubmitted?: () => void
}) {
  const id = useId()
  const root = useHydratedMarker<HTMLDivElement>()
  const names = definition.fields.map((field) => field.name)
  const [values, setValues] = useState(() => initialValues(definition))
  const { form, ...lead } = useLeadForm<string>({
    fields: names,
    refusedMessage: () => texts.invalid,
    logPrefix: embed === 'marketing' ? 'MARKETING_FORM' : 'FORM_BUILDER',
  })
  const { errors, status } = lead
  const { reset } = lead

  // The marketing form is re-created 3 s after a submission (spec 02 §2).
  useEffect(() => {
    if (status !== 'success' || embed !== 'marketing') return
    const timer = window.setTimeout(() => {
      setValues(initialValues(definition))
      reset()
    }, recreateAfterMs)
    return () => window.clearTimeout(timer)
  }, [status, embed, definition, reset])

  const change = (name: string, value: EmbeddedValue) => {
    lead.changed(name)
    setValues((current) => ({ ...current, [name]: value }))
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    trackFormInteraction(
      `${siteName}${embed === 'marketing' ? 'MarketingForm' : 'FormBuilder'}`,
      String(definition.id),
    )
    const problems = embeddedProblems(definition.fields, values)
    if (Object.keys(problems).length > 0)
      return lead.stop(
        Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, texts[problem]])),
      )
    const sent = await lead.post(
      { formId: definition.id, embed, site: siteName, sourceUrl: window.location.href, values },
      '/api/forms/embedded',
    )
    if (!sent) return
    onSubmitted?.()
    if (embed === 'builder')
      await fetch('/api/jotform', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ formId: definition.id }),
      }).catch((error) => console.error('FORM_SUBMISSION_FAILED_JOTFORM', error))
  }

  const submitting = status === 'submitting'
  return (
    <div ref={root} data-embedded-form={embed} data-form-id={definition.id} data-status={status}>
      {status === 'success' ? (
        <FormSuccess heading={definition.title} text={definition.confirmation.join(' ') || texts.thanks} />
      ) : (
        <form ref={form} noValidate onSubmit={submit}>
          <fieldset disabled={submitting} className="grid gap-4">
            {definition.fields.map((field) => {
              const error = errors[field.name]
              if (field.kind === 'checkbox')
                return (
                  <div key={field.name}>
                    <label className="inline-flex min-h-11 items-start gap-2">
                      <input
                        type="checkbox"
                        name={field.name}
                        className="mt-1 size-5 shrink-0"
                        {...fieldAttributes(id, field.name, error, field.required)}
                        checked={values[field.name] === true}
                        onChange={(event) => change(field.name, event.target.checked)}
                      />
                      <LabelText required={field.required}>{field.label}</LabelText>
                    </label>
                    <FieldError formId={id} field={field.name} error={error} />
                  </div>
                )
              if (field.kind === 'select')
                return (
                  <label key={field.name} className="block">
                    <LabelText required={field.required}>{field.label}</LabelText>
                    <select
                      className={inputClass}
                      name={field.name}
                      {...fieldAttributes(id, field.name, error, field.required)}
                      value={String(values[field.name])}
                      onChange={(event) => change(field.name, event.target.value)}
                    >
                      <option value="">–</option>
                      {field.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                    <FieldError formId={id} field={field.name} error={error} />
                  </label>
                )
              return (
                <TextField
                  key={field.name}
                  formId={id}
                  field={field.name}
                  label={field.label}
                  error={error}
                  required={field.required}
                  value={String(values[field.name])}
                  onValueChange={(value) => change(field.name, value)}
                  multiline={field.kind === 'textarea'}
                  maxLength={5000}
                  {...(field.kind === 'email'
                    ? { type: 'email', autoComplete: 'email', pattern: emailPattern }
                    : field.kind === 'number'
                      ? { inputMode: 'decimal' as const }
                      : {})}
                />
              )
            })}
            <FormFooter
              invalid={Object.keys(errors).length > 0 ? texts.invalid : undefined}
              failure={status === 'error' ? texts.failure : undefined}
              button={submitting ? texts.submitting : definition.submitLabel || texts.submit}
            />
          </fieldset>
        </form>
      )}
    </div>
  )
}
