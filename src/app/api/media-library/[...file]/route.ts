import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { mediaDirectory } from '@/lib/media-directory'
import { decodeParam } from '@/lib/http/path'
import { payloadClient } from '@/services/content/payload'
import { withRateLimit } from '@/services/rate-limit'

type Params = Promise<{ file: string[] }>

/**
 * Spec 01 §2.2: /-/media/<file> and /-/jssmedia/<file> serve the media library. A file the
 * library does not know, or that is gone from disk, is a 404 (Payload's own file route answers 500).
 */
async function libraryFile(_request: Request, { params }: { params: Params }) {
  const filename = (await params).file.map(decodeParam).join('/')
  if (!filename || filename.split('/').some((part) => part === '..' || part === '')) {
    return new Response('Not found', { status: 404 })
  }
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const media = docs[0]
  const fullPath = path.join(mediaDirectory(), filename)
  const stat = media ? await fs.promises.stat(fullPath).catch(() => null) : null
  if (!media || !stat?.isFile()) return new Response('Not found', { status: 404 })
  const body = Readable.toWeb(fs.createReadStream(fullPath)) as ReadableStream
  return new Response(body, {
    headers: {
      'content-type': media.mimeType ?? 'application/octet-stream',
      'content-length': String(stat.size),
      'cache-control': 'public, max-age=3600',
      'last-modified': stat.mtime.toUTCString(),
    },
  })
}

export const GET = withRateLimit('files', libraryFile)
