import 'server-only'
import { z } from 'zod'
import { languageByCode } from '@/lib/i18n/languages'
import { logger } from '@/lib/log/logger'
import { resolveSite } from '@/services/content/sites'
import { siteLanguages } from '@/lib/site/languages'
import { listStories } from './query'
import { StoriesError, storiesPageSize } from './types'

/** The load-more request of the stories list: GET query parameters or a POST JSON body. */
export const storiesRequest = z.object({
  lang: z.string().min(1, 'Required').max(10),
  path: z
    .string()
    .max(500)
    .regex(/^\/[^?#\s]*$/, 'A page path starting with /'),
  tags: z
    .array(z.string().regex(/^[a-z0-9-]+$/, 'Tag keys are lowercase letters, digits and dashes'))
    .max(50)
    .default([]),
  after: z.string().min(1).max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(24).default(storiesPageSize.list),
})

export type StoriesRequest = z.infer<typeof storiesRequest>

type HttpResult = { status: number; body: unknown }

const invalid = (fields: Record<string, string>): HttpResult => ({
  status: 400,
  body: { error: 'Invalid request', fields },
})

/** Query parameters as the schema expects them: `tags` comma-separated or repeated. */
export function requestFromSearchParams(params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {}
  for (const name of ['lang', 'path', 'after', 'pageSize']) {
    const value = params.get(name)
    if (value !== null) raw[name] = value
  }
  raw.tags = params
    .getAll('tags')
    .flatMap((value) => value.split(','))
    .filter(Boolean)
  return raw
}

/** GET/POST /api/stories: one page of a stories index for the site the request is on. */
export async function handleStoriesRequest(siteKey: string, raw: unknown): Promise<HttpResult> {
  const parsed = storiesRequest.safeParse(raw)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '(body)'] = issue.message
    return invalid(fields)
  }
  const input = parsed.data
  try {
    const site = await resolveSite(siteKey)
    const language = siteLanguages(site).all.find((candidate) => candidate.code === input.lang)
    if (!language || !languageByCode(input.lang))
      return invalid({ lang: `The site ${site.name} has no language "${input.lang}"` })
    const page = await listStories({
      site,
      language,
      indexPath: input.path,
      tagKeys: input.tags,
      after: input.after,
      pageSize: input.pageSize,
    })
    return { status: 200, body: page }
  } catch (error) {
    if (error instanceof StoriesError) {
      if (error.code === 'STORIES_INDEX_NOT_FOUND') return { status: 404, body: { error: error.message } }
      return invalid({ [error.field ?? '(body)']: error.message })
    }
    logger.error({ code: 'STORIES_LIST_FAILED', siteKey, input, err: error }, 'stories listing failed')
    return { status: 500, body: { error: 'The stories could not be loaded' } }
  }
}
