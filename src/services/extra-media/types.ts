/**
 * The extra-media record of spec 02 §3 (videoUrl, images360, internal360, hasVideo,
 * hasInternal360, has360), as GET /api/autosonshow/{regNo} answers it.
 */
export type ExtraMedia = {
  videoUrl: string | null
  images360: string[]
  internal360: string[]
  hasVideo: boolean
  hasInternal360: boolean
  has360: boolean
}
