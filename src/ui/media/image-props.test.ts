import { getImageProps } from 'next/image'
import { describe, expect, it } from 'vitest'
import { imageLoader } from './image-address'
import { imageProps } from './image-props'

const card = { src: '/api/catalog/images/car-suv-blue-1-s.webp', alt: 'Kia EV6', width: 640, height: 480 }

describe('imageProps', () => {
  it("gives next/image's attributes, the same for the same image and its own for another", () => {
    expect(imageProps(card)).toEqual(getImageProps({ ...card, loader: imageLoader }).props)
    expect(imageProps(card).srcSet).toMatch(
      /^\/_i\/640\/c\/car-suv-blue-1-s\.webp 1x, \/_i\/\d+\/c\/car-suv-blue-1-s\.webp 2x$/,
    )
    expect(imageProps({ ...card })).toBe(imageProps(card))
    const other = imageProps({ ...card, alt: 'Kia Niro', src: '/api/catalog/images/car-suv-red-1-s.webp' })
    expect(other.alt).toBe('Kia Niro')
    expect(other.src).toContain('car-suv-red-1-s.webp')
    expect(imageProps({ ...card, priority: true })).toEqual(
      getImageProps({ ...card, priority: true, loader: imageLoader }).props,
    )
  })

  it('shares the attributes read-only', () => {
    expect(Object.isFrozen(imageProps(card))).toBe(true)
  })

  it('leaves out what next/image leaves undefined, which a client component would get as "$undefined"', () => {
    const fill = imageProps({ src: card.src, alt: '', fill: true, sizes: '100vw' })
    expect(Object.entries(fill).filter(([, value]) => value === undefined)).toEqual([])
    expect(Object.entries(fill.style).filter(([, value]) => value === undefined)).toEqual([])
    expect(fill.style).toMatchObject({ position: 'absolute', color: 'transparent' })
    expect('fetchPriority' in imageProps(card)).toBe(false)
  })
})
