import { describe, expect, it } from 'vitest'
import { kitImage, kitPictures, parseImageFile } from '@/services/search'
import { drawKit } from './draw-other'

describe('drawKit', () => {
  it('draws each kind of kit its own picture, addressed by a file name the image route reads back', () => {
    const drawings = kitPictures.map(drawKit)
    expect(new Set(drawings).size).toBe(kitPictures.length)
    for (const picture of kitPictures)
      expect(parseImageFile(kitImage(picture, 's').split('/').pop()!)).toEqual({
        type: 'kit',
        picture,
        size: 's',
      })
    expect(parseImageFile('kit-roof-rocket-l.webp')).toBeNull()
  })
})
