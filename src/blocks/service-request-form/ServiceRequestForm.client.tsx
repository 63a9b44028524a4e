'use client'

import { useId, useState, useSyncExternalStore } from 'react'
import { trackFormInteraction } from '@/lib/tracking/form-interaction'
import { emailPattern, isoDateIn, phonePattern } from '@/lib/forms/lead-fields'
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
import { useLeadForm, type FieldErrors } from '@/ui/lead-form/useLeadForm'
import {
  emptyServiceRequest,
  invalidServiceRequestFields,
  opensOther,
  serviceRequestFields,
  serviceRequestValues,
  type ServiceRequestField,
  type ServiceRequestInput,
} from './rules'
import { serviceRequestTexts as t } from './texts'

const noSubscription = () => () => {}
const visitorToday = () => isoDateIn(new Date())
const serverToday = () => ''

export type DealerChoice = { id: string; name: string; city: string; email: string }

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
  const [input, setInput] = useState<ServiceRequestInput>(() =>
    emptyServiceRequest(typeMC ? (dealers[0]?.id ?? '') : ''),
  )
  // Today in the visitor's time zone, known only in the browser (the server renders without it).
  const today = useSyncExternalStore(noSubscription, visitorToday, serverToday)
  const { form, ...lead } = useLeadForm<ServiceRequestField>({
    fields: serviceRequestFields,
    refusedMessage: (field) => t.messages[field],
    logPrefix: 'SERVICE_REQUEST_FORM',
  })
  const { errors, status } = lead
  const formName = `${siteName}ServiceRequestForm`

  const change = <K extends keyof ServiceRequestInput>(field: K, value: ServiceRequestInput[K]) => {
    lead.changed(field)
    setInput((current) => ({ ...current, [field]: value }))
  }
  const toggleService = (service: string, checked: boolean) =>
    change(
      'services',
      checked ? [...input.services, service] : input.services.filter((entry) => entry !== service),
    )

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    trackFormInteraction(formName, typeMC ? 'service_mc' : 'service')
    const invalid = invalidServiceRequestFields(input, today || isoDateIn(new Date()))
    if (invalid.length > 0)
      return lead.stop(
        Object.fromEntries(
          invalid.map((field) => [field, t.messages[field]]),
        ) as FieldErrors<ServiceRequestField>,
      )
    const dealer = dealers.find((entry) => entry.id === input.dealerId)
    if (!dealer) return lead.stop({ dealerId: t.messages.dealerId })
    await lead.post({
      formName,
      values: serviceRequestValues(input, dealer, typeMC, window.location.href),
    })
  }

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
            {typeMC ? (
              <p data-mc-dealer>
                <span className="font-medium">{t.dealerMC}: </span>
                {`${dealers[0].name}, ${dealers[0].city}`}
              </p>
            ) : (
              <label className="block">
                <LabelText required>{t.dealer}</LabelText>
                <select
                  className={inputClass}
                  name="dealerId"
                  {...fieldAttributes(id, 'dealerId', errors.dealerId, true)}
                  value={input.dealerId}
                  onChange={(event) => change('dealerId', event.target.value)}
                >
                  <option value="">{t.chooseDealer}</option>
                  {dealers.map((dealer) => (
                    <option key={dealer.id} value={dealer.id}>
                      {dealer.city ? `${dealer.name}, ${dealer.city}` : dealer.name}
                    </option>
                  ))}
                </select>
                <FieldError formId={id} field="dealerId" error={errors.dealerId} />
              </label>
            )}
            <fieldset className="grid gap-1">
              <legend className="mb-1 font-medium">{t.services}</legend>
              <div className="grid gap-x-6 sm:grid-cols-2">
                {serviceTypes.map((service, index) => (
                  <label key={service} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      name="services"
                      value={service}
                      className="size-5"
                      {...(index === 0 ? { 'data-field': 'services' } : {})}
                      checked={input.services.includes(service)}
                      onChange={(event) => toggleService(service, event.target.checked)}
                    />
                    {service}
                  </label>
                ))}
              </div>
              <FieldError formId={id} field="services" error={errors.services} />
            </fieldset>
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
            {/* The GDPR consent is required; the newsletter is a free choice (decisions: Forms). */}
            {(
              [
                ['gdpr', true],
                ['newsletter', false],
              ] as const
            ).map(([name, required]) => (
              <div key={name}>
                <label className="inline-flex min-h-11 items-start gap-2">
                  <input
                    type="checkbox"
                    name={name}
                    className="mt-1 size-5 shrink-0"
                    {...fieldAttributes(id, name, errors[name], required)}
                    checked={input[name]}
                    onChange={(event) => change(name, event.target.checked)}
                  />
                  <LabelText required={required}>{t[name]}</LabelText>
                </label>
                <FieldError formId={id} field={name} error={errors[name]} />
              </div>
            ))}
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
