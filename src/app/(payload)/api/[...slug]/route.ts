import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRest, isMalformedMultipart, tooLargeMessage } from '@/cms/rest-guard'
import { withAnonymousLimit } from '@/services/rate-limit/cms'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** Payload's handler behind the checks of src/cms/rest-guard.ts. */
function guarded(handler: Handler): Handler {
  return async (request, context) => {
    const url = new URL(request.url)
    const { localization } = await config
    const verdict = await guardRest(
      { method: request.method, slug: (await context.params).slug, searchParams: url.searchParams },
      localization ? localization.defaultLocale : '',
    )
    if ('status' in verdict) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const tooLarge = tooLargeMessage(request)
    if (tooLarge) return Response.json({ errors: [{ message: tooLarge }] }, { status: 413 })
    if (await isMalformedMultipart(request))
      return Response.json({ errors: [{ message: 'Malformed multipart body' }] }, { status: 400 })
    if (verdict.searchParams === url.searchParams) return handler(request, context)
    url.search = verdict.searchParams.toString()
    return handler(new Request(url, { method: request.method, headers: request.headers }), context)
  }
}

export const GET = withAnonymousLimit('cmsRest', guarded(REST_GET(config)))
export const POST = withAnonymousLimit('cmsRest', guarded(REST_POST(config)))
export const DELETE = withAnonymousLimit('cmsRest', guarded(REST_DELETE(config)))
export const PATCH = withAnonymousLimit('cmsRest', guarded(REST_PATCH(config)))
export const PUT = withAnonymousLimit('cmsRest', guarded(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
