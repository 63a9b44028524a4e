import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphqlRequest } from '@/cms/graphql/guard'
import { withAnonymousLimit } from '@/services/rate-limit/cms'

const payloadGraphql = GRAPHQL_POST(config)

/** Anonymous callers are limited first; then the body and its cost are checked before Payload runs it. */
export const POST = withAnonymousLimit('cmsGraphql', async (request: Request): Promise<Response> => {
  const guarded = await guardGraphqlRequest(request)
  return guarded.ok ? payloadGraphql(guarded.request) : guarded.response
})
export const OPTIONS = REST_OPTIONS(config)
