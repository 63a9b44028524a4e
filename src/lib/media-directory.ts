import path from 'node:path'

/** Where uploaded media files live: MEDIA_DIR, else data/media. */
export function mediaDirectory(): string {
  return process.env.MEDIA_DIR
    ? path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR)
    : path.join(process.cwd(), 'data', 'media')
}
