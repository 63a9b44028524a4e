'use client'

import { useEffect, useId, useState } from 'react'
import { trackFormInteraction } from '@/lib/tracking/form-interaction'
import {
  embeddedProblems,
  recreateAfterMs,
  type EmbeddedForm as Definition,
  type EmbeddedFormTexts,
  type EmbeddedValue,
} from '@/lib/forms/embedded'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { FormFooter, FormSuccess } from '@/ui/lead-form/fields'
import { useLeadForm } from '@/ui/lead-form/useLeadForm'
import { EmbeddedField, emptyValue, inputPaths } from './EmbeddedField'

const initialValues = (definition: Definition): Record<string, EmbeddedValue> =>
  Object.fromEntries(definition.fields.map((field) => [field.name, emptyValue(field)]))

/**
 * A form built in the CMS (spec 02 §2): its fields as the editor set them, checked here and again
 * on the server, stored by POST /api/forms/embedded. The marketing form starts afresh 3 s after a
 * submission; the form builder's then has its own submission logged (POST /api/jotform).
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
  const paths = definition.fields.flatMap(inputPaths)
  const [values, setValues] = useState(() => initialValues(definition))
  const { form, ...lead } = useLeadForm<string>({
    fields: paths,
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

  /** A new value at an input's path: a field's name, or `name.part` of a name or an address. */
  const change = (path: string, value: string | boolean) => {
    lead.changed(path)
    const [name, part] = path.split('.')
    setValues((current) => ({
      ...current,
      [name]: part ? { ...(current[name] as Record<string, string>), [part]: String(value) } : value,
    }))
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
    const formSubmissionId = await lead.post(
      { formId: definition.id, embed, site: siteName, sourceUrl: window.location.href, values },
      '/api/forms/embedded',
    )
    if (!formSubmissionId) return
    onSubmitted?.()
    if (embed === 'builder')
      await fetch('/api/jotform', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ formId: definition.id, formSubmissionId }),
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
            {definition.fields.map((field) => (
              <EmbeddedField
                key={field.name}
                formId={id}
                field={field}
                value={values[field.name]}
                errors={errors}
                texts={texts}
                onChange={change}
              />
            ))}
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
