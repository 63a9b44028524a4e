import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withAnonymousLimit } from '@/services/rate-limit/cms'

export const POST = withAnonymousLimit('cmsGraphql', GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
