import { getImageProps } from 'next/image'
import { describe, expect, it } from 'vitest'
import { optimisedImageUrl } from './CardMarkup'

describe("a card image's optimiser address", () => {
  it("is the one next/image's default loader writes", () => {
    for (const src of ['/api/catalog/images/car-suv-blue-1-s.webp', '/-/media/a b&c.jpg']) {
      const { srcSet } = getImageProps({ src, alt: '', width: 640, height: 480 }).props
      expect(srcSet?.split(', ')[0]).toBe(`${optimisedImageUrl(src, 640)} 1x`)
    }
  })
})
