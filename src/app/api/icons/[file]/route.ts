import { spriteFile, spriteSvg } from '@/ui/icons/sprite'
import { withRateLimit } from '@/services/rate-limit'

type Params = Promise<{ file: string }>

/**
 * The icon sprite (src/ui/icons/sprite.ts). A page cached before a deploy may ask for an earlier
 * version: it gets today's icons, kept only briefly under that name.
 */
async function iconSprite(_request: Request, { params }: { params: Params }) {
  const { file } = await params
  if (!file.endsWith('.svg')) return new Response('Not found', { status: 404 })
  return new Response(spriteSvg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': file === spriteFile ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  })
}

export const GET = withRateLimit('files', iconSprite)
