/** GET /api/catalog/images/<file>.webp: the generated demo catalog images (src/seed/catalog-images). */
import { catalogImage } from '@/seed/catalog-images/render'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'

async function catalogImageFile(
  _request: Request,
  context: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await context.params
  const image = await catalogImage(file)
  if (!image) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(image), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}

export const GET = withRateLimit('files', catalogImageFile)
