import { getImageProps } from 'next/image'
import { describe, expect, it } from 'vitest'
import { imageLoader, optimisedImageUrl } from './image-address'

const card = '/api/catalog/images/car-suv-blue-1-s.webp'
const defaultAddress = (src: string, width: number, quality?: number) =>
  getImageProps({ src, alt: '', width, height: width, quality }).props.srcSet?.split(' ')[0]

describe("an address of next/image's optimiser", () => {
  it('is short for a catalog or media image with a plain file name', () => {
    expect(optimisedImageUrl(card, 640)).toBe('/_i/640/c/car-suv-blue-1-s.webp')
    expect(imageLoader({ src: '/-/media/hero_1.jpg', width: 1280 })).toBe('/_i/1280/m/hero_1.jpg')
  })

  it("is the default loader's for any other image: a name to escape, a subfolder, another folder or host", () => {
    for (const src of [
      '/-/media/a b&c.jpg',
      '/-/media/x.jpg?v=2',
      '/-/media/..',
      '/-/media/sub/x.png',
      '/other/x.png',
      'https://cdn.example/x.png',
    ])
      expect(optimisedImageUrl(src, 640)).toBe(defaultAddress(src, 640))
  })

  it('has the one quality the optimiser allows, whatever quality an image asks for', () => {
    expect(imageLoader({ src: '/a b.png', width: 640, quality: 90 })).toBe(
      defaultAddress('/a b.png', 640, 90),
    )
    expect(imageLoader({ src: '/a b.png', width: 640, quality: 90 })).toContain('&q=75')
  })

  it('leaves an SVG as it is, as the default loader does', () => {
    expect(imageLoader({ src: '/-/media/logo.svg', width: 256 })).toBe('/-/media/logo.svg')
  })
})
