import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphqlRequest, staffQueryBudget } from '@/cms/graphql/guard'
import { carriesCredential, hasSession, withAnonymousLimit } from '@/services/rate-limit/cms'

const payloadGraphql = GRAPHQL_POST(config)
const staffBudget = staffQueryBudget()

/**
 * GraphQL is for signed-in staff: the sites read their content through the local API, and an
 * anonymous query was the cheapest way to load a worker ("GraphQL: staff only"). Anonymous callers
 * are limited first, then refused; a staff query's body and cost are checked before Payload runs it,
 * and a server process gives staff queries a bounded share of its time.
 */
const answer = withAnonymousLimit('cmsGraphql', async (request: Request): Promise<Response> => {
  if (!(await hasSession(request.headers)))
    return Response.json(
      { errors: [{ message: 'GraphQL is not allowed without signing in: it is for the CMS’s staff' }] },
      { status: 401 },
    )
  const guarded = await guardGraphqlRequest(request)
  return guarded.ok ? staffBudget.run(() => payloadGraphql(guarded.request)) : guarded.response
})

/**
 * While staff queries have used their share, a query with a credential is refused before the
 * credential is checked; one without is refused as anonymous, which costs nothing to tell.
 */
export const POST = (request: Request): Promise<Response> =>
  Promise.resolve((carriesCredential(request.headers) && staffBudget.refusal()) || answer(request))
export const OPTIONS = REST_OPTIONS(config)
