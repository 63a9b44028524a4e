import fs from 'node:fs'
import { DeleteObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '@/test/s3-server'

// The media library in an S3-compatible bucket (a real one, s3rver, on a local port),
// written by Payload's own storage adapter and read back by what serves it: /-/media/… and the
// blur placeholders. The local folder (MEDIA_DIR) must stay empty.
let s3: Awaited<ReturnType<typeof startS3Server>>
let payload: Payload
let cleanup: () => Promise<void>
const variables = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
]

beforeAll(async () => {
  s3 = await startS3Server()
  Object.assign(process.env, s3.env)
  // The config reads the storage when first imported: after the variables are set.
  const { createTestPayload } = await import('@/test/payload')
  ;({ payload, cleanup } = await createTestPayload())
})
afterAll(async () => {
  await cleanup?.()
  await s3?.close()
  for (const name of variables) delete process.env[name]
})

const png = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: '#0b3d91' } })
    .png()
    .toBuffer()

async function upload(name: string) {
  const data = await png()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'Bilhallen' },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
  return { doc, data }
}

const libraryRoute = () => import('@/app/api/media-library/[...file]/route')
const requestFile = async (filename: string) =>
  (await libraryRoute()).GET(new Request(`http://localhost/-/media/${filename}`), {
    params: Promise.resolve({ file: [filename] }),
  })

describe('media on S3-compatible storage', () => {
  it('stores an upload in the bucket, not in the local folder', async () => {
    const { doc, data } = await upload('s3-hallen.png')
    const { readMediaBytes, mediaFileExists } = await import('./files')
    expect(await readMediaBytes(doc.filename!)).toEqual(data)
    expect(await mediaFileExists(doc.filename!)).toBe(true)
    expect(fs.readdirSync(process.env.MEDIA_DIR!)).toEqual([])
  })

  it('serves the file at /-/media/ with its type, size and date', async () => {
    const { doc, data } = await upload('s3-served.png')
    const response = await requestFile(doc.filename!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-length')).toBe(String(data.length))
    expect(new Date(response.headers.get('last-modified')!).getTime()).not.toBeNaN()
    expect(Buffer.from(await response.arrayBuffer())).toEqual(data)
  })

  it('answers 404 for a name the library does not know, and for a file gone from the bucket', async () => {
    expect((await requestFile('nothing-here.png')).status).toBe(404)
    const { doc } = await upload('s3-gone.png')
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: doc.filename! }))
    expect((await requestFile(doc.filename!)).status).toBe(404)
  })

  it('makes a blur placeholder from the file in the bucket', async () => {
    const { doc } = await upload('s3-blur.png')
    const { blurPlaceholder } = await import('@/lib/images/blur-placeholder')
    expect(await blurPlaceholder(doc.filename!)).toMatch(/^data:image\/webp;base64,/)
  })

  it('removes the file from the bucket with its document', async () => {
    const { doc } = await upload('s3-deleted.png')
    await payload.delete({ collection: 'media', id: doc.id })
    const { mediaFileExists } = await import('./files')
    expect(await mediaFileExists(doc.filename!)).toBe(false)
  })
})
