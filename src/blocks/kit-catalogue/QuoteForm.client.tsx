'use client'
import { useState } from 'react'
import { isEmail, isPhone } from '@/lib/forms/lead-fields'
import { FormFooter, FormSuccess, TextField } from '@/ui/lead-form/fields'
import { useLeadForm, type FieldErrors } from '@/ui/lead-form/useLeadForm'
import type { CarChoice } from './query'
import type { KitParams } from './store'
import type { KitTexts } from './texts'
import { useKitTexts } from './texts-context'

const fields = ['customerName', 'customerPhone', 'customerEmail', 'message'] as const
type Field = (typeof fields)[number]

/** The fields as the visitor sees them, in order. */
const inputsOf = (
  t: KitTexts,
): ({ field: Field; label: string } & Partial<
  Pick<Parameters<typeof TextField>[0], 'type' | 'autoComplete' | 'required' | 'multiline' | 'maxLength'>
>)[] => [
  { field: 'customerName', label: t.name, autoComplete: 'name' },
  { field: 'customerPhone', label: t.phone, type: 'tel', autoComplete: 'tel' },
  { field: 'customerEmail', label: t.email, type: 'email', autoComplete: 'email' },
  { field: 'message', label: t.message, required: false, multiline: true, maxLength: 2000 },
]

/** The visitor's words of a field the browser accepted and the server refused. */
const refusedMessageOf = (t: KitTexts): Record<Field, string> => ({
  customerName: t.invalidName,
  customerPhone: t.invalidPhone,
  customerEmail: t.invalidEmail,
  message: t.quoteFailed,
})

/**
 * Beyond the spec (decisions: Kit catalogue): the cart sent as a quote request to the dealer's
 * parts department through the leads service (`<site>KitQuoteForm`, 202). A retry of one submission
 * keeps its id, so the server keeps one lead.
 */
export function QuoteForm({
  formName,
  kitIds,
  car,
  params,
}: {
  formName: string
  kitIds: string[]
  car: CarChoice | null
  params: KitParams
}) {
  const t = useKitTexts()
  const [values, setValues] = useState<Record<Field, string>>({
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    message: '',
  })
  const { form, ...lead } = useLeadForm<Field>({
    fields,
    refusedMessage: (field) => refusedMessageOf(t)[field],
    logPrefix: 'KIT_QUOTE',
  })
  if (lead.status === 'success') return <FormSuccess heading={t.requestQuote} text={t.quoteSent} />

  const set = (field: Field) => (value: string) => {
    lead.changed(field)
    setValues((current) => ({ ...current, [field]: value }))
  }

  async function submit() {
    const invalid: FieldErrors<Field> = {}
    if (!values.customerName.trim()) invalid.customerName = t.invalidName
    if (!isPhone(values.customerPhone)) invalid.customerPhone = t.invalidPhone
    if (!isEmail(values.customerEmail)) invalid.customerEmail = t.invalidEmail
    if (Object.keys(invalid).length) return lead.stop(invalid)
    await lead.post({
      formName,
      values: {
        ...values,
        kitIds,
        ...(car ? { car } : {}),
        params,
        sourceUrl: window.location.href.split('#')[0],
      },
    })
  }

  const formId = 'kit-quote'
  return (
    <form
      ref={form}
      data-kit-quote
      noValidate
      aria-labelledby={`${formId}-heading`}
      aria-busy={lead.status === 'submitting'}
      className="mt-4 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (lead.status !== 'submitting') void submit()
      }}
    >
      <h3 id={`${formId}-heading`} className="font-semibold">
        {t.quoteHeading}
      </h3>
      {inputsOf(t).map(({ field, label, ...input }) => (
        <TextField
          key={field}
          formId={formId}
          field={field}
          label={label}
          {...input}
          error={lead.errors[field]}
          value={values[field]}
          onValueChange={set(field)}
        />
      ))}
      <FormFooter
        invalid={Object.values(lead.errors)[0]}
        failure={lead.status === 'error' ? t.quoteFailed : undefined}
        button={t.requestQuote}
      />
    </form>
  )
}
