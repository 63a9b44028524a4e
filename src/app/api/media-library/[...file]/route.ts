import { readMediaFile } from '@/lib/media/files'
import { decodeParam } from '@/lib/http/path'
import { payloadClient } from '@/services/content/payload'
import { withRateLimit } from '@/services/rate-limit'

type Params = Promise<{ file: string[] }>

/**
 * Spec 01 §2.2: /-/media/<file> and /-/jssmedia/<file> serve the media library, from the local
 * folder or the S3 bucket (src/lib/media/storage-config.ts). A file the library does not know, or
 * that is gone from the storage, is a 404 (Payload's own file route answers 500).
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
  const file = media ? await readMediaFile(filename) : null
  if (!media || !file) return new Response('Not found', { status: 404 })
  return new Response(file.stream(), {
    headers: {
      'content-type': media.mimeType ?? 'application/octet-stream',
      'content-length': String(file.size),
      'cache-control': 'public, max-age=3600',
      'last-modified': file.lastModified.toUTCString(),
    },
  })
}

export const GET = withRateLimit('files', libraryFile)
