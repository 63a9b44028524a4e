import 'server-only'
import sharp from 'sharp'
import { readMediaBytes } from '@/lib/media/files'
import { logger } from '@/lib/log/logger'

const computed = new Map<string, Promise<string | undefined>>()
const maxEntries = 1_000

async function compute(filename: string): Promise<string | undefined> {
  try {
    const file = await readMediaBytes(filename)
    if (!file) throw new Error('not in the media storage')
    const tiny = await sharp(file).resize(16, 16, { fit: 'inside' }).webp({ quality: 40 }).toBuffer()
    return `data:image/webp;base64,${tiny.toString('base64')}`
  } catch (error) {
    // Spec 01 §8: a failed placeholder is logged and ignored; the image still renders.
    logger.warn({ code: 'BLUR_PLACEHOLDER_FAILED', filename, err: error }, 'blur placeholder failed')
    computed.delete(filename)
    return undefined
  }
}

/**
 * A tiny blurred data URL of a media-library image (from the local folder or the S3 bucket),
 * computed once per file on the server.
 */
export function blurPlaceholder(filename: string): Promise<string | undefined> {
  let placeholder = computed.get(filename)
  if (!placeholder) {
    if (computed.size >= maxEntries) computed.clear()
    placeholder = compute(filename)
    computed.set(filename, placeholder)
  }
  return placeholder
}
