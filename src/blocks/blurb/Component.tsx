import { translate } from '@/lib/i18n/dictionary'
import { LinkButton } from '@/ui/button/LinkButton'
import { backgroundClasses } from '@/ui/fields/fields'
import { Heading } from '@/ui/heading/Heading'
import { mediaSource } from '@/ui/media/media'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { BackgroundVideo } from '@/ui/video/BackgroundVideo.lazy'
import { videoLabels } from '@/ui/video/labels'
import { YoutubePlayer } from '@/ui/youtube-player/YoutubePlayer.lazy'
import { isYoutubeId } from '@/ui/youtube-player/youtube-id'
import { SafeRichText } from '@/ui/rich-text/SafeRichText'
import type { BlockComponent, BlockContext, BlockOf } from '../types'
import styles from './blurb.module.css'

function BlurbMedia({ block, context }: { block: BlockOf<'blurb'>; context: BlockContext }) {
  if (isYoutubeId(block.youtubeId)) {
    return (
      <YoutubePlayer
        videoId={block.youtubeId}
        title={block.title ?? translate(context.dictionary, 'youtubePlay')}
        playLabel={translate(context.dictionary, 'youtubePlay')}
      />
    )
  }
  const video = mediaSource(block.videoDesktop)
  const image = mediaSource(block.imageDesktop)
  if (!video && !image) return null
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-neutral-200">
      {video ? (
        <BackgroundVideo
          desktop={video.src}
          phone={mediaSource(block.videoPhone)?.src}
          labels={videoLabels(context.dictionary)}
          showButtons={Boolean(block.hasControlBar)}
        />
      ) : image ? (
        <ResponsiveImage
          desktop={image}
          phone={mediaSource(block.imagePhone)}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority={context.leadImage === true}
        />
      ) : null}
    </div>
  )
}

/** Blurb (spec 01 §2.4): media beside rich text, reversible, with optional scroll-in animations. */
export const Blurb: BlockComponent<'blurb'> = ({ block, context }) => {
  const background = backgroundClasses[block.backgroundColor ?? 'None'] ?? ''
  return (
    <section
      data-block="blurb"
      data-reverse={block.reverse ? 'true' : 'false'}
      className={`${background} ${background ? 'py-12 md:py-16' : 'my-12 md:my-16'}`}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 md:grid-cols-2 md:gap-12 md:px-8">
        <div
          data-blurb-media
          className={`${block.reverse ? 'md:order-last' : ''} ${block.useMediaAnimations ? styles.media : ''}`}
        >
          <BlurbMedia block={block} context={context} />
        </div>
        <div
          data-blurb-text
          className={`flex flex-col items-start gap-4 ${block.useTextAnimations ? styles.text : ''}`}
        >
          {block.title ? (
            <Heading
              tag={block.titleTag}
              className="font-heading text-[length:var(--heading-2)] leading-tight"
            >
              {block.title}
            </Heading>
          ) : null}
          <SafeRichText data={block.richText} />
          <LinkButton link={block.link} type={block.buttonType} />
        </div>
      </div>
    </section>
  )
}
