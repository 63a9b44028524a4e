/** GET /api/autosonshow/{regNo}: a car's extra media (spec 02 §7 "Extra media"); 404 when it has none. */
import { headers } from 'next/headers'
import { decodeParam } from '@/lib/http/path'
import { logger } from '@/lib/log/logger'
import { resolveSite } from '@/services/content/sites'
import { findExtraMedia } from '@/services/extra-media/store'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'

async function extraMedia(
  _request: Request,
  context: { params: Promise<{ regNo: string }> },
): Promise<Response> {
  const { regNo } = await context.params
  const registrationNumber = decodeParam(regNo).trim()
  if (!registrationNumber || registrationNumber.length > 20)
    return Response.json({ error: 'Unknown registration number' }, { status: 404 })
  try {
    const site = await resolveSite((await headers()).get('x-site-key') ?? 'localhost')
    const vehicleIndex = site.catalog?.vehicleIndex
    const media = vehicleIndex ? await findExtraMedia(vehicleIndex, registrationNumber) : null
    if (!media) return Response.json({ error: 'No extra media for this car' }, { status: 404 })
    return Response.json(media, { headers: { 'Cache-Control': 'public, max-age=300' } })
  } catch (error) {
    logger.error({ code: 'EXTRA_MEDIA_FAILED', registrationNumber, err: error }, 'extra media lookup failed')
    return Response.json({ error: 'Extra media unavailable' }, { status: 500 })
  }
}

export const GET = withRateLimit('extraMedia', extraMedia)
