import { describe, expect, it } from 'vitest'
import { frameUrls, parseFrameFile, spinFrameCount } from './frames'
import { extraMediaFor } from './store'

describe('extra media of the demo', () => {
  const record = (regNo: string) => ({
    car_regno: regNo,
    car_images: [{ original: '/api/catalog/images/car-suv-red-1-l.webp' }],
  })
  it('gives every autos-on-show car an exterior 360 in its colour, the same for the same car', () => {
    const media = extraMediaFor(record('AB12 CDE'))
    expect(media.has360).toBe(true)
    expect(media.images360).toHaveLength(spinFrameCount)
    expect(media.images360[0]).toBe('/api/autosonshow/media/ext-red-0.webp')
    expect(extraMediaFor(record('AB12 CDE'))).toEqual(media)
    expect(media.hasVideo).toBe(media.videoUrl !== null)
    expect(media.hasInternal360).toBe(media.internal360.length > 0)
  })
  it('gives some cars a video and an interior 360, so every mode can be seen', () => {
    const all = ['AB12 CDE', 'XY65 PQR', 'LM20 STU', 'KD70 HJK', 'PR18 WXZ', 'GH11 ABC'].map((regNo) =>
      extraMediaFor(record(regNo)),
    )
    expect(all.some((media) => media.hasVideo && media.hasInternal360)).toBe(true)
    expect(all.some((media) => !media.hasVideo)).toBe(true)
  })
  it('reads frame file names back, rejecting anything else', () => {
    expect(parseFrameFile('int-blue-23.webp')).toEqual({ kind: 'int', color: 'blue', frame: 23 })
    expect(parseFrameFile('ext-blue-24.webp')).toBeNull()
    expect(parseFrameFile('ext-pink-1.webp')).toBeNull()
    expect(parseFrameFile('../ext-blue-1.webp')).toBeNull()
    expect(frameUrls('int', 'blue')).toHaveLength(spinFrameCount)
  })
})
