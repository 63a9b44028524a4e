import { describe, expect, it } from 'vitest'
import type { Media } from '@/cms/payload-types'
import { leadImageIndex } from './lead-image'
import type { AnyBlock } from './types'

const image = { id: 1, filename: 'story-0.webp', alt: '' } as Media
const video = { id: 2, filename: 'clip.mp4', alt: '' } as Media
const block = (blockType: string, fields: Record<string, unknown> = {}) =>
  ({ blockType, ...fields }) as unknown as AnyBlock

describe('the section that holds the lead image', () => {
  it('is the first that opens with an image, below a heading section', () => {
    expect(leadImageIndex([block('richContent'), block('storiesList'), block('storiesTeaser')])).toBe(1)
    expect(leadImageIndex([block('heroBanner'), block('sliderBanner')])).toBe(0)
  })

  it('is not a blurb that shows a video or a YouTube player instead of its image', () => {
    const withImage = block('blurb', { imageDesktop: image })
    expect(leadImageIndex([block('blurb', { imageDesktop: image, videoDesktop: video }), withImage])).toBe(1)
    expect(
      leadImageIndex([block('blurb', { imageDesktop: image, youtubeId: 'dQw4w9WgXcQ' }), withImage]),
    ).toBe(1)
    expect(leadImageIndex([block('blurb', { imageDesktop: null }), withImage])).toBe(1)
  })

  it('is none when no image opens one of the first three sections', () => {
    const text = block('richContent')
    expect(leadImageIndex([text, text, text, block('heroBanner')])).toBe(-1)
    expect(leadImageIndex([])).toBe(-1)
  })
})
