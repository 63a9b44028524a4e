import { translate } from '@/lib/i18n/dictionary'
import { YoutubePlayer } from '@/ui/youtube-player/YoutubePlayer.lazy'
import { isYoutubeId } from '@/ui/youtube-player/youtube-id'
import type { BlockComponent } from '../types'

/** Embedded video (spec 01 §2.4): a YouTube video by id, 16:9, loaded only when the visitor plays it. */
export const EmbeddedVideo: BlockComponent<'embeddedVideo'> = ({ block, context }) => {
  if (!isYoutubeId(block.youtubeVideoId)) throw new Error(`Invalid YouTube id "${block.youtubeVideoId}"`)
  return (
    <section data-block="embedded-video" className="mx-auto my-12 max-w-4xl px-4">
      <YoutubePlayer
        videoId={block.youtubeVideoId}
        title={block.title}
        playLabel={translate(context.dictionary, 'youtubePlay')}
      />
    </section>
  )
}
