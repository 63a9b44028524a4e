import path from 'node:path'

/** Where uploaded media files live: MEDIA_DIR, else data/media. */
export function mediaDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.MEDIA_DIR
    ? path.resolve(/*turbopackIgnore: true*/ env.MEDIA_DIR)
    : path.join(process.cwd(), 'data', 'media')
}
