import 'server-only'
import type { ExtraMedia } from './types'
import { parseImageFile, searchOrThrow, type ColorCode } from '@/services/search'
import { frameUrls } from './frames'

export const demoVideoUrl = '/api/autosonshow/media/demo-drive.webm'

/** A stable small number from a registration number, so the same car always has the same media. */
function hash(text: string): number {
  let value = 7
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0
  return value
}

/**
 * The extra media of a car with autos_on_show, derived from its catalog record: every such car
 * has an exterior 360 in its colour; about two in three also an interior 360, every other one the
 * demo video. Pure apart from its input, so the record never changes between requests.
 */
export function extraMediaFor(record: Record<string, unknown>): ExtraMedia {
  const regNo = String(record.car_regno ?? '')
  const images = Array.isArray(record.car_images) ? record.car_images : []
  const first = images[0] as { original?: unknown } | undefined
  const spec =
    typeof first?.original === 'string' ? parseImageFile(first.original.split('/').pop() ?? '') : null
  const color: ColorCode = spec?.type === 'car' ? spec.color : 'silver'
  const seed = hash(regNo)
  const hasVideo = seed % 2 === 0
  const hasInternal360 = seed % 3 !== 2
  return {
    videoUrl: hasVideo ? demoVideoUrl : null,
    images360: frameUrls('ext', color),
    internal360: hasInternal360 ? frameUrls('int', color) : [],
    hasVideo,
    hasInternal360,
    has360: true,
  }
}

/** The extra media of the car with this registration number on a site, or null. */
export async function findExtraMedia(
  vehicleIndex: string,
  registrationNumber: string,
): Promise<ExtraMedia | null> {
  const result = await searchOrThrow({
    index: vehicleIndex,
    filters: { car_regno: [registrationNumber], autos_on_show: [true] },
    limit: 1,
  })
  const record = result.content[0]
  return record ? extraMediaFor(record) : null
}
