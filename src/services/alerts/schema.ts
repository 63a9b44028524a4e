/** The bodies of the alerts' HTTP calls, checked at the boundary ("Saved searches: storage"). */
import { z } from 'zod'
import { languageCodes } from '@/lib/i18n/languages'
import { searchRequestSchema } from '@/services/search'

export const frequencies = ['instant', 'daily', 'weekly'] as const
export type Frequency = (typeof frequencies)[number]

/** A path on the site ("/kop-bil?brand=Volvo"), never another origin. */
export const sitePath = z
  .string()
  .max(1000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path on the site, starting with /')

export const createAlertSchema = z.strictObject({
  site: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'a site name'),
  email: z.email().max(254),
  frequency: z.enum(frequencies),
  language: z.enum(languageCodes as [string, ...string[]]).optional(),
  /** Exactly the search contract's filters and keyphrase (spec 02 §7). */
  filters: searchRequestSchema.shape.filters,
  keyphrase: searchRequestSchema.shape.keyphrase,
  /** The car list with the same filters, linked from every mail. */
  listPath: sitePath.optional(),
  /** The site's car page path, before `/{car_id}/{slug}`. */
  detailPath: sitePath.optional(),
})
export type CreateAlertInput = z.infer<typeof createAlertSchema>

export const manageSchema = z.discriminatedUnion('action', [
  z.strictObject({ token: z.string().max(600), action: z.literal('pause'), alertId: z.number().int() }),
  z.strictObject({ token: z.string().max(600), action: z.literal('resume'), alertId: z.number().int() }),
  z.strictObject({ token: z.string().max(600), action: z.literal('delete'), alertId: z.number().int() }),
  z.strictObject({
    token: z.string().max(600),
    action: z.literal('frequency'),
    alertId: z.number().int(),
    frequency: z.enum(frequencies),
  }),
  z.strictObject({ token: z.string().max(600), action: z.literal('erase') }),
])
export type ManageInput = z.infer<typeof manageSchema>
