'use client'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { isoDateIn } from '@/lib/forms/lead-fields'
import { trackFormInteraction } from '@/lib/tracking/form-interaction'
import { useLeadForm, type FieldErrors } from '@/ui/lead-form/useLeadForm'
import {
  emptyServiceRequest,
  type DealerChoice,
  invalidServiceRequestFields,
  serviceRequestFields,
  serviceRequestValues,
  type ServiceRequestField,
  type ServiceRequestInput,
} from './rules'
import { serviceRequestTexts as t } from './texts'

const noSubscription = () => () => {}
const visitorToday = () => isoDateIn(new Date())
const serverToday = () => ''

/**
 * The service request's values, its browser checks and its posting (spec 03 §4, §5): the tracking
 * on submit, the field messages, and the lead form's retries.
 */
export function useServiceRequestForm({
  siteName,
  dealers,
  typeMC,
}: {
  siteName: string
  dealers: DealerChoice[]
  typeMC: boolean
}) {
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

  async function submit(event: FormEvent<HTMLFormElement>) {
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

  return { form, input, today, errors: lead.errors, status: lead.status, change, toggleService, submit }
}
