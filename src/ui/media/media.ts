import type { Media } from '@/cms/payload-types'

export type MediaSource = {
  src: string
  alt: string
  width: number
  height: number
  filename: string
  mimeType: string
}

/** A populated upload field as an address under /-/media/, or null when nothing usable is there. */
export function mediaSource(media: number | Media | null | undefined): MediaSource | null {
  if (!media || typeof media !== 'object' || !media.filename) return null
  return {
    src: `/-/media/${encodeURIComponent(media.filename)}`,
    alt: media.alt ?? '',
    width: media.width ?? 1600,
    height: media.height ?? 900,
    filename: media.filename,
    mimeType: media.mimeType ?? '',
  }
}
