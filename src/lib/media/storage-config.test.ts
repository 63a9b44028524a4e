import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MediaStorageConfigError, mediaStorage } from './storage-config'

const bucket = {
  S3_BUCKET: 'media',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('media storage configuration', () => {
  it('is the local folder without a bucket', () => {
    expect(mediaStorage({ MEDIA_DIR: 'tmp/media' })).toEqual({
      kind: 'local',
      directory: path.resolve('tmp/media'),
    })
  })

  it('reads an S3-compatible bucket from the S3_ variables', () => {
    expect(mediaStorage({ ...bucket, S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'site/media' })).toEqual({
      kind: 's3',
      bucket: 'media',
      prefix: 'site/media',
      client: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    })
  })

  it('leaves the endpoint and credentials to the SDK when they are not set (AWS itself)', () => {
    expect(mediaStorage({ S3_BUCKET: 'media', S3_REGION: 'eu-north-1' })).toEqual({
      kind: 's3',
      bucket: 'media',
      prefix: '',
      client: { region: 'eu-north-1', forcePathStyle: false },
    })
  })

  it.each([
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'ftp://example.com' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_PREFIX: '../other' }, 'S3_PREFIX'],
  ])('names the wrong variable: %o', (wrong, name) => {
    expect(() => mediaStorage({ ...bucket, ...wrong })).toThrow(MediaStorageConfigError)
    expect(() => mediaStorage({ ...bucket, ...wrong })).toThrow(name)
  })
})
