/**
 * Reading an uploaded media file from wherever the library keeps it (./storage-config.ts): what
 * /-/media/…, Payload's file route guard and the blur placeholders use. Payload writes the files
 * (its upload handling, or @payloadcms/storage-s3 for a bucket); this only reads.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { processSingleton } from '@/lib/server/process-singleton'
import { mediaStorage, type S3MediaStorage } from './storage-config'

export type MediaFile = {
  size: number
  lastModified: Date
  /** The content, read once. */
  stream: () => ReadableStream<Uint8Array>
}

/** A name as the library stores it: no empty or parent segments. */
function safeSegments(filename: string): string[] | null {
  const segments = filename.split('/')
  return segments.every((part) => part !== '' && part !== '.' && part !== '..') ? segments : null
}

function s3Client(storage: S3MediaStorage): S3Client {
  const clients = processSingleton('mediaS3Clients', () => new Map<string, S3Client>())
  const key = JSON.stringify(storage.client)
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(s3ClientConfig(storage))
    clients.set(key, client)
  }
  return client
}

/**
 * The S3 client options, for reads here and for Payload's storage adapter. Checksums only where S3
 * requires them: several S3-compatible servers refuse the SDK's default streaming checksums on
 * uploads and answer reads without them.
 */
export function s3ClientConfig(storage: S3MediaStorage) {
  return {
    ...storage.client,
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
}

const objectKey = (storage: S3MediaStorage, segments: string[]) =>
  [storage.prefix, ...segments].filter(Boolean).join('/')

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey')

/** The file, or null when the storage has none by that name. */
export async function readMediaFile(filename: string): Promise<MediaFile | null> {
  const segments = safeSegments(filename)
  if (!segments) return null
  const storage = mediaStorage()
  if (storage.kind === 'local') {
    const fullPath = path.join(storage.directory, ...segments)
    const stat = await fs.promises.stat(fullPath).catch(() => null)
    if (!stat?.isFile()) return null
    return {
      size: stat.size,
      lastModified: stat.mtime,
      stream: () => Readable.toWeb(fs.createReadStream(fullPath)) as ReadableStream<Uint8Array>,
    }
  }
  try {
    const object = await s3Client(storage).send(
      new GetObjectCommand({ Bucket: storage.bucket, Key: objectKey(storage, segments) }),
    )
    if (!object.Body) return null
    const body = object.Body
    return {
      size: Number(object.ContentLength ?? 0),
      lastModified: object.LastModified ?? new Date(0),
      stream: () => body.transformToWebStream() as ReadableStream<Uint8Array>,
    }
  } catch (error) {
    if (missing(error)) return null
    throw error
  }
}

/** Whether the storage holds a file by that name, without reading it. */
export async function mediaFileExists(filename: string): Promise<boolean> {
  const segments = safeSegments(filename)
  if (!segments) return false
  const storage = mediaStorage()
  if (storage.kind === 'local') {
    const stat = await fs.promises.stat(path.join(storage.directory, ...segments)).catch(() => null)
    return Boolean(stat?.isFile())
  }
  try {
    await s3Client(storage).send(
      new HeadObjectCommand({ Bucket: storage.bucket, Key: objectKey(storage, segments) }),
    )
    return true
  } catch (error) {
    if (missing(error)) return false
    throw error
  }
}

/** The whole file in memory (small images: the blur placeholders), or null. */
export async function readMediaBytes(filename: string): Promise<Buffer | null> {
  const file = await readMediaFile(filename)
  if (!file) return null
  return Buffer.from(await new Response(file.stream()).arrayBuffer())
}
