'use client'

import { fill } from '@/lib/i18n/fill'
import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react'
import { contactAnchor, contactScrollDelayMs, contactScrollOffset, sectionAnchor } from './anchors'
import {
  chosenSeller,
  contactFields,
  contactRequestBody,
  invalidContactFields,
  isContactField,
  refusedAsSeller,
  type ContactField,
  type ContactValues,
  type Recipient,
} from './contact'
import type { SellerChoice } from '@/services/search/car/load'
import { trackFormInteraction } from '@/lib/tracking/form-interaction'
import { useLeadForm } from '@/ui/lead-form/useLeadForm'

/** A finance quote's reference, as the finance API accepts it (services/finance/contract.ts). */
const quoteReferencePattern = /^[A-Z0-9-]{6,40}$/
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
 * The contact form's flow: values, the page's anchors, the check, tracking and the post. The
 * shared lead form (`useLeadForm`) holds the marked fields, the focus on the first of them and the
 * post with its retries under one submission id; the invalid-input hint shows after a failed check
 * until the next change.
 */
export function useContactForm({
  siteName,
  car,
  recipient,
  sellerChoices,
  quoteMessage,
  messages,
}: {
  siteName: string
  car: Record<string, unknown>
  recipient: Recipient | null
  sellerChoices: SellerChoice[]
  quoteMessage: string
  /** Each field's message when the check finds it empty or malformed, and a refused field's. */
  messages: Record<ContactField, string> & { refused: string }
}) {
  const [values, setValues] = useState<ContactValues>(empty)
  const [showInvalid, setShowInvalid] = useState(false)
  const { form, ...lead } = useLeadForm<ContactField>({
    fields: contactFields,
    refusedMessage: () => messages.refused,
    refusedAs: refusedAsSeller,
    logPrefix: 'CAR_CONTACT',
  })
  useContactAnchors(form, quoteMessage, setValues)
  const needsSeller = recipient === null
  const formName = `${siteName}CarContactForm`

  const change = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => {
    setShowInvalid(false)
    // The message and the boxes are not checked: their change only makes a new submission.
    lead.changed(isContactField(key) ? key : undefined)
    setValues((current) => ({ ...current, [key]: value }))
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const failed = invalidContactFields(values, needsSeller)
    if (failed.length > 0) {
      // Nothing is sent (nor tracked, as when the browser stopped the submit); what the visitor
      // typed stays.
      setShowInvalid(true)
      return lead.stop(Object.fromEntries(failed.map((field) => [field, messages[field]])))
    }
    const leadType = values.quote ? 'quote' : values.testDrive ? 'testdrive' : 'contact'
    trackFormInteraction(formName, leadType)
    const to = recipient ?? chosenSeller(sellerChoices, values.sellerSiteId)
    if (!to) {
      // The choice offers only these sellers: a missing one is a bug, not the visitor's doing.
      console.error('CAR_CONTACT_SELLER_NOT_FOUND', { sellerSiteId: values.sellerSiteId })
      return lead.stop({ sellerSiteId: messages.sellerSiteId })
    }
    await lead.post(
      contactRequestBody({ siteName, car, values, recipient: to, sourceUrl: window.location.href }),
    )
  }

  return { form, values, status: lead.status, errors: lead.errors, showInvalid, needsSeller, change, submit }
}
