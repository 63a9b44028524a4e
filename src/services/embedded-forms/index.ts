/**
 * Submissions of forms editors build in the CMS (spec 02 §2 "Embeds and selector", §7):
 * checked against the form's own fields, stored once per formSubmissionId in `form-submissions`
 * (editors read them there), and logged with the codes the spec names. POST /api/jotform flattens
 * the caller's own submission into a log entry, as the hosted form builder's flow did.
 */
import 'server-only'
import { z } from 'zod'
import type { FormSubmission } from '@/cms/payload-types'
import { formSubmissionIdSchema } from '@/lib/forms/submission-id'
import { embeddedForm, embeddedProblems, storedValue, type EmbeddedForm } from '@/lib/forms/embedded'
import { fieldErrors } from '@/lib/http/json'
import { languageByCode } from '@/lib/i18n/languages'
import { logger } from '@/lib/log/logger'
import { payloadClient } from '@/services/content/payload'
import { flattenedAnswer } from './flatten'

/** Exported for the tests that read what was logged. */
export const log = logger.child({ name: 'embedded-forms' })

const problemMessages = {
  required: 'This field is required',
  email: 'Enter a valid e-mail address',
  number: 'Enter a number',
  option: 'Choose one of the options',
  phone: 'Enter a phone number of 6 to 20 digits or spaces, optionally after a plus',
  datetime: 'Enter a date and a time as YYYY-MM-DDTHH:mm',
  rating: 'Choose one of the ratings',
} as const

const envelope = z.object(
  {
    formId: z.number({ error: 'formId must be a number' }).int().positive('formId must be a number'),
    formSubmissionId: formSubmissionIdSchema,
    embed: z.enum(['marketing', 'builder'], { error: 'embed must be marketing or builder' }),
    site: z.string().max(100).optional(),
    sourceUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
    values: z.record(
      z.string().max(100),
      z.union([
        z.string().max(5000, 'A value may have at most 5000 characters'),
        z.boolean(),
        // The parts of a name or an address.
        z.record(z.string().max(40), z.string().max(500, 'A part may have at most 500 characters')),
      ]),
      { error: 'values must be an object of texts, yes/no values and parts of names and addresses' },
    ),
  },
  { error: 'The body must be an object with formId, formSubmissionId, embed and values' },
)

export type EmbeddedResult =
  | { status: 202; body: { id: number } }
  | { status: 400; body: { error: string; fields: Record<string, string> } }

/** A CMS form by id, as the site renders it; null when there is none. */
export async function loadEmbeddedForm(id: number): Promise<EmbeddedForm | null> {
  const payload = await payloadClient()
  try {
    const doc = await payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true })
    return embeddedForm(doc)
  } catch {
    return null
  }
}

async function findSubmission(formSubmissionId: string): Promise<FormSubmission | undefined> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'form-submissions',
    where: { formSubmissionId: { equals: formSubmissionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]
}

const invalid = (fields: Record<string, string>): EmbeddedResult => ({
  status: 400,
  body: { error: 'Invalid request', fields },
})

/** POST /api/forms/embedded without the HTTP: 202 with the submission's id, or 400 with field messages. */
export async function submitEmbeddedForm(body: unknown): Promise<EmbeddedResult> {
  const parsed = envelope.safeParse(body)
  if (!parsed.success) return invalid(fieldErrors(parsed.error.issues))
  const { formId, formSubmissionId, embed, site, sourceUrl, values } = parsed.data
  const form = await loadEmbeddedForm(formId)
  if (!form) return invalid({ formId: `No form with id ${formId}` })
  const problems = embeddedProblems(form.fields, values)
  if (Object.keys(problems).length > 0)
    return invalid(
      Object.fromEntries(
        Object.entries(problems).map(([name, problem]) => [`values.${name}`, problemMessages[problem]]),
      ),
    )
  const existing = await findSubmission(formSubmissionId)
  if (existing) {
    log.info(
      { code: 'FORM_SUBMISSION_DUPLICATE', formId, submissionId: existing.id },
      'form submission already received',
    )
    return { status: 202, body: { id: existing.id } }
  }
  const payload = await payloadClient()
  let submission: FormSubmission
  try {
    submission = await payload.create({
      collection: 'form-submissions',
      overrideAccess: true,
      data: {
        form: formId,
        formSubmissionId,
        site,
        embed,
        sourceUrl,
        // Only the form's own fields are kept, each as text (the plugin's shape).
        submissionData: form.fields.map((field) => ({
          field: field.name,
          value: storedValue(field, values[field.name]),
        })),
      },
    })
  } catch (error) {
    // A concurrent duplicate won the unique index on formSubmissionId: answer with its id.
    const winner = await findSubmission(formSubmissionId)
    if (!winner) throw error
    return { status: 202, body: { id: winner.id } }
  }
  log.info(
    {
      code: embed === 'marketing' ? 'FORM_SUBMISSION_SUCCESS_HUBSPOT' : 'FORM_SUBMISSION_RECEIVED',
      formId,
      submissionId: submission.id,
      site,
    },
    'form submission stored',
  )
  return { status: 202, body: { id: submission.id } }
}

/**
 * A submission is read back only by the browser that sent it: it names the submission by the
 * random formSubmissionId it chose (a UUID, see useLeadForm), which no other caller knows. An id
 * short enough to guess is refused ("Form answers: read back by their submitter only").
 */
const jotformBody = z.object(
  {
    formId: z.union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ]),
    formSubmissionId: formSubmissionIdSchema.refine(
      (id) => id.length >= 16,
      'formSubmissionId must be the id the submission was sent with',
    ),
  },
  { error: 'The body must be an object with formId and formSubmissionId' },
)

/** The Intl locale of a site's first language (dates in the log entry read as the site writes them). */
async function siteLocale(siteName: string | null | undefined): Promise<string> {
  const payload = await payloadClient()
  const site = siteName
    ? (
        await payload.find({
          collection: 'sites',
          where: { name: { equals: siteName } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]
    : undefined
  return languageByCode(site?.languages?.[0]?.language ?? '')?.intlLocale ?? 'en-GB'
}

/**
 * Spec 02 §7: the answers of the caller's own submission of the form, flattened into fields of one
 * log entry (FORM_SUBMISSION_START_JOTFORM, then _SUCCESS_ or _FAILED_JOTFORM), each by its kind
 * (./flatten). Another visitor's submission answers 404, as a missing one does.
 */
export async function flattenOwnSubmission(
  body: unknown,
): Promise<{ status: 200 | 400 | 404; body: Record<string, unknown> }> {
  const parsed = jotformBody.safeParse(body)
  if (!parsed.success)
    return { status: 400, body: { error: 'Invalid request', fields: fieldErrors(parsed.error.issues) } }
  const { formId, formSubmissionId } = parsed.data
  log.info({ code: 'FORM_SUBMISSION_START_JOTFORM', formId }, 'reading a form submission')
  try {
    const form = await loadEmbeddedForm(formId)
    const payload = await payloadClient()
    const own = form
      ? (
          await payload.find({
            collection: 'form-submissions',
            where: {
              and: [{ form: { equals: formId } }, { formSubmissionId: { equals: formSubmissionId } }],
            },
            limit: 1,
            depth: 0,
            overrideAccess: true,
          })
        ).docs[0]
      : undefined
    if (!form || !own) {
      log.warn(
        { code: 'FORM_SUBMISSION_FAILED_JOTFORM', formId, reason: 'no submission' },
        'no submission to read',
      )
      return { status: 404, body: { error: `No such submission of form ${formId}` } }
    }
    const kinds = new Map(form.fields.map((field) => [field.name, field]))
    const intlLocale = await siteLocale(own.site)
    const fields = Object.fromEntries(
      (own.submissionData ?? []).map(({ field, value }) => {
        const definition = kinds.get(field)
        return [definition?.label ?? field, flattenedAnswer(definition, value, intlLocale)]
      }),
    )
    log.info(
      { code: 'FORM_SUBMISSION_SUCCESS_JOTFORM', formId, submissionId: own.id, fields },
      'form submission read',
    )
    return { status: 200, body: { submissionId: own.id, fields } }
  } catch (error) {
    log.error({ code: 'FORM_SUBMISSION_FAILED_JOTFORM', formId, err: error }, 'form submission not read')
    throw error
  }
}
