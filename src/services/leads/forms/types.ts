import type { z } from 'zod'
import type { Site } from '@/cms/payload-types'
import type { EmailMessage } from '@/services/email'

/**
 * Who is told, from the platform's own records: `record` is what the lead is about as the
 * catalog knows it (the mail is written from it, never from what the browser claims).
 */
export type Recipient = {
  email: string
  name?: string
  record?: Record<string, unknown>
  /** The dealer's catalog id (site_id), when the lead goes to one dealer: its staff read it. */
  dealerId?: string
}

type Mail = Omit<EmailMessage, 'to' | 'toName'>

/** What a lead asked about, in a few words, and a picture of it served by this host (`ownImage`). */
export type AskedAbout = { askedAbout: string | null; askedAboutImage: string | null }

/** How figures read on a lead's site: its first language's Intl locale, its market's currency. */
export type SiteFormat = { locale: string; currency: string }

/** What the notification of one lead needs to know. */
export type LeadContext = { site: Site; language: string; leadId: number }

/**
 * One kind of form posted to /api/forms/comhub, recognised by the end of its formName
 * (`<site name><suffix>`, e.g. `carstore-seCarContactForm`).
 */
export type FormKind<Values extends Record<string, unknown> = Record<string, unknown>> = {
  suffix: string
  values: z.ZodType<Values, Record<string, unknown>>
  /** Who is told about the lead, or null when nobody can be (the lead is still kept). */
  recipient: (values: Values, context: LeadContext) => Promise<Recipient | null>
  /** The mail; a kind may read the catalog to write it (the kit quote lists the kits' prices). */
  message: (values: Values, recipient: Recipient, context: LeadContext) => Mail | Promise<Mail>
  sourceUrl: (values: Values) => string | undefined
  /** What the lead asked about, stored with it for the desk's list; may read the catalog. */
  askedAbout: (values: Values, site: Site, format: SiteFormat) => AskedAbout | Promise<AskedAbout>
  /**
   * What the platform's own records refuse (field → message, empty when nothing): checked after
   * the values' shape, before anything is stored, so a refused form is a 400, not a kept lead.
   */
  refuse?: (values: Values, site: Site) => Promise<Record<string, string>>
  /** The most the checked values may take as JSON (the stored lead). */
  maxValueBytes: number
}

/** Lets the registry hold kinds with different value types. */
export function defineFormKind<Values extends Record<string, unknown>>(kind: FormKind<Values>): FormKind {
  return kind as unknown as FormKind
}
