'use client'

import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import type { Recipient } from './contact'
import { ContactFields, contactInputClass } from './ContactFields.client'
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
 * Contact the seller (spec 02 §4, §5, §7). The island checks the fields by the browser's rules
 * (required, pattern) and speaks for itself (decisions: Forms, field messages): a failed check
 * marks each invalid field with its message, focuses the first and shows the invalid-input hint
 * until the next change. The post is retried up to 3 times 1 s apart with one submission id, so
 * the leads service stores one lead however many attempts reach it.
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
  const { form, values, status, showInvalid, invalid, refused, needsSeller, change, submit } = useContactForm(
    {
      siteName,
      car,
      recipient,
      sellerChoices,
      quoteMessage: labels.quoteMessage,
    },
  )
  const submitting = status === 'submitting'
  return (
    <div ref={root} className="relative" data-contact-form data-status={status}>
      <h2 className="font-heading text-2xl">{labels.heading}</h2>
      <form
        ref={form}
        className="mt-4"
        onSubmit={submit}
        noValidate
        aria-describedby={showInvalid ? 'contact-invalid' : undefined}
      >
        <fieldset disabled={submitting || status === 'success'} className="grid gap-4">
          <ContactFields
            values={values}
            invalid={invalid}
            refused={refused}
            needsSeller={needsSeller}
            sellerChoices={sellerChoices}
            labels={labels}
            change={change}
          />
          <label className="block">
            {labels.message}
            <textarea
              className={`${contactInputClass} min-h-28`}
              name="message"
              placeholder={labels.messagePlaceholder}
              value={values.message}
              onChange={(event) => change('message', event.target.value)}
            />
          </label>
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
          {showInvalid ? (
            <p id="contact-invalid" role="alert" data-invalid-hint className="text-red-800">
              {labels.invalidInput}
            </p>
          ) : null}
          {status === 'error' ? (
            <p
              role="alert"
              data-form-error
              className="rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-300"
            >
              {labels.error}
            </p>
          ) : null}
          <p className="text-sm text-neutral-700">{labels.required}</p>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-brand-contrast disabled:opacity-60"
          >
            {submitting ? labels.submitting : labels.submit}
          </button>
        </fieldset>
      </form>
      {status === 'success' ? (
        <div
          role="status"
          data-form-success
          className="absolute inset-0 grid place-items-center rounded-lg bg-white/95 p-6 text-center"
        >
          <div>
            <p className="font-heading text-2xl">{labels.successHeading}</p>
            <p className="mt-2">{labels.success}</p>
          </div>
        </div>
      ) : null}
    </div>
  )
}
