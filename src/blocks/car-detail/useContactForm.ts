'use client'

import { fill } from '@/lib/i18n/fill'
import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react'
import { contactAnchor, contactScrollDelayMs, contactScrollOffset, sectionAnchor } from './anchors'
import {
  contactRequestBody,
  invalidContactFields,
  refusedContactFields,
  sendWithRetries,
  type ContactField,
  type ContactValues,
  type Recipient,
} from './contact'
import type { SellerChoice } from '@/services/search/car/load'
import { trackFormInteraction } from '@/lib/tracking/form-interaction'

export type ContactStatus = 'idle' | 'submitting' | 'success' | 'error'

/** A finance quote's reference, as the finance API accepts it (services/finance/contract.ts). */
const quoteReferencePattern = /^[A-Z0-9-]{6,40}$/
const contactFieldName: Record<ContactField, string> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  sellerSiteId: 'seller',
}
const empty: ContactValues = { name: '', phone: '', email: '', message: '', quote: false, testDrive: false }

/**
 * The page's anchors (spec 02 §2): #contact… scroll here after 200 ms; -quote and -testdrive
 * pre-tick their checkbox. A finance quote's Apply, Reserve or Part exchange link (UK finance,
 * `?quoteRef=`) starts the message with the quote's reference, for the visitor to keep or change.
 */
function useContactAnchors(
  form: RefObject<HTMLFormElement | null>,
  quoteMessage: string,
  setValues: Dispatch<SetStateAction<ContactValues>>,
) {
  useEffect(() => {
    let timer: number | undefined
    const follow = () => {
      window.clearTimeout(timer)
      const quoteRef = new URLSearchParams(window.location.search).get('quoteRef')
      if (quoteRef && quoteReferencePattern.test(quoteRef)) {
        const message = fill(quoteMessage, { quoteRef })
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
  }, [form, quoteMessage, setValues])
}

/**
 * The contact form's flow: values, the check's and the server's marked fields, the focus on the
 * first of them, the page's anchors, tracking and the post with its retries.
 */
export function useContactForm({
  siteName,
  car,
  recipient,
  sellerChoices,
  quoteMessage,
}: {
  siteName: string
  car: Record<string, unknown>
  recipient: Recipient | null
  sellerChoices: SellerChoice[]
  quoteMessage: string
}) {
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactValues>(empty)
  const [status, setStatus] = useState<ContactStatus>('idle')
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
    form.current?.querySelector<HTMLElement>(`[name="${contactFieldName[field]}"]`)?.focus()
  }, [invalid, refused, status])
  useContactAnchors(form, quoteMessage, setValues)
  const needsSeller = recipient === null
  const formName = `${siteName}CarContactForm`

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

  return { form, values, status, showInvalid, invalid, refused, needsSeller, change, submit }
}
