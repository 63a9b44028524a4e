/**
 * GET /api/autosonshow/media/<file>: the demo's extra media files: generated 360 frames
 * (src/services/extra-media/frames.ts) and the demo video.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { spinFrame } from '@/services/extra-media/frames'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'

const immutable = 'public, max-age=31536000, immutable'

async function mediaFile(
  _request: Request,
  context: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await context.params
  if (file === 'demo-drive.webm') {
    const video = await fs.readFile(path.join(process.cwd(), 'src/services/extra-media/demo-drive.webm'))
    return new Response(new Uint8Array(video), {
      headers: { 'Content-Type': 'video/webm', 'Cache-Control': immutable },
    })
  }
  const image = await spinFrame(file)
  if (!image) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(image), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': immutable },
  })
}

export const GET = withRateLimit('files', mediaFile)
