import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphqlRequest } from '@/cms/graphql/guard'

const payloadGraphql = GRAPHQL_POST(config)

export async function POST(request: Request): Promise<Response> {
  const guarded = await guardGraphqlRequest(request)
  return guarded.ok ? payloadGraphql(guarded.request) : guarded.response
}
export const OPTIONS = REST_OPTIONS(config)
