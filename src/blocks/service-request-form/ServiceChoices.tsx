'use client'
import { FieldError } from '@/ui/lead-form/fields'
import { serviceRequestTexts as t } from './texts'

/** The services asked for, one checkbox each; optional. */
export function ServiceChoices({
  formId,
  serviceTypes,
  chosen,
  error,
  onToggle,
}: {
  formId: string
  serviceTypes: readonly string[]
  chosen: string[]
  error?: string
  onToggle: (service: string, checked: boolean) => void
}) {
  return (
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
              checked={chosen.includes(service)}
              onChange={(event) => onToggle(service, event.target.checked)}
            />
            {service}
          </label>
        ))}
      </div>
      <FieldError formId={formId} field="services" error={error} />
    </fieldset>
  )
}
