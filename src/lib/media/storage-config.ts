/**
 * Where uploaded media live (decisions: Running at scale): the local folder (MEDIA_DIR) by default, or an
 * S3-compatible bucket when S3_BUCKET is set, so that several servers share one library. Read
 * from the environment and checked here: a wrong value stops Payload from starting (its config
 * reads this) with the variable's name, rather than failing an upload later.
 */
import { z } from 'zod'
import { mediaDirectory } from '@/lib/media-directory'

const flag = z
  .enum(['1', 'true', 'yes', '0', 'false', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes')

const s3Environment = z
  .object({
    S3_BUCKET: z.string().min(1),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible server (MinIO, Ceph, a cloud's S3 API); unset, AWS's own for the region. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Addresses as <endpoint>/<bucket>/<key>, which most self-hosted servers need. */
    S3_FORCE_PATH_STYLE: flag,
    /** A folder in the bucket for the files, so one bucket can hold several sites' libraries. */
    S3_PREFIX: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*$/, 'letters, digits, ".", "-", "_" and "/" between them')
      .refine((prefix) => !prefix.split('/').some((part) => /^\.+$/.test(part)), 'no "." or ".." folder')
      .optional(),
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message:
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the default credentials)',
    path: ['S3_SECRET_ACCESS_KEY'],
  })

export type S3MediaStorage = {
  kind: 's3'
  bucket: string
  prefix: string
  client: {
    region: string
    endpoint?: string
    forcePathStyle: boolean
    credentials?: { accessKeyId: string; secretAccessKey: string }
  }
}
export type MediaStorage = { kind: 'local'; directory: string } | S3MediaStorage

export class MediaStorageConfigError extends Error {
  readonly code = 'MEDIA_STORAGE_CONFIG'
}

/** The configured media storage; throws MediaStorageConfigError naming each wrong variable. */
export function mediaStorage(env: Record<string, string | undefined> = process.env): MediaStorage {
  if (!env.S3_BUCKET) return { kind: 'local', directory: mediaDirectory(env) }
  const parsed = s3Environment.safeParse(
    Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('S3_') && value !== '')),
  )
  if (!parsed.success)
    throw new MediaStorageConfigError(
      `Media storage: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  const s3 = parsed.data
  return {
    kind: 's3',
    bucket: s3.S3_BUCKET,
    prefix: s3.S3_PREFIX ?? '',
    client: {
      region: s3.S3_REGION,
      ...(s3.S3_ENDPOINT ? { endpoint: s3.S3_ENDPOINT } : {}),
      forcePathStyle: s3.S3_FORCE_PATH_STYLE,
      ...(s3.S3_ACCESS_KEY_ID && s3.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  }
}
