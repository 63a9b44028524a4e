import fs from 'node:fs'
import { Readable } from 'node:stream'
import { fontFilePath } from '@/lib/site/font-faces'
import { withRateLimit } from '@/services/rate-limit'

type Params = Promise<{ package: string; version: string; file: string }>

/** A site's web font face; its URL holds the package version, so browsers and CDNs keep it for good. */
async function fontFile(_request: Request, { params }: { params: Params }) {
  const { package: fontPackage, version, file } = await params
  const filePath = fontFilePath(fontPackage, version, file)
  const stat = filePath ? await fs.promises.stat(filePath).catch(() => null) : null
  if (!filePath || !stat?.isFile()) return new Response('Not found', { status: 404 })
  return new Response(Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream, {
    headers: {
      'content-type': 'font/woff2',
      'content-length': String(stat.size),
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}

export const GET = withRateLimit('files', fontFile)
