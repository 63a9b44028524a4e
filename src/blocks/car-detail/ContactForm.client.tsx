'use client'

import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { FormFooter, FormSuccess, TextField } from '@/ui/lead-form/fields'
import type { Recipient } from './contact'
import { ContactFields, contactFormId } from './ContactFields.client'
import type { SellerChoice } from '@/services/search/car/load'
import { useContactForm } from './useContactForm'

export type ContactFormLabels = {
  heading: string
  name: string
  phone: string
  email: string
  message: string
  messagePlaceholder: string
  /** The message a finance quote's link (`?quoteRef=`) starts the form with; names {quoteRef}. */
  quoteMessage: string
  quote: string
  testDrive: string
  chooseSeller: string
  required: string
  submit: string
  submitting: string
  invalidInput: string
  success: string
  successHeading: string
  error: string
  fieldRefused: string
  /** Each required field's message when the check finds it empty or malformed. */
  nameInvalid: string
  phoneInvalid: string
  emailInvalid: string
  sellerInvalid: string
}

/**
 * Contact the seller (spec 02 §4, §5, §7), on the shared lead-form fields. The island checks the
 * fields by the browser's rules (required, pattern) and speaks for itself (decisions: Forms, field
 * messages): a failed check marks each invalid field with its message, focuses the first and shows
 * the invalid-input hint until the next change. The post is retried up to 3 times 1 s apart with
 * one submission id, so the leads service stores one lead however many attempts reach it.
 */
export function ContactForm({
  siteName,
  car,
  recipient,
  sellerChoices,
  labels,
}: {
  siteName: string
  /** The car record without images, sent with the lead. */
  car: Record<string, unknown>
  /** Where a used car's lead goes; null for sample cars (the visitor picks a seller). */
  recipient: Recipient | null
  sellerChoices: SellerChoice[]
  labels: ContactFormLabels
}) {
  // Marks the form interactive once hydrated (its island loads after the page's first paint).
  const root = useHydratedMarker<HTMLDivElement>()
  const { form, values, status, errors, showInvalid, needsSeller, change, submit } = useContactForm({
    siteName,
    car,
    recipient,
    sellerChoices,
    quoteMessage: labels.quoteMessage,
    messages: {
      name: labels.nameInvalid,
      phone: labels.phoneInvalid,
      email: labels.emailInvalid,
      sellerSiteId: labels.sellerInvalid,
      refused: labels.fieldRefused,
    },
  })
  const submitting = status === 'submitting'
  return (
    <div ref={root} className="relative" data-contact-form data-status={status}>
      <h2 className="font-heading text-2xl">{labels.heading}</h2>
      <form ref={form} className="mt-4" onSubmit={submit} noValidate>
        <fieldset disabled={submitting || status === 'success'} className="grid gap-4">
          <ContactFields
            values={values}
            errors={errors}
            needsSeller={needsSeller}
            sellerChoices={sellerChoices}
            labels={labels}
            change={change}
          />
          <TextField
            formId={contactFormId}
            field="message"
            label={labels.message}
            required={false}
            multiline
            placeholder={labels.messagePlaceholder}
            value={values.message}
            onValueChange={(value) => change('message', value)}
          />
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="quote"
                className="size-5"
                checked={values.quote}
                onChange={(event) => change('quote', event.target.checked)}
              />
              {labels.quote}
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="testDrive"
                className="size-5"
                checked={values.testDrive}
                onChange={(event) => change('testDrive', event.target.checked)}
              />
              {labels.testDrive}
            </label>
          </div>
          <FormFooter
            invalid={showInvalid ? labels.invalidInput : undefined}
            failure={status === 'error' ? labels.error : undefined}
            requiredNote={labels.required}
            button={submitting ? labels.submitting : labels.submit}
          />
        </fieldset>
      </form>
      {status === 'success' ? (
        <FormSuccess heading={labels.successHeading} text={labels.success} placement="over" />
      ) : null}
    </div>
  )
}
