import { mediaSource } from '@/ui/media/media'
import { isYoutubeId } from '@/ui/youtube-player/youtube-id'
import type { AnyBlock, BlockOf } from './types'

/** A blurb whose media is an image (not a video or YouTube player). */
const blurbShowsImage = (block: BlockOf<'blurb'>) =>
  !isYoutubeId(block.youtubeId) &&
  !mediaSource(block.videoDesktop) &&
  Boolean(mediaSource(block.imageDesktop))

/** Blocks that open with an image when they show one. */
const opensWithImage: { [T in AnyBlock['blockType']]?: (block: BlockOf<T>) => boolean } = {
  heroBanner: () => true,
  sliderBanner: () => true,
  blurb: blurbShowsImage,
  storiesList: () => true,
  storiesTeaser: () => true,
}

/**
 * Which of a region's sections holds the page's lead image (decisions: Fast on a phone), or -1: the
 * first among its first three that opens with an image. On a phone that image is usually the
 * largest paint, also below a heading section (the stories index, a story), and a lazy one waited
 * for layout.
 */
export function leadImageIndex(blocks: readonly AnyBlock[]): number {
  return blocks.slice(0, 3).findIndex((block) => {
    const test = opensWithImage[block.blockType] as ((block: AnyBlock) => boolean) | undefined
    return test?.(block) === true
  })
}
