'use client'

import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { fill } from '@/lib/i18n/fill'
import { useEffect, useRef, useState } from 'react'
import { contactAnchor, contactScrollDelayMs, contactScrollOffset, sectionAnchor } from './anchors'
import {
  contactRequestBody,
  emailPattern,
  invalidContactFields,
  phonePattern,
  refusedContactFields,
  sendWithRetries,
  type ContactField,
  type ContactValues,
  type Recipient,
} from './contact'
import type { SellerChoice } from '@/services/search/car/load'
import { trackFormInteraction } from '@/lib/tracking/form-interaction'

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

type Status = 'idle' | 'submitting' | 'success' | 'error'

/** A finance quote's reference, as the finance API accepts it (services/finance/contract.ts). */
const quoteReferencePattern = /^[A-Z0-9-]{6,40}$/
const fieldName: Record<ContactField, string> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  sellerSiteId: 'seller',
}
const empty: ContactValues = { name: '', phone: '', email: '', message: '', quote: false, testDrive: false }

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
  const form = useRef<HTMLFormElement>(null)
  // Marks the form interactive once hydrated (its island loads after the page's first paint).
  const root = useHydratedMarker<HTMLDivElement>()
  const [values, setValues] = useState<ContactValues>(empty)
  const [status, setStatus] = useState<Status>('idle')
  const [showInvalid, setShowInvalid] = useState(false)
  // Fields the check found invalid: marked, described by their message.
  const [invalid, setInvalid] = useState<ContactField[]>([])
  // Fields the server refused although the check accepted them: marked, described.
  const [refused, setRefused] = useState<ContactField[]>([])
  // Set when a check fails or a refusal arrives: the first marked field takes the focus once it
  // is marked and the form is enabled again (after the render that ends 'submitting', not in a
  // frame that may come before it), so a screen reader reads its message with its label.
  const focusMarked = useRef<ContactField | null>(null)
  useEffect(() => {
    const field = focusMarked.current
    if (!field || status === 'submitting') return
    focusMarked.current = null
    form.current?.querySelector<HTMLElement>(`[name="${fieldName[field]}"]`)?.focus()
  }, [invalid, refused, status])
  const needsSeller = recipient === null
  const invalidMessage: Record<ContactField, string> = {
    name: labels.nameInvalid,
    phone: labels.phoneInvalid,
    email: labels.emailInvalid,
    sellerSiteId: labels.sellerInvalid,
  }
  const formName = `${siteName}CarContactForm`

  // The page's anchors (spec 02 §2): #contact… scroll here after 200 ms; -quote and -testdrive
  // pre-tick their checkbox. A finance quote's Apply, Reserve or Part exchange link (UK finance,
  // `?quoteRef=`) starts the message with the quote's reference, for the visitor to keep or change.
  useEffect(() => {
    let timer: number | undefined
    const follow = () => {
      window.clearTimeout(timer)
      const quoteRef = new URLSearchParams(window.location.search).get('quoteRef')
      if (quoteRef && quoteReferencePattern.test(quoteRef)) {
        const message = fill(labels.quoteMessage, { quoteRef })
        setValues((current) => (current.message ? current : { ...current, message }))
      }
      // Section anchors are followed here too: the browser's own jump can land before the
      // streamed page has its final layout.
      const section = sectionAnchor(window.location.hash)
      if (section) {
        timer = window.setTimeout(
          () => document.getElementById(section)?.scrollIntoView(),
          contactScrollDelayMs,
        )
        return
      }
      const anchor = contactAnchor(window.location.hash)
      if (!anchor) return
      if (anchor.preTick) setValues((current) => ({ ...current, [anchor.preTick!]: true }))
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        const top = form.current?.getBoundingClientRect().top
        if (top === undefined) return
        window.scrollTo({ top: window.scrollY + top - contactScrollOffset(window.innerWidth) })
      }, contactScrollDelayMs)
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => {
      window.removeEventListener('hashchange', follow)
      window.clearTimeout(timer)
    }
  }, [labels.quoteMessage])

  const change = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => {
    setShowInvalid(false)
    setInvalid((fields) => fields.filter((field) => field !== key))
    setRefused((fields) => fields.filter((field) => field !== key))
    setValues((current) => ({ ...current, [key]: value }))
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const failed = invalidContactFields(values, needsSeller)
    if (failed.length > 0) {
      // Nothing is sent (nor tracked, as when the browser stopped the submit); what the visitor
      // typed stays.
      focusMarked.current = failed[0]
      setInvalid(failed)
      setShowInvalid(true)
      return
    }
    setInvalid([])
    const leadType = values.quote ? 'quote' : values.testDrive ? 'testdrive' : 'contact'
    trackFormInteraction(formName, leadType)
    const seller = needsSeller ? sellerChoices.find((choice) => choice.siteId === values.sellerSiteId) : null
    const to = recipient ?? (seller ? { toName: seller.toName, toEmail: seller.toEmail } : null)
    if (!to) {
      console.error('CAR_CONTACT_SELLER_NOT_FOUND', { sellerSiteId: values.sellerSiteId })
      setStatus('error')
      return
    }
    setStatus('submitting')
    const body = JSON.stringify(
      contactRequestBody({
        siteName,
        formSubmissionId: crypto.randomUUID(),
        car,
        values,
        recipient: to,
        sourceUrl: window.location.href,
      }),
    )
    const result = await sendWithRetries(
      () =>
        fetch('/api/forms/comhub', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      {
        onFailedAttempt: (failure) =>
          console.warn('CAR_CONTACT_ATTEMPT_FAILED', { attempt: failure.attempt, status: failure.status }),
      },
    )
    if (result.ok) {
      setStatus('success')
      return
    }
    console.error('CAR_CONTACT_FAILED', { status: result.status })
    const fields =
      result.status === 400 ? refusedContactFields(await result.response?.json().catch(() => null)) : []
    if (fields.length > 0) {
      // What the visitor typed stays; the first refused field gets the focus and says why.
      focusMarked.current = fields[0]
      setRefused(fields)
      setStatus('idle')
      return
    }
    setStatus('error')
  }

  /** An invalid or refused field's attributes and the message under it. */
  const refusal = (field: ContactField) => {
    const isRefused = refused.includes(field)
    const isInvalid = invalid.includes(field)
    if (!isRefused && !isInvalid) return { attributes: {}, message: null }
    const id = `contact-${field}-message`
    return {
      attributes: { 'aria-invalid': true as const, 'aria-describedby': id },
      message: (
        <span
          id={id}
          data-field-error={field}
          {...(isRefused ? { 'data-field-refused': field } : {})}
          className="mt-1 block text-red-800"
        >
          {isRefused ? labels.fieldRefused : invalidMessage[field]}
        </span>
      ),
    }
  }

  const input =
    'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 px-3 py-2 disabled:bg-neutral-100'
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
          <label className="block">
            {labels.name} <span aria-hidden="true">*</span>
            <input
              className={input}
              name="name"
              {...refusal('name').attributes}
              required
              autoComplete="name"
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
            />
            {refusal('name').message}
          </label>
          <label className="block">
            {labels.phone} <span aria-hidden="true">*</span>
            <input
              className={input}
              name="phone"
              {...refusal('phone').attributes}
              type="tel"
              required
              pattern={phonePattern}
              autoComplete="tel"
              value={values.phone}
              onChange={(event) => change('phone', event.target.value)}
            />
            {refusal('phone').message}
          </label>
          <label className="block">
            {labels.email} <span aria-hidden="true">*</span>
            <input
              className={input}
              name="email"
              {...refusal('email').attributes}
              type="email"
              required
              pattern={emailPattern}
              autoComplete="email"
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
            />
            {refusal('email').message}
          </label>
          {needsSeller ? (
            <label className="block">
              {labels.chooseSeller} <span aria-hidden="true">*</span>
              <select
                className={input}
                name="seller"
                {...refusal('sellerSiteId').attributes}
                required
                value={values.sellerSiteId ?? ''}
                onChange={(event) => change('sellerSiteId', event.target.value)}
              >
                <option value="">{`${labels.chooseSeller}*`}</option>
                {sellerChoices.map((choice) => (
                  <option key={choice.siteId} value={choice.siteId}>
                    {choice.name}
                  </option>
                ))}
              </select>
              {refusal('sellerSiteId').message}
            </label>
          ) : null}
          <label className="block">
            {labels.message}
            <textarea
              className={`${input} min-h-28`}
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
