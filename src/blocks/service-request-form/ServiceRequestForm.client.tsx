'use client'

import { useId } from 'react'
import { emailPattern, phonePattern } from '@/lib/forms/lead-fields'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { FormFooter, FormSuccess, TextField } from '@/ui/lead-form/fields'
import { ConsentFields } from './ConsentFields'
import { DealerField } from './DealerField'
import { opensOther, serviceRequestFields, type DealerChoice } from './rules'
import { ServiceChoices } from './ServiceChoices'
import { serviceRequestTexts as t } from './texts'
import { useServiceRequestForm } from './useServiceRequestForm'

/**
 * Spec 03 §2.6, §4, §5: the Norwegian service request. Cars choose the nearest of the dealers
 * with a workshop; the motorcycle variant has its one dealer. On success a thank-you replaces the
 * form; on failure the form stays as typed with the spec's message.
 */
export function ServiceRequestForm({
  siteName,
  dealers,
  serviceTypes,
  typeMC,
}: {
  siteName: string
  dealers: DealerChoice[]
  serviceTypes: readonly string[]
  typeMC: boolean
}) {
  const id = useId()
  const root = useHydratedMarker<HTMLDivElement>()
  const { form, input, today, errors, status, change, toggleService, submit } = useServiceRequestForm({
    siteName,
    dealers,
    typeMC,
  })

  const firstError = serviceRequestFields.some((field) => errors[field])
  const submitting = status === 'submitting'
  const showOther = input.services.some(opensOther)
  type TextName =
    'other' | 'description' | 'regno' | 'milage' | 'date' | 'customerName' | 'customerPhone' | 'customerEmail'
  const field = (name: TextName, label: string) => ({
    formId: id,
    field: name,
    label,
    error: errors[name],
    value: input[name],
    onValueChange: (value: string) => change(name, value),
  })

  return (
    <div
      ref={root}
      data-service-request-form
      data-status={status}
      data-variant={typeMC ? 'motorcycle' : 'car'}
    >
      {status === 'success' ? (
        <FormSuccess heading={t.thanksHeading} text={t.thanks} />
      ) : (
        <form ref={form} noValidate onSubmit={submit}>
          <fieldset disabled={submitting} className="grid gap-4">
            <DealerField
              formId={id}
              typeMC={typeMC}
              dealers={dealers}
              value={input.dealerId}
              error={errors.dealerId}
              onChange={(dealerId) => change('dealerId', dealerId)}
            />
            <ServiceChoices
              formId={id}
              serviceTypes={serviceTypes}
              chosen={input.services}
              error={errors.services}
              onToggle={toggleService}
            />
            {showOther ? <TextField {...field('other', t.other)} required={false} maxLength={2000} /> : null}
            <TextField {...field('description', t.description)} required={false} multiline maxLength={2000} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                {...field('regno', t.regno)}
                className="uppercase"
                autoComplete="off"
                maxLength={20}
                onValueChange={(value) => change('regno', value.toUpperCase())}
              />
              <TextField {...field('milage', t.milage)} type="number" inputMode="numeric" min={0} step={1} />
              <TextField {...field('date', t.date)} type="date" min={today || undefined} />
            </div>
            <TextField {...field('customerName', t.name)} autoComplete="name" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...field('customerPhone', t.phone)}
                type="tel"
                autoComplete="tel"
                pattern={phonePattern}
              />
              <TextField
                {...field('customerEmail', t.email)}
                type="email"
                autoComplete="email"
                pattern={emailPattern}
              />
            </div>
            <ConsentFields
              formId={id}
              values={{ gdpr: input.gdpr, newsletter: input.newsletter }}
              errors={{ gdpr: errors.gdpr, newsletter: errors.newsletter }}
              onChange={change}
            />
            <FormFooter
              invalid={firstError ? t.invalid : undefined}
              failure={status === 'error' ? t.failure : undefined}
              requiredNote={t.required}
              button={submitting ? t.submitting : t.submit}
            />
          </fieldset>
        </form>
      )}
    </div>
  )
}
