import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withAnonymousLimit } from '@/services/rate-limit/cms'

export const GET = withAnonymousLimit('cmsRest', REST_GET(config))
export const POST = withAnonymousLimit('cmsRest', REST_POST(config))
export const DELETE = withAnonymousLimit('cmsRest', REST_DELETE(config))
export const PATCH = withAnonymousLimit('cmsRest', REST_PATCH(config))
export const PUT = withAnonymousLimit('cmsRest', REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
