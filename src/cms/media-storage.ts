/**
 * Payload's S3 storage adapter for the media library when S3_BUCKET is set
 * (src/lib/media/storage-config.ts); the local folder (MEDIA_DIR) otherwise. The adapter is
 * always registered, and disabled without a bucket, so that the fields it keeps on a media
 * document (its storage prefix and object key) are in the schema whatever the storage: one set
 * of migrations serves both.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import { s3ClientConfig } from '@/lib/media/files'
import { mediaStorage } from '@/lib/media/storage-config'

// The adapter's newest release (3.90.1) is one patch behind payload (3.90.2); package.json's
// overrides give it this payload and admin UI, so one copy of each is installed. Payload's
// start-up check (outside production) would still report the adapter's own version number as a
// mismatch, as an unhandled rejection: it is off until the adapter catches up (docs/decisions.md).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export function mediaStoragePlugin(storage = mediaStorage()) {
  const s3 = storage.kind === 's3' ? storage : null
  return s3Storage({
    enabled: s3 !== null,
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    collections: { media: s3?.prefix ? { prefix: s3.prefix } : true },
    config: s3 ? s3ClientConfig(s3) : {},
  })
}
