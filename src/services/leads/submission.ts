/** Checks a posted form: the envelope every form shares, then the values of a known form kind. */
import { z } from 'zod'
import { formSubmissionIdSchema } from '@/lib/forms/submission-id'
import type { Site } from '@/cms/payload-types'
import { fieldErrors } from '@/lib/http/json'
import { formKindOf, type FormKind } from './forms'

export const maxValueKeys = 300

/**
 * Forms without a kind of their own (a campaign form an editor adds later) post flat fields:
 * each value a short text, a number, a yes/no or a list of those. Their leads are kept, not
 * mailed, so a bound is all they need.
 */
const scalar = z.union([
  z.string().max(2000, 'A value may have at most 2000 characters'),
  z.number(),
  z.boolean(),
  z.null(),
])
const genericValues = z.record(
  z.string().max(100),
  z.union([scalar, z.array(scalar).max(50, 'A list may have at most 50 entries')], {
    error: 'A value must be a text, a number, true/false or a list of those',
  }),
)
export const genericMaxValueBytes = 16_000

const valueBytes = (values: unknown) => Buffer.byteLength(JSON.stringify(values), 'utf8')

export const envelopeSchema = z.object(
  {
    formName: z
      .string({ error: 'formName is required' })
      .regex(/^[A-Za-z0-9_-]{1,100}$/, 'formName must be 1 to 100 letters, digits, dashes or underscores'),
    formSubmissionId: formSubmissionIdSchema,
    values: z
      .record(z.string(), z.unknown(), { error: 'values must be an object' })
      .refine(
        (values) => Object.keys(values).length <= maxValueKeys,
        `values may have at most ${maxValueKeys} fields`,
      ),
  },
  { error: 'The body must be an object with formName, formSubmissionId and values' },
)

export type Submission = {
  formName: string
  formSubmissionId: string
  values: Record<string, unknown>
  kind: FormKind | undefined
  site: Site | undefined
}

export type Checked = { ok: true; submission: Submission } | { ok: false; fields: Record<string, string> }

/**
 * The site is the one whose name the form name starts with (`<site name><form>`); every form must
 * name one (a known kind takes its language and seller from there, any other is the site's lead).
 */
export function siteOfForm(
  formName: string,
  sites: readonly Site[],
  kind: FormKind | undefined,
): Site | undefined {
  if (kind) return sites.find((site) => `${site.name}${kind.suffix}` === formName)
  return sites
    .filter((site) => formName.startsWith(site.name))
    .sort((a, b) => b.name.length - a.name.length)[0]
}

export function checkSubmission(body: unknown, sites: readonly Site[]): Checked {
  const envelope = envelopeSchema.safeParse(body)
  const formName = (body as { formName?: unknown } | null)?.formName
  const kind = typeof formName === 'string' ? formKindOf(formName) : undefined
  const rawValues = (body as { values?: unknown } | null)?.values
  const schema = kind?.values ?? genericValues
  const isRecord = typeof rawValues === 'object' && rawValues !== null && !Array.isArray(rawValues)
  const values = isRecord ? schema.safeParse(rawValues) : undefined
  const fields = {
    ...(envelope.success ? {} : fieldErrors(envelope.error.issues)),
    ...(values && !values.success ? fieldErrors(values.error.issues, ['values']) : {}),
  }
  const maxBytes = kind?.maxValueBytes ?? genericMaxValueBytes
  if (values?.success && !fields.values && valueBytes(values.data) > maxBytes)
    fields.values = `values may take at most ${maxBytes} bytes`
  const site = typeof formName === 'string' ? siteOfForm(formName, sites, kind) : undefined
  // Every lead belongs to a site: a form name that starts with none is not one of ours.
  if (typeof formName === 'string' && !site && !fields.formName)
    fields.formName = `No site is named by formName "${formName}"`
  if (!envelope.success || Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    submission: {
      ...envelope.data,
      values: values?.success ? values.data : envelope.data.values,
      kind,
      site,
    },
  }
}
