'use client'

import { useId, useState } from 'react'
import { trackFormInteraction } from '@/lib/tracking/form-interaction'
import { emailPattern, phonePattern, sellCarOptions } from '@/lib/forms/lead-fields'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { FieldError, FormFooter, FormSuccess, LabelText, TextField } from '@/ui/lead-form/fields'
import { useLeadForm } from '@/ui/lead-form/useLeadForm'
import {
  emptySellCar,
  invalidSellCarFields,
  sellCarFields,
  sellCarValues,
  type SellCarField,
  type SellCarInput,
} from './rules'

/** The dictionary texts the form shows, by key (sellCarForm…, invalidInput). */
export type SellCarTexts = Record<string, string>

const optionLabel = { sell: 'sellCarFormSell', tradeIn: 'sellCarFormTradeIn' } as const
const messageKey: Record<SellCarField, string> = {
  selected: 'sellCarFormOptionInvalid',
  regno: 'sellCarFormRegnoInvalid',
  milage: 'sellCarFormMileageInvalid',
  customerName: 'sellCarFormNameInvalid',
  customerPhone: 'sellCarFormPhoneInvalid',
  customerEmail: 'sellCarFormEmailInvalid',
  other: 'invalidInput',
}

/**
 * Spec 03 §2.5, §4, §5: sell or trade in. The browser checks every field and names each broken
 * rule, an empty name, phone or e-mail too (decisions: Forms, sell-car); the server checks again.
 * What the visitor typed stays on every failure.
 */
export function SellCarForm({ siteName, texts }: { siteName: string; texts: SellCarTexts }) {
  const id = useId()
  const root = useHydratedMarker<HTMLDivElement>()
  const [input, setInput] = useState<SellCarInput>(emptySellCar)
  const { form, ...lead } = useLeadForm<SellCarField>({
    fields: sellCarFields,
    refusedMessage: (field) => texts[messageKey[field]],
    logPrefix: 'SELL_CAR_FORM',
  })
  const { errors, status } = lead
  const formName = `${siteName}SellCarForm`

  const change = (field: SellCarField, value: string) => {
    lead.changed(field)
    setInput((current) => ({ ...current, [field]: value }))
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    trackFormInteraction(formName, input.selected || 'sellcar')
    const invalid = invalidSellCarFields(input)
    if (Object.keys(invalid).length > 0)
      return lead.stop(Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, texts[key]])))
    await lead.post({ formName, values: sellCarValues(input, window.location.href) })
  }

  const firstError = sellCarFields.map((field) => errors[field]).find(Boolean)
  const submitting = status === 'submitting'
  const field = (name: SellCarField, label: string) => ({
    formId: id,
    field: name,
    label: texts[label],
    error: errors[name],
    value: input[name],
    onValueChange: (value: string) => change(name, value),
  })

  return (
    <div ref={root} data-sell-car-form data-status={status}>
      {status === 'success' ? (
        <FormSuccess heading={texts.sellCarFormSuccessHeading} text={texts.sellCarFormSuccess} />
      ) : (
        <form ref={form} noValidate onSubmit={submit}>
          <fieldset disabled={submitting} className="grid gap-4">
            <fieldset
              className="grid gap-2"
              role="radiogroup"
              aria-required
              {...(errors.selected
                ? { 'aria-invalid': true, 'aria-describedby': `${id}-selected-error` }
                : {})}
            >
              <legend>
                <LabelText required>{texts.sellCarFormOption}</LabelText>
              </legend>
              <div className="flex flex-wrap gap-x-6">
                {sellCarOptions.map((option, index) => (
                  <label key={option} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="selected"
                      value={option}
                      className="size-5"
                      // The group's first radio takes the focus when no option is chosen.
                      {...(index === 0 ? { 'data-field': 'selected' } : {})}
                      checked={input.selected === option}
                      onChange={() => change('selected', option)}
                    />
                    {texts[optionLabel[option]]}
                  </label>
                ))}
              </div>
              <FieldError formId={id} field="selected" error={errors.selected} />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...field('regno', 'sellCarFormRegno')}
                className="uppercase"
                autoComplete="off"
                maxLength={20}
                onValueChange={(value) => change('regno', value.toUpperCase())}
              />
              <TextField
                {...field('milage', 'sellCarFormMileage')}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
            </div>
            <TextField {...field('customerName', 'sellCarFormName')} autoComplete="name" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...field('customerPhone', 'sellCarFormPhone')}
                type="tel"
                autoComplete="tel"
                pattern={phonePattern}
              />
              <TextField
                {...field('customerEmail', 'sellCarFormEmail')}
                type="email"
                autoComplete="email"
                pattern={emailPattern}
              />
            </div>
            <TextField
              {...field('other', 'sellCarFormMessage')}
              required={false}
              multiline
              maxLength={2000}
            />
            <FormFooter
              invalid={firstError ? texts.invalidInput : undefined}
              failure={status === 'error' ? texts.sellCarFormError : undefined}
              requiredNote={texts.sellCarFormRequired}
              button={submitting ? texts.sellCarFormSubmitting : texts.sellCarFormSubmit}
            />
          </fieldset>
        </form>
      )}
    </div>
  )
}
