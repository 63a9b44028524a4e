/**
 * An S3-compatible server for tests (s3rver, from npm: nothing to install on the machine), with
 * one empty bucket, and the environment that points the media library at it
 * (src/lib/media/storage-config.ts). Its files live in a temporary folder removed on close.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3Client } from '@aws-sdk/client-s3'
// @ts-expect-error s3rver ships no types; only its constructor, run() and close() are used.
import S3rver from 's3rver'

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> }

export async function startS3Server(bucket = 'media'): Promise<{
  env: Record<string, string>
  /** A client of the server, to look into the bucket behind the application's back. */
  client: S3Client
  close: () => Promise<void>
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as S3rverInstance
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver's fixed credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    close: async () => {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
